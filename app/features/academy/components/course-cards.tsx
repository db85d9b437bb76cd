import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import type { Course } from "../rules";

function CourseCard({ course }: { course: Course }) {
  const headingId = `course-${course.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <p className="self-start rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-ink ring-1 ring-accent/40">
        {course.ageLabel}
      </p>
      <h3 id={headingId} className="mt-4 text-xl font-semibold text-brand-strong">
        {course.title}
      </h3>
      <p className="mt-2 text-stone-700">{course.description}</p>
      <ul className="mt-4 space-y-1.5 text-stone-800">
        {course.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-5 rounded-xl bg-brand-soft p-4">
        <h4 className="text-sm font-semibold text-brand-strong">
          {course.choice === "radio" || course.options.length === 0
            ? `Schedule: ${course.times}`
            : "Schedule options"}
        </h4>
        <ul className="mt-2 space-y-1 text-sm text-stone-800">
          {course.options.map((option) => (
            <li key={option.id}>
              {course.choice === "radio" ? (
                option.label
              ) : (
                <>
                  <span className="font-medium">{option.label}</span> · {option.days}
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-4 flex-1 text-sm text-stone-600">{course.contact}</p>
      <Link
        to={`?course=${course.id}#enrolment-form`}
        preventScrollReset
        className={buttonClasses("primary", "mt-5 self-start")}
        aria-label={`Enrol Now: ${course.title}`}
      >
        Enrol Now
      </Link>
    </article>
  );
}

/** The term's courses, in order (none between terms). */
export function CourseCards({ courses }: { courses: readonly Course[] }) {
  if (courses.length === 0)
    return (
      <p className="text-stone-700">
        The courses of the next term will be published here soon. Contact us for details.
      </p>
    );
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
