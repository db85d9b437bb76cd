import { data, useNavigation } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { AdminPageTitle, DateTime, panelClasses } from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { runBackup } from "#app/features/backups/index.server";
import { requireStaff } from "#app/lib/auth/session.server";
import {
  demoContentLeft,
  demoContentRemoved,
  removeDemoContent,
} from "#app/lib/features/demo-content.server";
import { countOf } from "#app/lib/format";
import { publicPagesChanged } from "#app/lib/http/public-pages.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import type { Route } from "./+types/demo-content";

const PAGE = "/admin/demo-content";

export const ErrorBoundary = GeneralErrorBoundary;

export const meta = adminPageMeta(
  "Demo content",
  "The example season, events, posts, edition, academy term and directory listings a new site starts with, and removing them in one go.",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const [left, removed] = await Promise.all([
    demoContentLeft(context.features),
    demoContentRemoved(),
  ]);
  return { left, removed };
}

/**
 * "Remove demo content" (administrators only: the area's permission, `../index.server.ts`): a
 * backup first, and nothing removed when it fails; then every feature's demo rows, in one go.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  if ((await request.formData()).get("intent") !== "remove")
    throw data("Unknown action", { status: 400 });
  const backup = await runBackup({ trigger: "manual" });
  if (backup.kind !== "done")
    return redirectWithToast(PAGE, {
      type: "error",
      message: "The backup failed, so no demo content was removed. Please try again later.",
    });
  const removed = await removeDemoContent(context.features, user, { backup: backup.file });
  await publicPagesChanged();
  const count = Object.values(removed).reduce((total, titles) => total + titles.length, 0);
  return redirectWithToast(PAGE, {
    type: "success",
    message: `Demo content removed (${countOf(count, "item")}), after a backup.`,
  });
}

export default function AdminDemoContent({ loaderData }: Route.ComponentProps) {
  const { left, removed } = loaderData;
  const pending = useNavigation().state === "submitting";
  return (
    <>
      <AdminPageTitle
        title="Demo content"
        lead="A new site starts with examples, so its pages are not empty: a summer season, weekly events, blog posts, a competition edition, an academy term, and businesses and job seekers in the directory. Remove them here once the centre's own content is in. Only the examples still as they came are removed: one that staff have changed, or someone has registered or enrolled for, stays."
      />
      {removed ? (
        <p className="mt-6">
          {"Demo content was removed on "}
          <DateTime value={removed.at} />
          {` by ${removed.by}; it is not added again when the site restarts.`}
        </p>
      ) : null}
      {left.length === 0 ? (
        <p className="mt-6">There is no demo content left to remove.</p>
      ) : (
        <section aria-labelledby="demo-left-heading" className={`mt-8 p-6 ${panelClasses}`}>
          <h2 id="demo-left-heading" className="text-xl font-semibold text-brand-strong">
            Demo content still on the site
          </h2>
          <dl className="mt-4 space-y-3">
            {left.map((kind) => (
              <div key={kind.label}>
                <dt className="font-semibold">{`${kind.label} (${kind.titles.length})`}</dt>
                <dd className="text-stone-700">{kind.titles.join(", ")}</dd>
              </div>
            ))}
          </dl>
          <ConfirmForm
            question="Remove all the demo content listed on this page? A backup of the database and files is taken first; nothing else is changed, and the examples are not added again."
            className="mt-6"
          >
            <p className="mb-3 text-sm text-stone-700">
              A backup is taken first (it is listed on the Backups page); if it fails, nothing is
              removed.
            </p>
            <Button
              type="submit"
              name="intent"
              value="remove"
              pending={pending}
              pendingLabel="Backing up and removing…"
            >
              Remove demo content
            </Button>
          </ConfirmForm>
        </section>
      )}
    </>
  );
}
