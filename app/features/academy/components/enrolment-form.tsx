import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { ErrorSummary, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { HoneypotField } from "~/lib/security/honeypot";
import { useHydrated } from "~/lib/use-hydrated";
import {
  COURSES,
  type Course,
  canAddLearner,
  canRemoveLearner,
  changeCourse,
  ENROLMENT_SUCCESS_MESSAGE,
  findCourse,
  type LearnerDraft,
  learnerFormLabel,
  learnersHeading,
  MAX_AGE,
  MIN_AGE,
  preselectCourse,
  SUCCESS_BANNER_MS,
  scheduleHint,
} from "../rules";
import { type EnrolmentInput, enrolmentSchema } from "../schema";

const LABELS = {
  parentName: "Parent/Guardian name",
  parentPhone: "Phone number",
  parentEmail: "Email address",
  parentAddress: "Home address",
  relationship: "Relationship to the learner(s)",
  emergencyName: "Emergency contact name",
  emergencyPhone: "Emergency contact phone",
  emergencyRelationship: "Emergency contact relationship",
  medicalConditions: "Medical conditions or allergies",
  additionalNotes: "Additional notes",
} as const;
const PARENT_FIELDS = [
  "parentName",
  "parentPhone",
  "parentEmail",
  "parentAddress",
  "relationship",
] as const;
const OTHER_FIELDS = [
  "emergencyName",
  "emergencyPhone",
  "emergencyRelationship",
  "medicalConditions",
  "additionalNotes",
] as const;
const LEARNER_LABELS = {
  name: "full name",
  age: "age",
  course: "course",
  scheduleOptions: "schedule",
};

const courseOptions = COURSES.map((course) => ({ value: course.id, label: course.title }));

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" && value ? [value] : [];
}

function draftOf(value: unknown): LearnerDraft {
  const learner = (typeof value === "object" && value ? value : {}) as Record<string, unknown>;
  return {
    name: typeof learner.name === "string" ? learner.name : undefined,
    age: typeof learner.age === "string" ? learner.age : undefined,
    course: typeof learner.course === "string" ? learner.course : undefined,
    scheduleOptions: asList(learner.scheduleOptions),
  };
}

