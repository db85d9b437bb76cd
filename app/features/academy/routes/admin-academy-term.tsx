import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useLocation } from "react-router";
import {
  AdminPageTitle,
  BackToList,
  EmptyState,
  linkClasses,
  panelClasses,
} from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { buttonClasses } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/field";
import { recordAudit } from "#app/lib/audit/audit.server";
import { type CurrentUser, requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { actionAnswer, BUTTONS } from "#app/lib/forms";
import { formError, formFailure, staleSaveFailure, withLfLineEnds } from "#app/lib/forms.server";
import { parseId } from "#app/lib/http/ids";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { formatDateTime } from "#app/lib/time/format";
import { refusedVersion, saveCheck } from "#app/lib/versions";
import { courseSchema, termSchema } from "../admin-schema";
import { CourseForm, CourseRow, courseFormId, TermForm } from "../components/term-editor";
import { longDate, slugify } from "../terms";
import {
  addCourse,
  courseVersion,
  deleteCourse,
  getTerm,
  moveCourse,
  type Term,
  termEnrolments,
  termVersion,
  updateCourse,
  updateTerm,
} from "../terms.server";
import type { Route } from "./+types/admin-academy-term";

export const meta = adminPageMeta("Academy term", "Edit an Academy term.");

const sectionPanel = cn(panelClasses, "p-5 sm:p-6");

async function termOr404(params: { id?: string }) {
  const id = parseId(params.id);
  const term = id === null ? null : await getTerm(id);
  if (!term) throw data("Term not found", { status: 404 });
  return term;
}

/** The course form the address opens (`?course=new`, or a course's row id), with its version. */
async function courseToEdit(term: Term, param: string | null) {
  if (param === "new") return "new";
  const course = term.courses.find((each) => String(each.rowId) === param);
  const version = course ? await courseVersion(term.id, course.rowId) : null;
  return course && version ? { ...course, version } : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const term = await termOr404(params);
  const [editing, enrolments, version] = await Promise.all([
    courseToEdit(term, new URL(request.url).searchParams.get("course")),
    termEnrolments(term.id),
    termVersion(term.id),
  ]);
  return { term, editing, enrolments, version: version ?? "" };
}

const GONE = "That course no longer exists.";
const page = (term: Term) => `/admin/academy/${term.id}`;

async function courseRowAction(term: Term, intent: string, rowId: number, user: CurrentUser) {
  const target = `academy-term:${term.id}`;
  if (intent === "delete-course") {
    const title = await deleteCourse(term.id, rowId);
    if (!title) return formError(GONE, 404, { formId: BUTTONS });
    await recordAudit(user, "academy-course.deleted", target, { course: title });
    return redirectWithToast(page(term), { type: "success", message: `"${title}" removed.` });
  }
  const direction = intent === "up" ? "up" : "down";
  if (!(await moveCourse(term.id, rowId, direction)))
    return redirectWithToast(page(term), {
      type: "info",
      message: "Already at the end of the list.",
    });
  await recordAudit(user, "academy-course.moved", target, { course: rowId, direction });
  return redirectWithToast(page(term), { type: "success", message: "Order saved." });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const term = await termOr404(params);
  // As the forms show them (LF): a save is checked against what its form was opened on.
  const form = withLfLineEnds(await request.formData());
  const intent = String(form.get("intent"));
  const target = `academy-term:${term.id}`;
  if (intent === "term") {
    const submission = parseWithZod(form, { schema: termSchema });
    if (submission.status !== "success") return formFailure(submission.reply(), 400);
    const saved = await updateTerm(term.id, submission.value, saveCheck(form));
    if (typeof saved === "object") return staleSaveFailure(submission, "term", saved);
    await recordAudit(user, "academy-term.updated", target, submission.value);
    return redirectWithToast(page(term), { type: "success", message: "Term saved." });
  }
  if (intent === "delete-course" || intent === "up" || intent === "down") {
    const rowId = parseId(form.get("course"));
    if (rowId === null) return formError(GONE, 404, { formId: BUTTONS });
    return courseRowAction(term, intent, rowId, user);
  }
  const rowId = intent === "update-course" ? parseId(form.get("course")) : null;
  // A course that is gone has no form on the page to answer: the answer goes above the list.
  if (intent === "update-course" && rowId === null)
    return formError(GONE, 404, { formId: BUTTONS });
  const formId = courseFormId(rowId);
  const submission = parseWithZod(form, { schema: courseSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400, { formId });
  const course = submission.value;
  if (rowId !== null) {
    const saved = await updateCourse(term.id, rowId, course, saveCheck(form));
    if (!saved) return formError(GONE, 404, { formId: BUTTONS });
    if (typeof saved === "object") return staleSaveFailure(submission, "course", saved, { formId });
    await recordAudit(user, "academy-course.updated", target, { course: rowId, ...course });
    return redirectWithToast(page(term), { type: "success", message: `"${course.title}" saved.` });
  }
  const addedId = await addCourse(term.id, course, slugify(course.title));
  await recordAudit(user, "academy-course.created", target, { course: addedId, ...course });
  return redirectWithToast(page(term), { type: "success", message: `"${course.title}" added.` });
}

export default function AdminAcademyTerm({ loaderData, actionData }: Route.ComponentProps) {
  const { term, editing, enrolments } = loaderData;
  const location = useLocation();
  const { lastResult: termResult, buttonErrors } = actionAnswer(actionData);
  const courseId = editing && editing !== "new" ? editing.rowId : null;
  const courseResult = editing ? actionAnswer(actionData, courseFormId(courseId)).lastResult : null;
  const statusLine = `${term.status === "current" ? "Current term" : term.status === "draft" ? "Draft" : "Archived"}${term.demo ? " · Demo" : ""} · starts ${longDate(term.startsOn)}`;
  return (
    <div className="space-y-8">
      <BackToList to="/admin/academy" label="All terms" />
      <AdminPageTitle title={term.name} lead={statusLine} />
      <ErrorSummary formErrors={buttonErrors} />
      <section aria-labelledby="term-heading" className={sectionPanel}>
        <h2 id="term-heading" className="mb-4 text-xl font-semibold text-brand-strong">
          Term
        </h2>
        <TermForm
          key={`term-${location.key}`}
          term={term}
          lastResult={termResult}
          version={(termResult && refusedVersion(actionData)) || loaderData.version}
        />
      </section>
      <section aria-labelledby="courses-heading" className={sectionPanel}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="courses-heading" className="text-xl font-semibold text-brand-strong">
            Courses ({term.courses.length})
          </h2>
          <Link to="?course=new#course-form" className={buttonClasses("outline")}>
            Add a course
          </Link>
        </div>
        {term.courses.length === 0 ? (
          <p className="mt-4 text-stone-700">
            No courses yet: the enrol form has nothing to offer.
          </p>
        ) : (
          <ol className="mt-4 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
            {term.courses.map((course, index) => (
              <CourseRow
                key={course.rowId}
                course={course}
                index={index}
                count={term.courses.length}
              />
            ))}
          </ol>
        )}
      </section>
      {editing ? (
        <section
          id="course-form"
          aria-labelledby="course-form-heading"
          className={cn(sectionPanel, "scroll-mt-24")}
        >
          <h2 id="course-form-heading" className="mb-4 text-xl font-semibold text-brand-strong">
            {editing === "new" ? "Add a course" : `Edit "${editing.title}"`}
          </h2>
          <CourseForm
            key={`${courseId ?? "new"}-${location.key}`}
            course={editing === "new" ? null : editing}
            cancelTo={`/admin/academy/${term.id}`}
            lastResult={courseResult}
            version={
              editing === "new"
                ? undefined
                : (courseResult && refusedVersion(actionData)) || editing.version
            }
          />
        </section>
      ) : null}
      <section aria-labelledby="enrolments-heading" className={sectionPanel}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="enrolments-heading" className="text-xl font-semibold text-brand-strong">
            Enrolments for this term ({enrolments.length})
          </h2>
          <a
            href={`/admin/academy/${term.id}/enrolments.csv`}
            className={buttonClasses("outline")}
            download
          >
            Export CSV
          </a>
        </div>
        {enrolments.length === 0 ? (
          <EmptyState>No enrolments for this term yet.</EmptyState>
        ) : (
          <ul className="mt-4 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
            {enrolments.map((enrolment) => (
              <li key={enrolment.id} className="p-3">
                <Link to={`/admin/submissions/${enrolment.id}`} className={linkClasses}>
                  {enrolment.parentName}
                </Link>
                <p className="text-sm text-stone-700">
                  {enrolment.learners.join(", ")} · {formatDateTime(enrolment.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
