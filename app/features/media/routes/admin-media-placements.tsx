import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { AdminPageTitle, linkClasses, panelClasses } from "#app/components/admin/page";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { Button } from "#app/components/ui/button";
import { ErrorSummary, TextField } from "#app/components/ui/field";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { useValidatedForm } from "#app/lib/forms";
import { formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { refusedVersion, saveCheck, VERSION_FIELD } from "#app/lib/versions";
import { MediaAdminNav } from "../components/media-admin";
import { MediaPicker } from "../components/media-picker";
import { listMedia } from "../index.server";
import { MAX_SLIDES, type MediaItem } from "../media";
import { placementsForAdmin, savePlacements } from "../placements.server";
import { LABELS, placementsSchema, slideCaptionLabel, slidePhotoLabel } from "../schema";
import type { Route } from "./+types/admin-media-placements";

const PAGE = "/admin/media/placements";

export const meta = adminPageMeta(
  "Home and summer photos",
  "Admin: the home page hero and the summer slideshow.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [items, { placements, version }] = await Promise.all([listMedia(), placementsForAdmin()]);
  return { items, placements, version };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: placementsSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const saved = await savePlacements(user, submission.value, saveCheck(formData));
  if ("stale" in saved) return staleSaveFailure(submission, "choice of photos", saved);
  if (!saved.ok) return formFailure(submission.reply({ fieldErrors: saved.fieldErrors }), 409);
  return redirectWithToast(PAGE, { type: "success", message: "Home and summer photos saved" });
}

type Values = Route.ComponentProps["loaderData"]["placements"];

function PlacementsForm({
  items,
  placements,
  lastResult,
  version,
}: {
  items: MediaItem[];
  placements: Values;
  lastResult?: SubmissionResult<string[]>;
  /** The placements' version as loaded, or the newest one after a refused save. */
  version: string;
}) {
  const busy = useNavigation().state === "submitting";
  const slides = Array.from(
    { length: MAX_SLIDES },
    (_, index) => placements.slides[index] ?? { mediaId: undefined, caption: "" },
  );
  const [form, fields] = useValidatedForm(placementsSchema, {
    id: "placements",
    lastResult,
    defaultValue: { hero: placements.hero, slides },
  });
  // A form the server sent back with errors still holds what was chosen, not saved.
  useUnsavedChangesGuard(form.id, form.status === "error");
  const rows = fields.slides.getFieldList();
  const summary = [
    { meta: fields.hero, label: LABELS.hero },
    ...rows.flatMap((row, index) => {
      const slide = row.getFieldset();
      return [
        { meta: slide.mediaId, label: slidePhotoLabel(index) },
        { meta: slide.caption, label: slideCaptionLabel(index) },
      ];
    }),
  ];
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-8">
      <input type="hidden" name={VERSION_FIELD} value={version} />
      <ErrorSummary formErrors={form.errors} fields={summary} />
      <section aria-labelledby="hero-heading" className={cn(panelClasses, "p-5")}>
        <h2 id="hero-heading" className="text-lg font-semibold text-brand-strong">
          Home page
        </h2>
        <div className="mt-4 max-w-xl">
          <MediaPicker
            meta={fields.hero}
            label={LABELS.hero}
            hint="Shown behind the welcome at the top of the home page. With no image the page keeps its pattern."
            items={items}
          />
        </div>
      </section>
      <section aria-labelledby="slideshow-heading" className={cn(panelClasses, "p-5")}>
        <h2 id="slideshow-heading" className="text-lg font-semibold text-brand-strong">
          Summer slideshow
        </h2>
        <p className="mt-1 max-w-2xl text-stone-700">
          Up to {MAX_SLIDES} photos, shown in this order behind the summer page's welcome, each with
          an optional caption. With none, the page shows its three built-in slides.
        </p>
        <ol className="mt-4 grid gap-5 lg:grid-cols-2">
          {rows.map((row, index) => {
            const slide = row.getFieldset();
            return (
              <li
                key={row.key}
                className="grid gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
              >
                <MediaPicker meta={slide.mediaId} label={slidePhotoLabel(index)} items={items} />
                <TextField
                  meta={slide.caption}
                  label={slideCaptionLabel(index)}
                  optional
                  hint={
                    index === 0
                      ? "A few words shown on the photo, e.g. “Sports day, August 2025”."
                      : undefined
                  }
                />
              </li>
            );
          })}
        </ol>
      </section>
      <Button type="submit" pending={busy} pendingLabel="Saving…">
        Save photos
      </Button>
    </Form>
  );
}

export default function AdminMediaPlacements({ loaderData, actionData }: Route.ComponentProps) {
  const { items, placements, version } = loaderData;
  return (
    <>
      <MediaAdminNav />
      <AdminPageTitle
        title="Home and summer photos"
        lead="Choose library photos for the home page's hero and the summer page's slideshow. Visitors see the change on their next visit."
      />
      {items.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
          The library has no images yet.{" "}
          <Link to="/admin/media" className={linkClasses}>
            Upload a photo to the media library
          </Link>{" "}
          first; it can then be chosen here.
        </p>
      ) : (
        <PlacementsForm
          key={JSON.stringify(placements)}
          items={items}
          placements={placements}
          lastResult={actionData?.result}
          version={refusedVersion(actionData) ?? version}
        />
      )}
    </>
  );
}
