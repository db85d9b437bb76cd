import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/**
 * A link to an email address or website kept on one line in a narrow card: cut with "…" rather
 * than broken mid-word. The whole text is in the link (so it copies whole), in its title (shown on
 * hover) and shown wrapped while the link has the keyboard focus.
 */
export function OneLineLink({
  href,
  text,
  className,
  external = false,
  children,
}: {
  href: string;
  text: string;
  className?: string;
  /** Opens in a new tab (websites). */
  external?: boolean;
  /** Said after the text to screen readers only, e.g. " (opens in a new tab)". */
  children?: ReactNode;
}) {
  return (
    <a
      href={href}
      title={text}
      {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
      className={cn(
        "block max-w-full truncate underline underline-offset-2 focus-visible:whitespace-normal focus-visible:break-all",
        className,
      )}
    >
      {text}
      {children}
    </a>
  );
}
