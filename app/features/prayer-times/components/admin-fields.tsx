import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export const adminControl =
  "mt-1 block w-full rounded-lg border border-stone-500 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-red-700";

export const adminPanel = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6";

/** A labelled control with its error underneath, linked by aria-describedby. */
export function AdminField({
  name,
  label,
  error,
  className,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  className?: string;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = `field-${name}`;
  return (
    <div className={cn("text-sm", className)}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
