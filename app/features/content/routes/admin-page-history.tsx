import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import {
  AdminPageTitle,
  DescriptionPairs,
  linkClasses,
  panelClasses,
} from "#app/components/admin/page";
import { ACTIONS_COLUMN, dateColumn, ResponsiveTable } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { FailureAlert } from "#app/components/ui/failure-alert";
import { ErrorSummary } from "#app/components/ui/field";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { actionAnswer, BUTTONS } from "#app/lib/forms";
import { formError } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminMeta } from "#app/lib/meta";
import { useSubmitting } from "#app/lib/use-submitting";
import { pageHistory, restoreVersion } from "../admin.server";
import { RevisionDiffView } from "../components/revision-diff-view";
import { contentKeyFromParam, contentParam } from "../pages";
import { restoreSchema, SAVE_FAILED } from "../schema";
import type { Route } from "./+types/admin-page-history";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(
    matches,
    loaderData ? `History of “${loaderData.history.title}”` : "Page history",
    "Every saved version of a page: compare and restore.",
  );

function pageKey(params: { page?: string }) {
  const key = contentKeyFromParam(params.page);
  if (!key) throw data("Page not found", { status: 404 });
  return key;
}

/** ?compare=3: version 3 against the current one. */
function compareParam(request: Request): number | null {
  const value = new URL(request.url).searchParams.get("compare");
  return value && /^\d{1,6}$/.test(value) ? Number(value) : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const compare = compareParam(request);
  const history = await pageHistory(pageKey(params), compare);
  if (!history) throw data("Page not found", { status: 404 });
  return { history, asked: compare };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const key = pageKey(params);
  const submission = parseWithZod(await request.formData(), { schema: restoreSchema });
  if (submission.status !== "success") {
    return formError("Please choose a version to restore", 400, { formId: BUTTONS });
  }
  const number = submission.value.revision;
  const here = `/admin/pages/${contentParam(key)}/history`;
  const result = await restoreVersion(user, key, number);
  if (result.saved) {
    return redirectWithToast(here, {
      type: "success",
      message: `Version ${number} restored as version ${result.number}: visitors see it now`,
    });
  }
  switch (result.reason) {
    case "missing":
      throw data("Page not found", { status: 404 });
    case "no-such-version":
      return formError(`This page has no version ${number}`, 400, { formId: BUTTONS });
    case "current":
    case "unchanged":
      return redirectWithToast(here, {
        type: "info",
        message: `Version ${number} is the same as the current version: nothing to restore`,
      });
    case "invalid":
      return formError(result.message, 400, { formId: BUTTONS });
    case "edited-meanwhile":
    case "failed":
      return formError(SAVE_FAILED, 503, { formId: BUTTONS });
  }
}

type Version = Route.ComponentProps["loaderData"]["history"]["revisions"][number];

function RestoreButton({ version }: { version: Version }) {
  const pending = useSubmitting({ revision: String(version.number) });
  return (
    <ConfirmForm
      className="inline"
      question={`Restore version ${version.number}? It becomes the page's current text; the current version stays in the history.`}
    >
      <input type="hidden" name="revision" value={version.number} />
      <Button
        type="submit"
        variant="outline"
        className="px-3 py-1.5"
        pending={pending}
        pendingLabel="Restoring..."
      >
        Restore<span className="sr-only"> version {version.number}</span>
      </Button>
    </ConfirmForm>
  );
}

function VersionActions({ version, current }: { version: Version; current: number }) {
  if (version.number === current) return null;
  return (
    <span className="flex flex-wrap items-center gap-3">
      <Link to={`?compare=${version.number}`} className={linkClasses}>
        Compare<span className="sr-only"> version {version.number}</span> with current
      </Link>
      <RestoreButton version={version} />
    </span>
  );
}

function VersionLabel({ version, current }: { version: Version; current: number }) {
  return (
    <>
      <span className="font-semibold text-ink">Version {version.number}</span>{" "}
      {version.number === current ? (
        <Badge tone="good" className="ml-1">
          Current
        </Badge>
      ) : null}
      {version.restoredFrom ? (
        <span className="block text-xs text-stone-700">
          Restored from version {version.restoredFrom}
        </span>
      ) : null}
    </>
  );
}

export default function AdminPageHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { history, asked } = loaderData;
  const { comparison, current } = history;
  const fieldChanges = comparison
    ? (
        [
          ["Title", comparison.title],
          ["Description", comparison.description],
        ] as const
      ).flatMap(([label, change]) => (change ? [[label, change] as const] : []))
    : [];
  return (
    <>
      <AdminPageTitle
        back={{ to: "/admin/pages", label: "All pages" }}
        title={`History of “${history.title}”`}
        lead={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              {current} {current === 1 ? "version" : "versions"}, newest first.
            </span>
            <Link to={`/admin/pages/${history.param}`} className={linkClasses}>
              Edit the page
            </Link>
            <Link to={history.path} className={linkClasses}>
              View {history.path}
            </Link>
          </span>
        }
      />
      <ErrorSummary formErrors={actionAnswer(actionData).buttonErrors} className="mt-6" />
      {asked !== null && !comparison ? (
        <FailureAlert message={`This page has no version ${asked} to compare.`} />
      ) : null}
      {comparison ? (
        <section
          aria-labelledby="comparison-heading"
          className={cn(panelClasses, "mt-6 p-5")}
          data-testid="comparison"
        >
          <h2 id="comparison-heading" className="text-xl font-semibold text-brand-strong">
            Changes from version {comparison.number} to the current version ({current})
          </h2>
          {fieldChanges.length > 0 ? (
            <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <DescriptionPairs
                pairs={fieldChanges.map(([label, change]) => [
                  label,
                  <span key={label}>
                    <del className="text-red-900">{change.before}</del> →{" "}
                    <ins className="text-emerald-900 no-underline">{change.after}</ins>
                  </span>,
                ])}
              />
            </dl>
          ) : null}
          <h3 className="mt-4 font-semibold text-ink">Page text</h3>
          <RevisionDiffView rows={comparison.body} />
          <p className="mt-4">
            <Link
              to={`/admin/pages/${history.param}/history`}
              className={cn(linkClasses, "text-sm")}
            >
              Close the comparison
            </Link>
          </p>
        </section>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold text-brand-strong">Versions</h2>
      <ResponsiveTable
        items={history.revisions}
        itemKey={(version) => version.id}
        caption="Versions of the page, newest first"
        columns={[
          {
            heading: "Version",
            card: "line",
            cell: (version) => <VersionLabel version={version} current={current} />,
          },
          dateColumn("Saved", "createdAt"),
          { heading: "By", cell: (version) => version.authorName },
          {
            ...ACTIONS_COLUMN,
            cell: (version) => <VersionActions version={version} current={current} />,
          },
        ]}
      />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
