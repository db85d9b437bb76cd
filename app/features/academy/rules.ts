/**
 * WIC Academy: the courses and every enrolment rule (decisions 0039–0048), as pure functions
 * shared by the page, the schema (client and server) and the emails.
 */

import { formatInstant } from "#app/lib/time/format";

export const MAX_LEARNERS = 5;
/** The children's classes take the original form's input limits, 3 to 18 (decision 0043). */
const CHILDREN_AGES = { min: 3, max: 18 } as const;
/** The adult programme is for ages 17 and over (its card says 'Ages 17+'). */
const ADULT_AGES = { min: 17, max: 120 } as const;
/** How long the success banner stays on screen. */
export const SUCCESS_BANNER_MS = 3000;

export const ENROLMENT_SUCCESS_MESSAGE =
  "Thank you! Your enrolment has been submitted successfully.";
export const ENROLMENT_FAILURE_MESSAGE =
  "Failed to send enrollment. Please try again or contact support.";
/** Between terms (no current term), the form is closed and the server refuses enrolments. */
export const ENROLMENT_CLOSED_MESSAGE =
  "Enrolment is closed until the next term is published. Please contact us for details.";

/** The line above the enrolment page's heading: "WIC Academy · New term from September 2025". */
export const enrolmentHeadline = (termName: string | undefined) =>
  termName ? `WIC Academy · ${termName}` : "WIC Academy";

export const SCHEDULE_HINT = "Please select at least one schedule option";
export const COURSE_OPTION_HINT = "Please select a course option";

/** The ages from which a course counts as the adult programme ('Adult Learner', one learner). */
const ADULT_FROM_AGE = 17;

interface ScheduleOption {
  id: string;
  label: string;
  days: string;
}

export interface Course {
  /** The value the form posts and `?course=` uses ("weekday", "weekend", "adult"). */
  id: string;
  title: string;
  ageLabel: string;
  description: string;
  features: string[];
  /** When the classes run. */
  times: string;
  /**
   * What the learner chooses: several days ("checkbox"), or exactly one course option ("radio",
   * the adult programme, whose classes are on Saturdays only).
   */
  choice: "checkbox" | "radio";
  options: ScheduleOption[];
  contact: string;
  /** The ages the form accepts for a learner on this course. */
  ages: { min: number; max: number };
}

/** What the children's courses of the first term have in common. */
const CHILDREN_COURSE = {
  ageLabel: "Ages 4-16",
  choice: "checkbox",
  contact: "For more information call or email us; places are limited in each group.",
  ages: CHILDREN_AGES,
} as const;

/** A course of the first term, whose options ([id, label]) all run at the course's times. */
function course(fields: Omit<Course, "options"> & { options: [string, string][] }): Course {
  const options = fields.options.map(([id, label]) => ({ id, label, days: fields.times }));
  return { ...fields, options };
}

/**
 * The courses of the first term ("New term from September 2025"), exactly as migration 0010 seeds
 * them; the site reads the current term's courses from the database (terms.server.ts), and these
 * are the default of every rule below.
 */
export const COURSES: readonly Course[] = [
  course({
    id: "weekday",
    title: "Weekday Quran & Arabic Classes",
    description:
      "Evening classes after school in Qur'an reading, Tajweed, memorisation and Arabic, in small groups by level.",
    features: [
      "Qur'an reading with Tajweed",
      "Hifz (memorisation) at each child's pace",
      "Arabic language for beginners and improvers",
      "Islamic manners and daily duas",
    ],
    times: "5:30 PM-7 PM",
    options: [
      ["mon-wed", "Monday & Wednesday"],
      ["tue-thu", "Tuesday & Thursday"],
      ["mon-thu", "Monday to Thursday"],
    ],
    ...CHILDREN_COURSE,
  }),
  course({
    id: "weekend",
    title: "Weekend Islamic Education",
    description:
      "A complete weekend school: Qur'an, Arabic and Islamic studies, taught in a warm and structured setting.",
    features: [
      "Qur'an and Tajweed",
      "Arabic language",
      "Islamic studies: aqeedah, fiqh, seerah and akhlaq",
      "Termly progress reports for parents",
    ],
    times: "10 AM-1:15 PM",
    options: [
      ["saturday", "Saturday Only"],
      ["sunday", "Sunday Only"],
    ],
    ...CHILDREN_COURSE,
  }),
  course({
    id: "adult",
    title: "Adult Quran & Arabic Programme",
    ageLabel: "Ages 17+",
    description:
      "For adults who want to read the Qur'an well, understand its Arabic and reflect on its meaning with Tafseer.",
    features: [
      "Qur'an reading and Tajweed for adults",
      "Arabic grammar and vocabulary of the Qur'an",
      "Tafseer: the meaning of the Qur'an explained",
      "A friendly class for every level",
    ],
    times: "Saturdays 10 AM-1:15 PM",
    choice: "radio",
    options: [
      ["arabic-tafseer", "Arabic & Tafseer"],
      ["tafseer-only", "Tafseer Only"],
    ],
    contact: "For more information call or email us about the adult programme.",
    ages: ADULT_AGES,
  }),
];

