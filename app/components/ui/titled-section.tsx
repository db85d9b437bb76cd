import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** A section labelled by its own heading; `headingSize` is the heading's text-size class. */
export function TitledSection({
  headingId,
  title,
  level: Heading = "h2",
  headingSize,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  level?: "h2" | "h3";
  headingSize: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={cn(headingSize, "font-semibold text-brand-strong")}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
