import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/**
 * A group's radio buttons or checkboxes, each box in a tile with its text (the label), the tile
 * marked when ticked. The frame (a fieldset with its legend) is the caller's.
 */
export function ChoiceTiles<Schema>({
  meta,
  type,
  values,
  disabled,
  className,
  tileClassName,
  inputClassName,
  children,
}: {
  meta: FieldMetadata<Schema>;
  type: "radio" | "checkbox";
  values: readonly string[];
  /** The values listed but not to be ticked. */
  disabled?: (value: string) => boolean | undefined;
  /** The list's. */
  className: string;
  /** The tile's size and spacing. */
  tileClassName: string;
  /** The box's size. */
  inputClassName: string;
  /** A tile's text. */
  children: (value: string) => ReactNode;
}) {
  return (
    <div className={className}>
      {getCollectionProps(meta, { type, options: [...values] }).map((props) => (
        <label
          key={props.key}
          htmlFor={props.id}
          className={cn(
            "flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white has-[:checked]:border-brand has-[:checked]:bg-brand-soft",
            tileClassName,
          )}
        >
          <input
            {...props}
            key={undefined}
            required={undefined}
            disabled={disabled?.(props.value)}
            className={cn(inputClassName, "accent-[var(--color-brand)]")}
          />
          {children(props.value)}
        </label>
      ))}
    </div>
  );
}