/** A term's courses (the first term's by default). */
type Courses = readonly Course[];

export function findCourse(id: string | undefined, courses: Courses = COURSES): Course | undefined {
  return courses.find((course) => course.id === id);
}

/** An adult course: its youngest learner is 17 or over. */
function isAdultCourse(course: Course | undefined): boolean {
  return course !== undefined && course.ages.min >= ADULT_FROM_AGE;
}

/** The ages accepted for a learner on this course; before a course is chosen, any of them. */
export function agesFor(
  courseId: string | undefined,
  courses: Courses = COURSES,
): { min: number; max: number } {
  const course = findCourse(courseId, courses);
  if (course) return course.ages;
  if (courses.length === 0) return { min: CHILDREN_AGES.min, max: ADULT_AGES.max };
  return {
    min: Math.min(...courses.map((each) => each.ages.min)),
    max: Math.max(...courses.map((each) => each.ages.max)),
  };
}

export const ageMessage = ({ min, max }: { min: number; max: number }) =>
  `Please enter an age between ${min} and ${max}`;

/** A learner as the form holds it (ages and courses may still be missing). */
export interface LearnerDraft {
  name?: string;
  age?: number | string;
  course?: string;
  scheduleOptions?: string[];
}

/**
 * Weekday and weekend classes need at least one day; the adult programme needs its one option; a
 * course with no schedule options needs no choice.
 */
export function scheduleRequirement(
  courseId: string | undefined,
  courses: Courses = COURSES,
): "at-least-one" | "exactly-one" | "none" {
  const course = findCourse(courseId, courses);
  if (!course || course.options.length === 0) return "none";
  return course.choice === "radio" ? "exactly-one" : "at-least-one";
}

/** The inline hint shown while a learner's schedule is incomplete (null when nothing is missing). */
export function scheduleHint(learner: LearnerDraft, courses: Courses = COURSES): string | null {
  const chosen = learner.scheduleOptions?.length ?? 0;
  switch (scheduleRequirement(learner.course, courses)) {
    case "at-least-one":
      return chosen === 0 ? SCHEDULE_HINT : null;
    case "exactly-one":
      return chosen === 1 ? null : COURSE_OPTION_HINT;
    default:
      return null;
  }
}

/** The labels a learner may choose in a course. */
export function scheduleLabels(courseId: string | undefined, courses: Courses = COURSES): string[] {
  return findCourse(courseId, courses)?.options.map((option) => option.label) ?? [];
}

/** Changing a learner's course clears that learner's schedule choices. */
export function changeCourse<Learner extends LearnerDraft>(
  learner: Learner,
  course: string,
): Learner {
  if (learner.course === course) return learner;
  return { ...learner, course, scheduleOptions: [] };
}

/** An Enrol Now choice fills the first learner's course when it has none yet. */
export function preselectCourse<Learner extends LearnerDraft>(
  learners: Learner[],
  course: string | undefined,
  courses: Courses = COURSES,
): Learner[] {
  const [first, ...rest] = learners;
  if (!first || first.course || !findCourse(course, courses)) return learners;
  return [{ ...first, course: course as string, scheduleOptions: [] }, ...rest];
}

/** The adult course with a single learner: 'Your Information' / 'Adult Learner', no Add Another Child. */
export function isAdultEnrolment(
  learners: readonly LearnerDraft[],
  courses: Courses = COURSES,
): boolean {
  return learners.length === 1 && isAdultCourse(findCourse(learners[0]?.course, courses));
}

export function canAddLearner(
  learners: readonly LearnerDraft[],
  courses: Courses = COURSES,
): boolean {
  return learners.length < MAX_LEARNERS && !isAdultEnrolment(learners, courses);
}

export function canRemoveLearner(learners: readonly LearnerDraft[]): boolean {
  return learners.length > 1;
}

