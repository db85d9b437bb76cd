import { useEffect, useRef } from "react";
import { cn } from "#app/lib/cn";
import { STEP_TITLES } from "../../../messages";
import type { Step } from "../../wizard";

/** The five steps, the current one marked. */
export function Progress({ step }: { step: Step }) {
  return (
    <ol
      className="flex flex-wrap gap-2 text-xs font-semibold sm:text-sm"
      aria-label="Registration steps"
    >
      {STEP_TITLES.map((title, index) => {
        const number = index + 1;
        return (
          <li
            key={title}
            aria-current={number === step ? "step" : undefined}
            className={cn(
              "rounded-full px-3 py-1",
              number === step
                ? "bg-brand-strong text-white"
                : number < step
                  ? "bg-brand-soft text-brand-strong"
                  : "bg-stone-100 text-stone-700",
            )}
          >
            {number}. {title}
          </li>
        );
      })}
    </ol>
  );
}

/** "Step 2 of 5: Parent details"; focus moves here when the step changes (not on arrival). */
export function StepHeading({ step }: { step: Step }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className="mt-6 text-2xl font-semibold text-brand-strong outline-none"
    >
      Step {step} of 5: {STEP_TITLES[step - 1]}
    </h2>
  );
}
