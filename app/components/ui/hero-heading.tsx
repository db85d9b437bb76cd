import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** A hero's eyebrow line, page heading and lead paragraph, light text on a dark band. */
export function HeroHeading({
  eyebrow,
  title,
  lead,
  titleClassName = "max-w-3xl sm:text-5xl",
  leadClassName = "max-w-2xl",
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** The heading's width and large-screen size. */
  titleClassName?: string;
  /** The lead's width (and size). */
  leadClassName?: string;
}) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-soft">{eyebrow}</p>
      <h1 className={cn("mt-4 text-4xl font-semibold leading-tight", titleClassName)}>{title}</h1>
      <p className={cn("mt-5 text-lg text-stone-100", leadClassName)}>{lead}</p>
    </>
  );
}
