import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { MoveButtons } from "#app/components/admin/move-buttons";
import { AdminPageTitle, EmptyState, linkClasses } from "#app/components/admin/page";
import {
  ACTIONS_COLUMN,
  dateColumn,
  ResponsiveTable,
  titleColumn,
} from "#app/components/admin/table";
import { Button, ButtonLink } from "#app/components/ui/button";
import { requireStaff } from "#app/lib/auth/session.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { useSubmitting } from "#app/lib/use-submitting";
import { adminProjectList, moveProject, setProjectHidden } from "../admin.server";
import { VisibilityBadge } from "../components/visibility-badge";
import { FORM_KIND_LABELS } from "../editor-schema";
import { isFormKind } from "../projects";
import type { Route } from "./+types/admin-projects";

export const meta = adminPageMeta(
  "Projects",
  "The community projects: their pages, order and visibility.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { projects: await adminProjectList() };
}

const rowAction = z.object({
  intent: z.enum(["up", "down", "hide", "show"]),
  slug: z.string().trim().min(1).max(100),
});

const LIST = "/admin/projects";

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const submission = parseWithZod(await request.formData(), { schema: rowAction });
  if (submission.status !== "success") throw data("Unknown action", { status: 400 });
  const { intent, slug } = submission.value;
  if (intent === "hide" || intent === "show") {
    const project = await setProjectHidden(user, slug, intent === "hide");
    if (!project) throw data("Project not found", { status: 404 });
    return redirectWithToast(LIST, {
      type: "success",
      message:
        intent === "hide"
          ? `“${project.title}” is hidden: its page and links are gone from the site`
          : `“${project.title}” is shown on the site again`,
    });
  }
  const moved = await moveProject(user, slug, intent);
  if (!moved)
    return redirectWithToast(LIST, {
      type: "error",
      message: "That project cannot move further",
    });
  return redirectWithToast(LIST, {
    type: "success",
    message: `“${moved.title}” moved ${intent}`,
  });
}

type Row = Route.ComponentProps["loaderData"]["projects"][number];

const formName = (form: string) =>
  isFormKind(form) ? (FORM_KIND_LABELS[form].split(":")[0] ?? form) : form;

function RowActions({ project, index, count }: { project: Row; index: number; count: number }) {
  const busy = useSubmitting({ slug: project.slug });
  const button = (intent: string, label: string, text: string) => (
    <Form method="post">
      <input type="hidden" name="slug" value={project.slug} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="ghost"
        className="min-h-11 px-3"
        disabled={busy}
        aria-label={label}
      >
        {text}
      </Button>
    </Form>
  );
  return (
    <div className="flex flex-wrap items-center gap-1">
      <MoveButtons
        name={project.title}
        index={index}
        count={count}
        fields={{ slug: project.slug }}
        busy={busy}
      />
      {project.hidden
        ? button("show", `Show “${project.title}”`, "Show")
        : button("hide", `Hide “${project.title}”`, "Hide")}
      <Link to={`/admin/projects/${project.slug}`} className={`${linkClasses} px-2`}>
        Edit<span className="sr-only"> {project.title}</span>
      </Link>
      {project.hidden ? null : (
        <Link to={`/projects/${project.slug}`} className={`${linkClasses} px-2`}>
          View<span className="sr-only"> {project.title}</span>
        </Link>
      )}
    </div>
  );
}

export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  const count = projects.length;
  return (
    <>
      <AdminPageTitle
        title="Projects"
        lead="The projects page, the menu, /volunteer and the sitemap show the visible projects in this order. A hidden project's page answers “Project Not Found”."
        actions={<ButtonLink to="/admin/projects/new">New project</ButtonLink>}
      />
      <ResponsiveTable
        items={projects.map((project, index) => ({ ...project, index }))}
        itemKey={(project) => project.slug}
        caption="Projects, in the order visitors see them"
        spacing="mt-4"
        breakpoint="lg"
        columns={[
          { heading: "#", card: "badge", cell: (project) => `${project.index + 1}.` },
          titleColumn("Project", "/projects/"),
          { heading: "Form", cell: (project) => formName(project.form) },
          {
            heading: "Status",
            card: "badge",
            cell: (project) => <VisibilityBadge hidden={project.hidden} />,
          },
          dateColumn("Last changed", "updatedAt"),
          {
            ...ACTIONS_COLUMN,
            cell: (project) => <RowActions project={project} index={project.index} count={count} />,
          },
        ]}
        empty={<EmptyState>No projects yet. Add the first one with “New project”.</EmptyState>}
      />
    </>
  );
}
