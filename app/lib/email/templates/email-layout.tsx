import type { ReactNode } from "react";
import { formatPostalAddress } from "#app/lib/config/site";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "#app/lib/email/components";

/** The frame every email shares: the centre's name on top, its address and phone below. */
export function EmailLayout({
  preview,
  heading,
  children,
}: {
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  const site = useSiteSettings();
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: "#f5f5f4",
          fontFamily: "Arial, Helvetica, sans-serif",
          color: site.colours.ink,
        }}
      >
        <Container
          style={{
            backgroundColor: "#ffffff",
            margin: "24px auto",
            padding: "24px",
            maxWidth: "600px",
          }}
        >
          <Text style={{ color: site.colours.brand, fontWeight: 700, fontSize: "18px", margin: 0 }}>
            {site.name}
          </Text>
          <Heading as="h1" style={{ fontSize: "22px", margin: "16px 0" }}>
            {heading}
          </Heading>
          <Section>{children}</Section>
          <Hr style={{ margin: "24px 0" }} />
          <Text style={{ fontSize: "12px", color: "#57534e" }}>
            {site.name} · {formatPostalAddress(site)} · {site.phone.display} · {site.emails.contact}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A label / value table of form answers, as used by the centre's notification emails. */
export function FieldList({ fields }: { fields: [label: string, value: string | undefined][] }) {
  return (
    <Section>
      {fields.map(([label, value]) => (
        <Text key={label} style={{ margin: "0 0 8px" }}>
          <strong>{label}:</strong> {value?.trim() ? value : "Not provided"}
        </Text>
      ))}
    </Section>
  );
}

/** The centre's closing lines of every email to a visitor. */
export function SignOff() {
  const site = useSiteSettings();
  return (
    <Text>
      Jazakum Allahu khayran,
      <br />
      {site.name}
    </Text>
  );
}

/** The centre's notification emails end with a way to answer and a link to the inbox. */
export function ReplyOrOpenInbox({
  name,
  adminUrl,
}: {
  name: string | undefined;
  adminUrl: string;
}) {
  return (
    <Text>
      Reply to this email to answer {name ?? "them"} directly, or{" "}
      <Link href={adminUrl}>open it in the admin inbox</Link>.
    </Text>
  );
}

/** A pill-shaped button in the centre's brand colour (a pay-later link). */
export function BrandButton({ href, children }: { href: string; children: ReactNode }) {
  const site = useSiteSettings();
  return (
    <Button
      href={href}
      style={{
        background: site.colours.brand,
        color: "#ffffff",
        padding: "10px 18px",
        borderRadius: "999px",
      }}
    >
      {children}
    </Button>
  );
}
