import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldFrame } from "./field";
import { fileInputProps } from "./file-field";

/**
 * An image upload: the image already stored for the form (kept in a hidden field `keepName`, with
 * a box `removeName` to drop it), then a file input for a new one, with its label, hint and error.
 */
export function ImageField({
  meta,
  label,
  hint,
  optional,
  accept,
  current,
  className,
}: {
  meta: FieldMetadata<File | undefined>;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  accept: string;
  /** The stored image: its address and text, its upload key, the names of the keep and remove fields. */
  current?: {
    src: string;
    alt: string;
    key: string;
    keepName: string;
    removeName: string;
    removeLabel: string;
  };
  className?: string;
}) {
  return (
    <div className={className}>
      {current ? (
        <div className="mb-3">
          <img
            src={current.src}
            alt={current.alt}
            className="max-h-40 rounded-lg ring-1 ring-stone-200"
          />
          <input type="hidden" name={current.keepName} value={current.key} />
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" name={current.removeName} className="size-4" />
            {current.removeLabel}
          </label>
        </div>
      ) : null}
      <FieldFrame meta={meta} label={label} hint={hint} optional={optional}>
        <input
          {...fileInputProps(meta, hint)}
          accept={accept}
          className="mt-1.5 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:py-2 file:font-semibold file:text-brand-strong"
        />
      </FieldFrame>
    </div>
  );
}
