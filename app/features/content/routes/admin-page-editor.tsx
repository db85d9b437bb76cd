import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { AdminPageTitle, DateTime, linkClasses } from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { requireStaff } from "#app/lib/auth/session.server";
import { formFailure, withLfLineEnds } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminMeta } from "#app/lib/meta";
import { retentionWords } from "#app/lib/privacy/retention";
import { pageForEditor, savePage } from "../admin.server";
import { PageEditor } from "../components/page-editor";
import { contentKeyFromParam, contentParam } from "../pages";
import { EDITED_MEANWHILE, pageFormSchema, SAVE_FAILED } from "../schema";
import type { Route } from "./+types/admin-page-editor";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(
    matches,
    loaderData ? `Edit “${loaderData.page.values.title}”` : "Edit page",
    "Edit one of the site's pages.",
  );

function pageKey(params: { page?: string }) {
  const key = contentKeyFromParam(params.page);
  if (!key) throw data("Page not found", { status: 404 });
  return key;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = await pageForEditor(pageKey(params));
  if (!page) throw data("Page not found", { status: 404 });
  return { page, placeholders: retentionWords() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const key = pageKey(params);
  const form = withLfLineEnds(await request.formData());
  const submission = parseWithZod(form, { schema: pageFormSchema });
  if (form.get("intent") === "preview") {
    // The form comes back as typed, without errors, to show the preview; nothing is stored.
    return { result: { initialValue: submission.reply().initialValue }, preview: true };
  }
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const saved = await savePage(user, key, submission.value);
  const here = `/admin/pages/${contentParam(key)}`;
  if (saved.saved) {
    return redirectWithToast(here, {
      type: "success",
      message: `Page saved as version ${saved.number}: visitors see it now`,
    });
  }
  switch (saved.reason) {
    case "missing":
      throw data("Page not found", { status: 404 });
    case "unchanged":
      return redirectWithToast(here, { type: "info", message: "No changes to save" });
    case "edited-meanwhile":
      return formFailure(submission.reply({ formErrors: [EDITED_MEANWHILE] }), 409);
    case "invalid":
      return formFailure(submission.reply({ fieldErrors: { body: [saved.message] } }), 400);
    case "failed":
      return formFailure(submission.reply({ formErrors: [SAVE_FAILED] }), 503);
  }
}

export default function AdminPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { page, placeholders } = loaderData;
  return (
    <>
      <AdminPageTitle
        back={{ to: "/admin/pages", label: "All pages" }}
        title={`Edit “${page.values.title}”`}
        lead={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              Last updated <DateTime value={page.updatedAt} /> by {page.updatedBy}
            </span>
            <Link to={page.path} className={linkClasses}>
              View {page.path}
            </Link>
            <Link to={`/admin/pages/${page.param}/history`} className={linkClasses}>
              History ({page.versions} {page.versions === 1 ? "version" : "versions"})
            </Link>
          </span>
        }
      />
      <PageEditor
        // A new start when the page is loaded again after a save.
        key={actionData ? "sent" : `loaded-${page.values.revision}`}
        lastResult={actionData?.result}
        defaultValue={page.values}
        placeholders={placeholders}
        cancelTo="/admin/pages"
      />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
