import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { Link } from "react-router";
import { controlClasses, FieldFrame } from "#app/components/ui/field";
import type { MediaItem } from "../media";

/**
 * Chooses one image of the media library (or none) for a form field whose value is the image's
 * id. A select works without JavaScript; the chosen image is shown beside it.
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
  const chosen = items.find((item) => String(item.id) === String(meta.value ?? ""));
  return (
    <FieldFrame
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
      <div className="flex items-start gap-3">
        <select
          {...getSelectProps(meta, { ariaDescribedBy: meta.descriptionId })}
          className={controlClasses}
        >
          <option value="">No image</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.alt}
            </option>
          ))}
        </select>
        {chosen ? (
          <img
            src={chosen.src}
            alt=""
            width={96}
            height={Math.round((96 * chosen.height) / chosen.width)}
            className="h-16 w-24 shrink-0 rounded object-cover"
          />
        ) : null}
      </div>
    </FieldFrame>
  );
}
