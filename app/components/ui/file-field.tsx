import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn";
import { controlClasses, FieldFrame, type FieldFrameProps } from "./field";

/** Conform's props for a file input described by its hint, left to the server to require. */
export function fileInputProps(meta: FieldMetadata<unknown>, hint: ReactNode) {
  return {
    ...getInputProps(meta, {
      type: "file",
      ariaDescribedBy: hint ? meta.descriptionId : undefined,
    }),
    required: undefined,
  };
}

/**
 * A file upload (a logo, a picture, a CV) with its label, hint and error. `kept` shows what is
 * already stored (for example the current logo) under the field.
 */
export function FileField({
  meta,
  label,
  hint,
  optional,
  className,
  kept,
  ...inputProps
}: Omit<FieldFrameProps, "children"> &
  Omit<ComponentProps<"input">, "type" | "name" | "id" | "defaultValue"> & { kept?: ReactNode }) {
  return (
    <div className={cn("space-y-3", className)}>
      <FieldFrame meta={meta} label={label} hint={hint} optional={optional}>
        <input
          {...fileInputProps(meta, hint)}
          aria-required={optional ? undefined : true}
          className={cn(
            controlClasses,
            "file:mr-3 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:py-1.5 file:font-semibold file:text-brand-strong",
          )}
          {...inputProps}
        />
      </FieldFrame>
      {kept}
    </div>
  );
}