/** The heading of the learners' section of the form. */
export function learnersHeading(
  learners: readonly LearnerDraft[],
  courses: Courses = COURSES,
): string {
  return isAdultEnrolment(learners, courses) ? "Your Information" : "Children's Information";
}

/** A learner's heading on the form: 'Child n', or 'Adult Learner' in an adult enrolment. */
export function learnerFormLabel(
  learners: readonly LearnerDraft[],
  index: number,
  courses: Courses = COURSES,
): string {
  return isAdultEnrolment(learners, courses) ? "Adult Learner" : `Child ${index + 1}`;
}

/** The on-submit message for a learner whose weekday or weekend course has no day chosen. */
export function scheduleAlert(
  learner: LearnerDraft,
  index: number,
  courses: Courses = COURSES,
): string {
  const who = learner.name?.trim() || `Child ${index + 1}`;
  const course = findCourse(learner.course, courses)?.title ?? learner.course ?? "";
  return `Please select schedule options for ${who} in ${course}`;
}

/** One alert per learner whose weekday or weekend course has no schedule option chosen. */
export function scheduleAlerts(
  learners: readonly LearnerDraft[],
  courses: Courses = COURSES,
): string[] {
  return learners.flatMap((learner, index) =>
    scheduleRequirement(learner.course, courses) === "at-least-one" &&
    !learner.scheduleOptions?.length
      ? [scheduleAlert(learner, index, courses)]
      : [],
  );
}

/** A complete, validated enrolment (the schema's output). */
export interface Enrolment {
  parentName: string;
  parentPhone: string;
  parentEmail: string;
  parentAddress?: string;
  relationship?: string;
  emergencyName?: string;
  emergencyPhone?: string;
  emergencyRelationship?: string;
  medicalConditions?: string;
  additionalNotes?: string;
  photoConsent: boolean;
  termsAccepted: true;
  learners: { name: string; age: number; course: string; scheduleOptions: string[] }[];
}

function orDefault(value: string | undefined, fallback: string): string {
  return value?.trim() || fallback;
}

/** Date and time of a submission as the centre reads them: en-GB, UK time. */
function submissionDateTime(now: Date) {
  return {
    submission_date: formatInstant(now, "numeric"),
    submission_time: formatInstant(now, "timeSeconds"),
  };
}

/**
 * The parameters of the enrolment emails (decision 0045), with every default: learners 1–5 are
 * always present, blank when unused.
 */
export function enrolmentEmailParams(
  enrolment: Enrolment,
  { now, toEmail, courses = COURSES }: { now: Date; toEmail: string; courses?: Courses },
): Record<string, string> {
  const learners: Record<string, string> = {};
  for (let index = 0; index < MAX_LEARNERS; index++) {
    const learner = enrolment.learners[index];
    const n = index + 1;
    learners[`learner_${n}_label`] = learner
      ? isAdultCourse(findCourse(learner.course, courses))
        ? "Adult Learner"
        : `Child ${n}`
      : "";
    learners[`learner_${n}_name`] = learner?.name ?? "";
    learners[`learner_${n}_age`] = learner ? String(learner.age) : "";
    learners[`learner_${n}_course`] = learner
      ? (findCourse(learner.course, courses)?.title ?? "")
      : "";
    learners[`learner_${n}_schedule`] = learner
      ? learner.scheduleOptions.join(", ") || "Not selected"
      : "";
  }
  return {
    parent_name: enrolment.parentName,
    parent_phone: enrolment.parentPhone,
    parent_email: enrolment.parentEmail,
    parent_address: orDefault(enrolment.parentAddress, "Not provided"),
    parent_relationship: orDefault(enrolment.relationship, "Parent/Guardian"),
    learner_count: String(enrolment.learners.length),
    emergency_name: orDefault(enrolment.emergencyName, "Same as parent"),
    emergency_phone: orDefault(enrolment.emergencyPhone, enrolment.parentPhone),
    emergency_relationship: orDefault(enrolment.emergencyRelationship, "Parent"),
    medical_conditions: orDefault(enrolment.medicalConditions, "None"),
    additional_notes: orDefault(enrolment.additionalNotes, "None"),
    photo_consent: enrolment.photoConsent ? "Yes" : "No",
    terms_accepted: "Yes",
    ...submissionDateTime(now),
    name: enrolment.parentName,
    email: enrolment.parentEmail,
    to_email: toEmail,
    ...learners,
  };
}
