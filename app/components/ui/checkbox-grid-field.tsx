import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { FieldsetFrame } from "./field";

// Written out in full so Tailwind sees every class.
const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
} as const;

/**
 * Whether a box is closed to the visitor: it is one of `closed`, or `max` others are ticked
 * already (the ticked ones stay open, to be unticked).
 */
export function isBoxClosed(
  option: string,
  ticked: readonly string[],
  { max, closed = [] }: { max?: number; closed?: readonly string[] },
): boolean {
  if (closed.includes(option)) return true;
  return max !== undefined && !ticked.includes(option) && ticked.length >= max;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" && value !== "" ? [value] : [];
}

/**
 * A group of checkboxes in a grid (a legend, a hint, one error for the group) that may take at
 * most `max` ticks and may close some boxes (`closed`). Once React runs, a box in `closed` is
 * unticked and disabled, and with `max` ticked the others are disabled; without JavaScript (or
 * before React runs) every box stays open and the server's message is the answer.
 */
export function CheckboxGridField({
  meta,
  label,
  hint,
  optional,
  options,
  columns = 2,
  max,
  closed = [],
  className,
}: {
  meta: FieldMetadata<string[] | undefined>;
  label: string;
  hint?: string;
  optional?: boolean;
  /** The values, shown as their own labels. */
  options: readonly string[];
  columns?: keyof typeof columnClasses;
  max?: number;
  closed?: readonly string[];
  className?: string;
}) {
  const hydrated = useHydrated();
  const [ticked, setTicked] = useState<readonly string[]>(() => asList(meta.initialValue));
  // A box that closes (e.g. it became the primary category) loses its tick.
  const closedKey = closed.join("\n");
  const [closedBefore, setClosedBefore] = useState(closedKey);
  if (closedBefore !== closedKey) {
    setClosedBefore(closedKey);
    setTicked((current) => current.filter((option) => !closed.includes(option)));
  }
  return (
    <FieldsetFrame meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <div className={cn("mt-2 grid gap-2", columnClasses[columns])}>
        {options.map((option, index) => {
          const id = `${meta.id}-${index}`;
          return (
            <label
              key={option}
              htmlFor={id}
              className="flex items-center gap-2 text-sm has-disabled:text-stone-600"
            >
              <input
                type="checkbox"
                id={id}
                name={meta.name}
                form={meta.formId}
                value={option}
                checked={ticked.includes(option)}
                disabled={hydrated && isBoxClosed(option, ticked, { max, closed })}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setTicked((current) =>
                    on ? [...current, option] : current.filter((item) => item !== option),
                  );
                }}
                className="size-5 shrink-0 accent-[var(--color-brand)] disabled:cursor-not-allowed"
              />
              {option}
            </label>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}
