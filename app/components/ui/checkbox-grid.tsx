import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
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
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {getCollectionProps(meta, {
          type: "checkbox",
          options: options.map((option) => option.value),
        }).map((props) => {
          const option = options.find((one) => one.value === props.value);
          return (
            <label
              key={props.key}
              htmlFor={props.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
            >
              <input
                {...props}
                key={undefined}
                required={undefined}
                disabled={option?.disabled}
                className="size-4 shrink-0 accent-[var(--color-brand)]"
              />
              <span>{option?.label}</span>
            </label>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}
