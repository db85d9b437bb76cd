import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button";
import {
  CheckboxField,
  EmailField,
  ErrorSummary,
  NumberField,
  PhoneField,
  SelectField,
  summaryFields,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { labelledFields } from "#app/components/ui/labelled-fields";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { HoneypotField } from "#app/lib/security/honeypot";
import { useHydrated } from "#app/lib/use-hydrated";
import {
  agesFor,
  type Course,
  canAddLearner,
  canRemoveLearner,
  changeCourse,
  ENROLMENT_CLOSED_MESSAGE,
  ENROLMENT_SUCCESS_MESSAGE,
  type LearnerDraft,
  learnerFormLabel,
  learnersHeading,
  preselectCourse,
  SUCCESS_BANNER_MS,
} from "../rules";
import { asList, ScheduleField } from "./schedule-field";

/** The labels of the fields before the learners, in the form's order. */
const PARENT_LABELS = {
  parentName: "Parent/Guardian name",
  parentPhone: "Phone number",
  parentEmail: "Email address",
  parentAddress: "Home address",
  relationship: "Relationship to the learner(s)",
};
/** The labels of the fields after the learners, in the form's order. */
const OTHER_LABELS = {
  emergencyName: "Emergency contact name",
  emergencyPhone: "Emergency contact phone",
  emergencyRelationship: "Emergency contact relationship",
  medicalConditions: "Medical conditions or allergies",
  additionalNotes: "Additional notes",
};
const LEARNER_LABELS = {
  name: "full name",
  age: "age",
  course: "course",
  scheduleOptions: "schedule",
};

/** The form's section headings: the site's heading face (h3 sets it), one size and colour. */
const SECTION_HEADING = "text-xl font-semibold text-brand-strong";

function draftOf(value: unknown): LearnerDraft {
  const learner = (typeof value === "object" && value ? value : {}) as Record<string, unknown>;
  return {
    name: typeof learner.name === "string" ? learner.name : undefined,
    age: typeof learner.age === "string" ? learner.age : undefined,
    course: typeof learner.course === "string" ? learner.course : undefined,
    scheduleOptions: asList(learner.scheduleOptions),
  };
}

/** Shows the thank-you for 3 seconds after each successful enrolment (once JavaScript runs). */
function useSuccessBanner(successKey: string | null): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!successKey) return;
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [successKey]);
  return visible;
}

