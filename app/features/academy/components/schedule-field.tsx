import type { FieldMetadata } from "@conform-to/react";
import { type Course, findCourse, type LearnerDraft, scheduleHint } from "../rules";

/** A form value as a list of strings: one checkbox sends a string, several an array. */
export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" && value ? [value] : [];
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
export function ScheduleField({
  meta,
  learner,
  hydrated,
  courses,
}: {
  meta: FieldMetadata<unknown>;
  learner: LearnerDraft;
  hydrated: boolean;
  courses: readonly Course[];
}) {
  const course = findCourse(learner.course, courses);
  const chosen = asList(meta.initialValue);
  const error = meta.errors?.[0];
  const hint = hydrated && !error ? scheduleHint(learner, courses) : null;
  if (hydrated && !course)
    return <p className="text-sm text-stone-600">Choose a course to see its schedule options.</p>;
  if (hydrated && course?.options.length === 0)
    return <p className="text-sm text-stone-600">This course has no schedule to choose.</p>;
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
          {courses
            .filter((option) => option.options.length > 0)
            .map((option) => (
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
