import { Link } from "react-router";
import {
  AdminPageTitle,
  EmptyState,
  linkClasses,
  panelClasses,
  StatusBadge,
} from "#app/components/admin/page";
import { ErrorSummary } from "#app/components/ui/field";
import { PostButton } from "#app/components/ui/post-button";
import { recordAudit } from "#app/lib/audit/audit.server";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { actionAnswer, BUTTONS } from "#app/lib/forms";
import { formError } from "#app/lib/forms.server";
import { parseId } from "#app/lib/http/ids";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { longDate } from "../terms";
import { archiveTerm, copyTerm, listTerms, makeCurrent } from "../terms.server";
import type { Route } from "./+types/admin-academy";

const ACADEMY_ADMIN = "/admin/academy";

export const meta = adminPageMeta("Academy terms", "Manage the Academy's terms.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { terms: await listTerms() };
}

const refused = (message: string, status: 400 | 404 | 409 = 400) =>
  formError(message, status, { formId: BUTTONS });

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "copy") {
    const copy = await copyTerm();
    if (!copy) return refused("There is no term to copy yet.", 409);
    await recordAudit(user, "academy-term.copied", `academy-term:${copy.id}`, { name: copy.name });
    return redirectWithToast(`${ACADEMY_ADMIN}/${copy.id}`, {
      type: "success",
      message: `"${copy.name}" created as a draft. Check its dates and courses, then make it current.`,
    });
  }
  const id = parseId(form.get("id"));
  if (id === null) return refused("That term no longer exists.", 404);
  if (intent === "make-current") {
    const name = await makeCurrent(id);
    if (!name) return refused("That term no longer exists.", 404);
    await recordAudit(user, "academy-term.made-current", `academy-term:${id}`, { name });
    return redirectWithToast(ACADEMY_ADMIN, {
      type: "success",
      message: `"${name}" is now the current term.`,
    });
  }
  if (intent === "archive") {
    const outcome = await archiveTerm(id);
    if (outcome === "missing") return refused("That term no longer exists.", 404);
    if (outcome === "current")
      return refused("The current term cannot be archived: make another term current first.", 409);
    await recordAudit(user, "academy-term.archived", `academy-term:${id}`);
    return redirectWithToast(ACADEMY_ADMIN, { type: "success", message: "Term archived." });
  }
  return refused("Unknown action.");
}

export default function AdminAcademy({ loaderData, actionData }: Route.ComponentProps) {
  const { terms } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageTitle
        title="Academy terms"
        lead="The current term is the one the enrolment page, the home page and the enrol form show. Copy it to prepare the next term, edit the copy, then make it current."
        actions={
          <PostButton fields={{ intent: "copy" }}>Copy the current term to a new term</PostButton>
        }
      />
      <ErrorSummary formErrors={actionAnswer(actionData).buttonErrors} />
      {terms.length === 0 ? (
        <EmptyState>No terms yet.</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Terms, latest start first">
          {terms.map((term) => (
            <li
              key={term.id}
              className={cn(panelClasses, "flex flex-wrap items-center justify-between gap-4 p-4")}
            >
              <div>
                <h2 className="text-lg font-semibold text-brand-strong">
                  <Link to={`${ACADEMY_ADMIN}/${term.id}`} className={linkClasses}>
                    {term.name}
                  </Link>
                </h2>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-700">
                  <span>Starts {longDate(term.startsOn)}</span>
                  <StatusBadge status={term.status} />
                  {term.demo ? <StatusBadge status="demo" /> : null}
                  <span>
                    {term.enrolments} {term.enrolments === 1 ? "enrolment" : "enrolments"}
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`${ACADEMY_ADMIN}/${term.id}`}
                  className={cn(linkClasses, "px-2 py-2")}
                  aria-label={`Edit "${term.name}"`}
                >
                  Edit
                </Link>
                {term.status !== "current" ? (
                  <PostButton
                    fields={{ intent: "make-current", id: term.id }}
                    variant="outline"
                    aria-label={`Make "${term.name}" current`}
                  >
                    Make current
                  </PostButton>
                ) : null}
                {term.status === "draft" ? (
                  <PostButton
                    fields={{ intent: "archive", id: term.id }}
                    variant="ghost"
                    aria-label={`Archive "${term.name}"`}
                  >
                    Archive
                  </PostButton>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
