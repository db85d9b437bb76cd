import type { FieldMetadata } from "@conform-to/react";
import { ChoiceTiles } from "./choice-tiles";
import { FieldsetFrame, type Option } from "./field";

/**
 * Many short choices (dates, days) as checkboxes in a compact grid, two columns on a phone and
 * three from `sm`, in a fieldset whose legend is the label; the error sits under the grid and is
 * announced with it (`withError={false}`: the caller shows `FieldError` after a group of grids
 * that share it). `ChoiceField` is for fewer, longer choices.
 */
export function CheckboxGrid({
  meta,
  label,
  options,
  className,
  withError = true,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  /** `disabled`: listed but cannot be ticked (a full session). */
  options: (Option & { disabled?: boolean })[];
  className?: string;
  withError?: boolean;
}) {
  return (
    <FieldsetFrame meta={meta} label={label} className={className} withError={withError}>
      <ChoiceTiles
        meta={meta}
        type="checkbox"
        values={options.map((option) => option.value)}
        disabled={(value) => options.find((option) => option.value === value)?.disabled}
        className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3"
        tileClassName="gap-2 px-3 py-2 text-sm"
        inputClassName="size-4 shrink-0"
      >
        {(value) => <span>{options.find((option) => option.value === value)?.label}</span>}
      </ChoiceTiles>
    </FieldsetFrame>
  );
}
