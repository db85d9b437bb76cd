// The email building blocks the templates use, each from its own package: the umbrella
// @react-email/components would also load Tailwind's compiler, Prism and a Markdown renderer into
// the server (≈ 35 MB), none of which an email here needs.
export { Body } from "@react-email/body";
export { Button } from "@react-email/button";
export { Container } from "@react-email/container";
export { Head } from "@react-email/head";
export { Heading } from "@react-email/heading";
export { Hr } from "@react-email/hr";
export { Html } from "@react-email/html";
export { Link } from "@react-email/link";
export { Preview } from "@react-email/preview";
export { Section } from "@react-email/section";
export { Text } from "@react-email/text";
