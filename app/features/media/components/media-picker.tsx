import type { FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import { FieldsetFrame } from "#app/components/ui/field";
import type { MediaItem } from "../media";

const tileClasses =
  "flex cursor-pointer flex-col gap-1.5 rounded-lg bg-white p-1.5 text-sm text-ink ring-1 ring-stone-200 hover:ring-brand has-checked:ring-2 has-checked:ring-brand-strong";

/** A library picture small, beside its alt text (which names it, so the picture itself is silent). */
export function Thumbnail({ item }: { item: MediaItem }) {
  return (
    <img
      src={item.src}
      alt=""
      loading="lazy"
      width={item.width}
      height={item.height}
      className="aspect-[4/3] w-full rounded object-cover"
    />
  );
}

/**
 * Chooses one image of the media library (or none) for a form field whose value is the image's
 * id: the pictures themselves, as radio buttons named by their alt text, so they are told apart
 * by sight and by ear, and the choice works without JavaScript and by arrow keys.
 */
export function MediaPicker({
  meta,
  label,
  hint,
  items,
}: {
  meta: FieldMetadata<string | number | undefined>;
  label: string;
  hint?: string;
  items: MediaItem[];
}) {
  const chosen = String(meta.initialValue ?? "");
  const radio = (value: string) => ({
    type: "radio" as const,
    name: meta.name,
    value,
    defaultChecked: chosen === value,
    className: "mt-0.5 size-4 shrink-0 accent-brand-strong",
  });
  return (
    <FieldsetFrame
      meta={meta}
      label={label}
      optional
      hint={
        <>
          {hint ? `${hint} ` : null}
          Images come from the{" "}
          <Link to="/admin/media" className="font-semibold text-brand-strong underline">
            media library
          </Link>
          .
        </>
      }
    >
      <div className="mt-2 grid max-h-72 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3">
        <label className={tileClasses}>
          <span
            aria-hidden="true"
            className="grid aspect-[4/3] place-items-center rounded bg-stone-100 text-2xl text-stone-600"
          >
            ∅
          </span>
          <span className="flex gap-2">
            <input {...radio("")} />
            No image
          </span>
        </label>
        {items.map((item) => (
          <label key={item.id} className={tileClasses}>
            <Thumbnail item={item} />
            <span className="flex gap-2">
              <input {...radio(String(item.id))} />
              <span className="line-clamp-2">{item.alt}</span>
            </span>
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}
