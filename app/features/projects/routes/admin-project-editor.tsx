import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { AdminPageTitle, linkClasses } from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { listMedia } from "#app/features/media/index.server";
import { requireStaff } from "#app/lib/auth/session.server";
import { formFailure, staleSaveFailure, withLfLineEnds } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminMeta } from "#app/lib/meta";
import { refusedVersion, saveCheck } from "#app/lib/versions";
import {
  createProject,
  NEW_PROJECT_VALUES,
  photoFromInput,
  projectForEditor,
  updateProject,
} from "../admin.server";
import { ProjectEditor } from "../components/project-editor";
import { VisibilityBadge } from "../components/visibility-badge";
import { PHOTO_MISSING, projectEditorSchema, SAVE_FAILED, SLUG_TAKEN } from "../editor-schema";
import type { Route } from "./+types/admin-project-editor";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(
    matches,
    loaderData?.project ? `Edit “${loaderData.values.title}”` : "New project",
    "The project page editor.",
  );

const notFound = () => data("Project not found", { status: 404 });

/** /admin/projects/new (no slug) and /admin/projects/{slug}. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const media = await listMedia();
  if (params.slug === undefined) return { project: null, values: NEW_PROJECT_VALUES, media };
  const project = await projectForEditor(params.slug);
  if (!project) throw notFound();
  const { values, ...shown } = project;
  return { project: shown, values, media };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const creating = params.slug === undefined;
  const form = withLfLineEnds(await request.formData());
  const submission = parseWithZod(form, { schema: projectEditorSchema({ creating }) });
  if (form.get("intent") === "preview") {
    // The form comes back as typed, without errors, to show the preview; nothing is stored.
    return { result: { initialValue: submission.reply().initialValue }, preview: true };
  }
  if (submission.status !== "success") return formFailure(submission.reply(), 400);

  const imageId = await photoFromInput(submission.value);
  if (imageId === "missing")
    return formFailure(submission.reply({ fieldErrors: { imageId: [PHOTO_MISSING] } }), 400);
  const slug = creating ? String(submission.value.slug) : String(params.slug);
  const saved = creating
    ? await createProject(user, submission.value, imageId)
    : await updateProject(user, slug, submission.value, imageId, saveCheck(form, submission.value));
  if (saved === "not-found") throw notFound();
  if (typeof saved === "object") return staleSaveFailure(submission, "project", saved);
  if (saved === "slug-taken")
    return formFailure(submission.reply({ fieldErrors: { slug: [SLUG_TAKEN] } }), 400);
  if (saved === "failed") return formFailure(submission.reply({ formErrors: [SAVE_FAILED] }), 503);
  return redirectWithToast(`/admin/projects/${slug}`, {
    type: "success",
    message: creating ? "Project created: it is on the projects page" : "Project saved",
  });
}

export default function AdminProjectEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { project, values, media } = loaderData;
  const answer = actionData && "result" in actionData ? actionData : undefined;
  return (
    <>
      <AdminPageTitle
        back={{ to: "/admin/projects", label: "All projects" }}
        title={project ? `Edit “${values.title}”` : "New project"}
        lead={
          project ? (
            <span className="flex flex-wrap items-center gap-2">
              <VisibilityBadge hidden={project.hidden} />
              {project.hidden ? (
                <span>Visitors cannot see this project; show it again from the list.</span>
              ) : (
                <Link to={`/projects/${project.slug}`} className={linkClasses}>
                  View on the site
                </Link>
              )}
            </span>
          ) : (
            "A new project goes at the end of the list, visible to visitors once created."
          )
        }
      />
      <ProjectEditor
        // A fresh start when the project is loaded again (after saving).
        key={answer ? "sent" : `loaded-${project?.slug ?? "new"}-${values.title}`}
        creating={project === null}
        lastResult={answer?.result}
        defaultValue={values}
        media={media}
        // After a refused save, the form carries the newest version: saving again replaces it.
        version={refusedVersion(answer) ?? project?.version ?? null}
      />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
