import type { SubmissionResult } from "@conform-to/react";
import { OrderedRowActions } from "#app/components/admin/move-buttons";
import { FormGrid, SaveOrCancel } from "#app/components/admin/sections";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { Button } from "#app/components/ui/button";
import {
  DateField,
  NumberField,
  SelectField,
  summaryFields,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { labelledFields } from "#app/components/ui/labelled-fields";
import { useValidatedForm } from "#app/lib/forms";
import { useSubmitting } from "#app/lib/use-submitting";
import {
  COURSE_LABELS,
  courseFormValues,
  courseSchema,
  TERM_LABELS,
  termFormValues,
  termSchema,
} from "../admin-schema";
import type { Course } from "../rules";
import type { Term } from "../terms.server";

/** The term editor's forms: the term itself, a course (new or edited) and a course's row. */

export function TermForm({
  term,
  lastResult,
  version,
}: {
  term: Term;
  lastResult?: SubmissionResult<string[]> | null;
  /** The term's version as loaded, or the newest one after a refused save. */
  version: string;
}) {
  const [form, fields] = useValidatedForm(termSchema, {
    id: "term",
    lastResult,
    defaultValue: termFormValues(term),
  });
  useUnsavedChangesGuard(form.id, Boolean(lastResult));
  const field = labelledFields(fields, TERM_LABELS);
  return (
    <FormGrid form={form} summary={summaryFields(fields, TERM_LABELS)} version={version}>
      <input type="hidden" name="intent" value="term" />
      <TextField
        {...field("name")}
        hint='As the enrolment page shows it, e.g. "New term from September 2026".'
      />
      <DateField {...field("startsOn")} />
      <TextAreaField
        {...field("videos")}
        optional
        rows={3}
        className="sm:col-span-2"
        hint="One per line: a title, then | and a YouTube link or id. A title alone shows a placeholder."
      />
      <div className="sm:col-span-2">
        <Button type="submit" pending={useSubmitting({ intent: "term" })} pendingLabel="Saving...">
          Save term
        </Button>
      </div>
    </FormGrid>
  );
}

/** The id of a course's form (`null`: the form adding one); the action's answers to it carry it. */
export const courseFormId = (rowId: number | null) => `course-${rowId ?? "new"}`;

export function CourseForm({
  course,
  lastResult,
  version,
  cancelTo,
}: {
  /** The course edited, or null for the form adding one. */
  course: (Course & { rowId: number }) | null;
  lastResult?: SubmissionResult<string[]> | null;
  /** The course's version as loaded, or the newest one after a refused save. */
  version?: string;
  cancelTo: string;
}) {
  const intent = course ? "update-course" : "create-course";
  const [form, fields] = useValidatedForm(courseSchema, {
    id: courseFormId(course?.rowId ?? null),
    lastResult,
    defaultValue: course
      ? courseFormValues(course)
      : { choice: "checkbox", minAge: "4", maxAge: "16" },
  });
  const submitting = useSubmitting({ intent });
  const field = labelledFields(fields, COURSE_LABELS);
  return (
    <FormGrid
      form={form}
      summary={summaryFields(fields, COURSE_LABELS)}
      version={course ? version : null}
    >
      <input type="hidden" name="intent" value={intent} />
      {course ? <input type="hidden" name="course" value={String(course.rowId)} /> : null}
      <TextField {...field("title")} className="sm:col-span-2" />
      <TextField {...field("ageLabel")} hint="e.g. Ages 4-16" />
      <div className="grid grid-cols-2 gap-4">
        <NumberField {...field("minAge")} />
        <NumberField {...field("maxAge")} />
      </div>
      <TextAreaField {...field("description")} rows={3} className="sm:col-span-2" />
      <TextAreaField
        {...field("features")}
        optional
        rows={4}
        className="sm:col-span-2"
        hint="One per line, in order."
      />
      <TextField {...field("times")} hint="e.g. 5:30 PM-7 PM" />
      <SelectField
        {...field("choice")}
        options={[
          { value: "checkbox", label: "One or more days" },
          { value: "radio", label: "Exactly one course option" },
        ]}
      />
      <TextAreaField
        {...field("options")}
        optional
        rows={4}
        className="sm:col-span-2"
        hint="One per line, in order: a label, then | and the days or times (e.g. Monday & Wednesday | 5:30 PM-7 PM). Leave empty for a course with no choice to make."
      />
      <TextAreaField {...field("contact")} rows={2} className="sm:col-span-2" />
      <SaveOrCancel pending={submitting} cancelTo={cancelTo}>
        {course ? "Save course" : "Add course"}
      </SaveOrCancel>
    </FormGrid>
  );
}

export function CourseRow({
  course,
  index,
  count,
}: {
  course: Course & { rowId: number };
  index: number;
  count: number;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div>
        <p className="font-semibold">{course.title}</p>
        <p className="text-sm text-stone-700">
          {course.ageLabel} (ages {course.ages.min}–{course.ages.max}) ·{" "}
          {course.options.length
            ? course.options.map((option) => option.label).join(", ")
            : "No schedule options"}
        </p>
      </div>
      <OrderedRowActions
        name={course.title}
        index={index}
        count={count}
        fields={{ course: course.rowId }}
        editTo={`?course=${course.rowId}#course-form`}
        remove={{
          intent: "delete-course",
          label: "Remove",
          question: `Remove "${course.title}" from this term?`,
        }}
      />
    </li>
  );
}