function ScheduleGroup({
  meta,
  course,
  chosen,
  nested,
}: {
  meta: FieldMetadata<unknown>;
  course: Course;
  chosen: string[];
  nested: boolean;
}) {
  const options = (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      {course.options.map((option) => {
        const id = `${meta.id}-${course.id}-${option.id}`;
        return (
          <label
            key={`${meta.key ?? ""}-${option.id}`}
            htmlFor={id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
          >
            <input
              id={id}
              type={course.choice}
              name={meta.name}
              value={option.label}
              form={meta.formId}
              defaultChecked={chosen.includes(option.label)}
              className="size-5 accent-[var(--color-brand)]"
            />
            <span>
              {option.label}
              <span className="block text-sm text-stone-600">{option.days}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
  if (!nested) return options;
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium text-stone-700">
        {course.choice === "radio" ? `${course.title}: course option` : course.title}
      </legend>
      {options}
    </fieldset>
  );
}

/**
 * The learner's days (or the adult course option). With JavaScript only the chosen course's
 * options show; without it every course's options are listed under the course's name.
 */
function ScheduleField({
  meta,
  learner,
  hydrated,
}: {
  meta: FieldMetadata<unknown>;
  learner: LearnerDraft;
  hydrated: boolean;
}) {
  const course = findCourse(learner.course);
  const chosen = asList(meta.initialValue);
  const error = meta.errors?.[0];
  const hint = hydrated && !error ? scheduleHint(learner) : null;
  if (hydrated && !course)
    return <p className="text-sm text-stone-600">Choose a course to see its schedule options.</p>;
  return (
    <fieldset
      id={meta.id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? meta.errorId : hint ? meta.descriptionId : undefined}
    >
      <legend className="text-sm font-semibold text-ink">
        {hydrated && course?.choice === "radio" ? "Course option" : "Schedule"}
      </legend>
      {hydrated && course ? (
        <ScheduleGroup meta={meta} course={course} chosen={chosen} nested={false} />
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">
            Choose the days for the course selected above (one course option for the adult
            programme).
          </p>
          {COURSES.map((option) => (
            <ScheduleGroup key={option.id} meta={meta} course={option} chosen={chosen} nested />
          ))}
        </>
      )}
      {hint ? (
        <p id={meta.descriptionId} className="mt-1.5 text-sm font-medium text-amber-800">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={meta.errorId} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CheckboxField({
  meta,
  children,
}: {
  meta: FieldMetadata<boolean | undefined>;
  children: React.ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(meta, { type: "checkbox" })}
          required={undefined}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-brand)]"
        />
        <label htmlFor={meta.id} className="text-stone-800">
          {children}
        </label>
      </div>
      {meta.errors?.length ? (
        <p id={meta.errorId} className="mt-1.5 text-sm font-medium text-red-800">
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
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
  lastResult,
  preselected,
  successKey,
  submitting,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  /** The course chosen with an Enrol Now button (`?course=`). */
  preselected: string | null;
  /** Changes with each successful enrolment (null when none has just happened). */
  successKey: string | null;
  submitting: boolean;
}) {
  const hydrated = useHydrated();
  const bannerVisible = useSuccessBanner(successKey);
  const [form, fields] = useForm<EnrolmentInput, EnrolmentInput, string[]>({
    id: "enrolment",
    lastResult,
    defaultValue: { learners: [{ course: preselected ?? undefined }] },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enrolmentSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const learnerFields = fields.learners.getFieldList();
  const learners = learnerFields.map((learner) => draftOf(learner.value));

  // An Enrol Now button fills the first learner's course when it has none yet.
  const current = useRef({ learners, learnerFields });
  current.current = { learners, learnerFields };
  useEffect(() => {
    const { learners: drafts, learnerFields: metas } = current.current;
    const next = preselectCourse(drafts, preselected ?? undefined);
    const first = metas[0];
    if (next === drafts || !first || !next[0]) return;
    form.update({ name: first.name, value: next[0] });
  }, [preselected, form.update]);

  const summaryFields = [
    ...PARENT_FIELDS.map((name) => ({ meta: fields[name], label: LABELS[name] })),
    { meta: fields.learners, label: "Learners" },
    ...learnerFields.flatMap((learner, index) => {
      const item = learner.getFieldset();
      const label = learnerFormLabel(learners, index);
      return (["name", "age", "course", "scheduleOptions"] as const).map((name) => ({
        meta: item[name],
        label: `${label}: ${LEARNER_LABELS[name]}`,
      }));
    }),
    ...OTHER_FIELDS.map((name) => ({ meta: fields[name], label: LABELS[name] })),
    { meta: fields.termsAccepted, label: "Academy policies" },
  ] as { meta: FieldMetadata<unknown>; label: string }[];

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
      <ErrorSummary formErrors={form.errors} fields={summaryFields} />
      <HoneypotField />

      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold text-brand-strong">
          Parent/Guardian Information
        </legend>
        <TextField meta={fields.parentName} label={LABELS.parentName} autoComplete="name" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            meta={fields.parentPhone}
            label={LABELS.parentPhone}
            type="tel"
            autoComplete="tel"
          />
          <TextField
            meta={fields.parentEmail}
            label={LABELS.parentEmail}
            type="email"
            autoComplete="email"
          />
        </div>
        <TextAreaField
          meta={fields.parentAddress}
          label={LABELS.parentAddress}
          optional
          rows={2}
          autoComplete="street-address"
        />
        <TextField
          meta={fields.relationship}
          label={LABELS.relationship}
          optional
          hint="For example Mother, Father or Guardian."
        />
      </fieldset>

      <section aria-labelledby="learners-heading" className="space-y-5">
        <h3 id="learners-heading" className="text-xl font-semibold text-brand-strong">
          {learnersHeading(learners)}
        </h3>
        {fields.learners.errors?.length ? (
          <p id={fields.learners.errorId} className="text-sm font-medium text-red-800">
            {fields.learners.errors[0]}
          </p>
        ) : null}
        {learnerFields.map((learner, index) => {
          const item = learner.getFieldset();
          const draft = learners[index] ?? {};
          const label = learnerFormLabel(learners, index);
          return (
            <fieldset
              key={learner.key}
              className="space-y-4 rounded-xl border border-stone-300 bg-stone-50 p-4 sm:p-5"
            >
              <legend className="px-1 text-lg font-semibold text-ink">{label}</legend>
              <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
                <TextField meta={item.name} label="Full name" autoComplete="off" />
                <TextField
                  meta={item.age}
                  label="Age"
                  type="number"
                  inputMode="numeric"
                  min={MIN_AGE}
                  max={MAX_AGE}
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
              <ScheduleField meta={item.scheduleOptions} learner={draft} hydrated={hydrated} />
              {canRemoveLearner(learners) ? (
                <button
                  {...form.remove.getButtonProps({ name: fields.learners.name, index })}
                  className={buttonClasses(
                    "outline",
                    "border-red-700 text-red-800 hover:bg-red-50",
                  )}
                >
                  Remove<span className="sr-only"> {label}</span>
                </button>
              ) : null}
            </fieldset>
          );
        })}
        {canAddLearner(learners) ? (
          <button
            {...form.insert.getButtonProps({ name: fields.learners.name, defaultValue: {} })}
            className={buttonClasses("outline")}
          >
            Add Another Child
          </button>
        ) : null}
      </section>

      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold text-brand-strong">Emergency Contact</legend>
        <p className="text-sm text-stone-600">
          Leave these empty if the emergency contact is the parent or guardian above.
        </p>
        <TextField meta={fields.emergencyName} label={LABELS.emergencyName} optional />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            meta={fields.emergencyPhone}
            label={LABELS.emergencyPhone}
            type="tel"
            optional
          />
          <TextField
            meta={fields.emergencyRelationship}
            label={LABELS.emergencyRelationship}
            optional
          />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold text-brand-strong">Additional Information</legend>
        <TextAreaField
          meta={fields.medicalConditions}
          label={LABELS.medicalConditions}
          optional
          rows={3}
        />
        <TextAreaField
          meta={fields.additionalNotes}
          label={LABELS.additionalNotes}
          optional
          rows={3}
        />
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
