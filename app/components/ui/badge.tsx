import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/**
 * Dark text on a pale tint, each pair above 7:1 contrast; the word carries the meaning, the colour
 * only helps. One tone per kind of state, so "open" looks the same on every admin page.
 */
const BADGE_TONES = {
  neutral: "bg-stone-100 text-stone-800 ring-stone-300",
  waiting: "bg-amber-100 text-amber-900 ring-amber-300",
  good: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  info: "bg-sky-100 text-sky-900 ring-sky-300",
  busy: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  bad: "bg-red-100 text-red-900 ring-red-300",
  special: "bg-purple-100 text-purple-900 ring-purple-300",
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/** A short state word in a pill ("Draft", "Sent", "Hidden"). */
export function Badge({
  tone,
  className,
  children,
}: {
  tone: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        BADGE_TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
