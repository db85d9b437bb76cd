import type { ReactNode } from "react";
import type { NavLink } from "./navigation";

/** A list of links, one item each; `children` draws a link (the router's, or a plain one). */
export function LinkList({
  links,
  className,
  children,
}: {
  links: NavLink[];
  className?: string;
  children: (link: NavLink) => ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>{children(link)}</li>
      ))}
    </ul>
  );
}