export function EnrolmentForm({
  courses,
  closed,
  lastResult,
  preselected,
  successKey,
  submitting,
}: {
  /** The current term's courses. */
  courses: readonly Course[];
  /** No current term: enrolment is closed (the server refuses it too). */
  closed: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  /** The course chosen with an Enrol Now button (`?course=`). */
  preselected: string | null;
  /** Changes with each successful enrolment (null when none has just happened). */
  successKey: string | null;
  submitting: boolean;
}) {
  const hydrated = useHydrated();
  const bannerVisible = useSuccessBanner(successKey);
  const courseOptions = courses.map((course) => ({ value: course.id, label: course.title }));
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.enrolmentSchemaFor(courses),
    ),
    {
      id: "enrolment",
      lastResult,
      defaultValue: { learners: [{ course: preselected ?? undefined }] },
    },
  );
  const parentField = labelledFields(fields, PARENT_LABELS);
  const otherField = labelledFields(fields, OTHER_LABELS);
  const learnerFields = fields.learners.getFieldList();
  const learners = learnerFields.map((learner) => draftOf(learner.value));

  // An Enrol Now button fills the first learner's course when it has none yet.
  const current = useRef({ learners, learnerFields, courses });
  current.current = { learners, learnerFields, courses };
  useEffect(() => {
    const { learners: drafts, learnerFields: metas, courses: offered } = current.current;
    const next = preselectCourse(drafts, preselected ?? undefined, offered);
    const first = metas[0];
    if (next === drafts || !first || !next[0]) return;
    form.update({ name: first.name, value: next[0] });
  }, [preselected, form.update]);

  const summary = [
    ...summaryFields(fields, PARENT_LABELS),
    { meta: fields.learners, label: "Learners" },
    ...learnerFields.flatMap((learner, index) => {
      const item = learner.getFieldset();
      const label = learnerFormLabel(learners, index, courses);
      return (["name", "age", "course", "scheduleOptions"] as const).map((name) => ({
        meta: item[name],
        label: `${label}: ${LEARNER_LABELS[name]}`,
      }));
    }),
    ...summaryFields(fields, OTHER_LABELS),
    { meta: fields.termsAccepted, label: "Academy policies" },
  ];

  if (closed)
    return (
      <p role="status" className="rounded-2xl bg-white p-5 text-stone-800 ring-1 ring-stone-200">
        {ENROLMENT_CLOSED_MESSAGE}
      </p>
    );

  return (
    <Form
      method="post"
      action="/enrol-now"
      preventScrollReset
      {...getFormProps(form)}
      noValidate
      className="space-y-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      {bannerVisible ? (
        <div
          role="status"
          className="rounded-lg border-l-4 border-brand bg-brand-soft p-4 font-semibold text-brand-strong"
        >
          {ENROLMENT_SUCCESS_MESSAGE}
        </div>
      ) : null}
      <ErrorSummary formErrors={form.errors} fields={summary} />
      <HoneypotField />

      <fieldset className="space-y-5">
        <legend>
          <h3 className={SECTION_HEADING}>Parent/Guardian Information</h3>
        </legend>
        <TextField {...parentField("parentName")} autoComplete="name" />
        <div className="grid gap-5 sm:grid-cols-2">
          <PhoneField {...parentField("parentPhone")} />
          <EmailField {...parentField("parentEmail")} />
        </div>
        <TextAreaField
          {...parentField("parentAddress")}
          optional
          rows={2}
          autoComplete="street-address"
        />
        <TextField
          {...parentField("relationship")}
          optional
          hint="For example Mother, Father or Guardian."
        />
      </fieldset>

      <section aria-labelledby="learners-heading" className="space-y-5">
        <h3 id="learners-heading" className={SECTION_HEADING}>
          {learnersHeading(learners, courses)}
        </h3>
        {fields.learners.errors?.length ? (
          <p id={fields.learners.errorId} className="text-sm font-medium text-red-800">
            {fields.learners.errors[0]}
          </p>
        ) : null}
        {learnerFields.map((learner, index) => {
          const item = learner.getFieldset();
          const draft = learners[index] ?? {};
          const label = learnerFormLabel(learners, index, courses);
          return (
            <fieldset
              key={learner.key}
              className="space-y-4 rounded-xl border border-stone-300 bg-stone-50 p-4 sm:p-5"
            >
              <legend className="px-1 font-display text-lg font-semibold text-ink">{label}</legend>
              <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
                <TextField meta={item.name} label="Full name" autoComplete="off" />
                <NumberField
                  meta={item.age}
                  label="Age"
                  min={agesFor(draft.course, courses).min}
                  max={agesFor(draft.course, courses).max}
                />
              </div>
              <SelectField
                meta={item.course}
                label="Course"
                placeholder="Select a course"
                options={courseOptions}
                onChange={(event) =>
                  form.update({
                    name: learner.name,
                    value: changeCourse(draft, event.currentTarget.value),
                  })
                }
              />
              <ScheduleField
                meta={item.scheduleOptions}
                learner={draft}
                hydrated={hydrated}
                courses={courses}
              />
              {canRemoveLearner(learners) ? (
                <button
                  {...form.remove.getButtonProps({ name: fields.learners.name, index })}
                  className={buttonClasses("danger")}
                >
                  Remove<span className="sr-only"> {label}</span>
                </button>
              ) : null}
            </fieldset>
          );
        })}
        {canAddLearner(learners, courses) ? (
          <button
            {...form.insert.getButtonProps({ name: fields.learners.name, defaultValue: {} })}
            className={buttonClasses("outline")}
          >
            Add Another Child
          </button>
        ) : null}
      </section>

      <fieldset className="space-y-5">
        <legend>
          <h3 className={SECTION_HEADING}>Emergency Contact</h3>
        </legend>
        <p className="text-sm text-stone-600">
          Leave these empty if the emergency contact is the parent or guardian above.
        </p>
        <TextField {...otherField("emergencyName")} optional />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...otherField("emergencyPhone")} type="tel" optional />
          <TextField {...otherField("emergencyRelationship")} optional />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend>
          <h3 className={SECTION_HEADING}>Additional Information</h3>
        </legend>
        <TextAreaField {...otherField("medicalConditions")} optional rows={3} />
        <TextAreaField {...otherField("additionalNotes")} optional rows={3} />
        <CheckboxField meta={fields.photoConsent}>
          I consent to photographs of the learner(s) being taken during Academy activities and used
          by the centre.
        </CheckboxField>
        <CheckboxField meta={fields.termsAccepted}>
          I have read and agree to the{" "}
          <Link to="/academy-policy" className="font-semibold text-brand-strong underline">
            Academy policies
          </Link>{" "}
          and the terms of enrolment.
        </CheckboxField>
      </fieldset>

      <Button
        type="submit"
        pending={submitting}
        pendingLabel="Submitting..."
        className="w-full sm:w-auto"
      >
        Submit Enrolment
      </Button>
    </Form>
  );
}
