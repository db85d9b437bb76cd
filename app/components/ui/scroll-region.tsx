import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/**
 * A box that scrolls sideways when what it holds (a wide table) is wider than the screen. It can
 * take the keyboard's focus, so it can be scrolled without a mouse (WCAG 2.1.1), and it is named
 * by `label` for the screen reader that lands on it.
 */
export function ScrollRegion({
  label,
  className,
  children,
  ...rest
}: {
  label: string;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus to be scrolled by keyboard
      tabIndex={0}
      className={cn(
        "overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
        className,
      )}
      {...rest}
    >
      {children}
    </section>
  );
}
