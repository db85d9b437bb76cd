import { and, asc, desc, eq, sql } from "drizzle-orm";
import { toCsv } from "#app/lib/csv";
import { sharedRead } from "#app/lib/db/cache.server";
import { type Database, db } from "#app/lib/db/client.server";
import { academyCourses, academyTerms, submissions } from "#app/lib/db/schema";
import { lockedRow, storedVersion } from "#app/lib/db/versioned-rows.server";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave } from "#app/lib/versions";
import { COURSE_LABELS, courseFormValues, TERM_LABELS, termFormValues } from "./admin-schema";
import type { Course } from "./rules";
import { copiedTermName, homeCardLine, nextTermStart, type TermStatus, uniqueSlug } from "./terms";

type CourseRow = typeof academyCourses.$inferSelect;
type TermRow = typeof academyTerms.$inferSelect;

export interface Video {
  title: string;
  youtubeId?: string;
}

/** A term as the site reads it: name, start, videos and its courses in order. */
export interface Term {
  id: number;
  name: string;
  startsOn: string;
  status: TermStatus;
  demo: boolean;
  videos: Video[];
  courses: (Course & { rowId: number })[];
}

/** A course as the admin edits it. */
export type CourseInput = Omit<Course, "id" | "ages"> & { minAge: number; maxAge: number };

const toCourse = (row: CourseRow): Course & { rowId: number } => ({
  rowId: row.id,
  id: row.slug,
  title: row.title,
  ageLabel: row.ageLabel,
  description: row.description,
  features: row.features,
  times: row.times,
  choice: row.choice === "radio" ? "radio" : "checkbox",
  options: row.options,
  contact: row.contact,
  ages: { min: row.minAge, max: row.maxAge },
});

export async function withCourses(term: TermRow, database: Database = db()): Promise<Term> {
  const courses = await database
    .select()
    .from(academyCourses)
    .where(eq(academyCourses.termId, term.id))
    .orderBy(asc(academyCourses.position), asc(academyCourses.id));
  return {
    id: term.id,
    name: term.name,
    startsOn: term.startsOn,
    status: term.status as TermStatus,
    demo: term.demo,
    videos: term.videos,
    courses: courses.map(toCourse),
  };
}

/** The term the enrolment page, the home card and the enrol form read (null between terms). */
export function currentTerm(): Promise<Term | null> {
  return sharedRead("academy:current-term", async () => {
    const [term] = await db().select().from(academyTerms).where(eq(academyTerms.status, "current"));
    return term ? withCourses(term) : null;
  });
}

export async function getTerm(id: number): Promise<Term | null> {
  const [term] = await db().select().from(academyTerms).where(eq(academyTerms.id, id));
  return term ? withCourses(term) : null;
}

/** Every term, newest start first, with its enrolments counted. */
export async function listTerms() {
  const counts = await db()
    .select({
      termId: sql<string>`${submissions.payload}->>'termId'`,
      count: sql<number>`count(*)::int`,
    })
    .from(submissions)
    .where(eq(submissions.kind, "enrolment"))
    .groupBy(sql`${submissions.payload}->>'termId'`);
  const terms = await db()
    .select()
    .from(academyTerms)
    .orderBy(desc(academyTerms.startsOn), desc(academyTerms.id));
  return terms.map((term) => ({
    id: term.id,
    name: term.name,
    startsOn: term.startsOn,
    status: term.status as TermStatus,
    demo: term.demo,
    enrolments: counts.find((row) => row.termId === String(term.id))?.count ?? 0,
  }));
}

/** The enrolments' rows for a term, newest first. */
function enrolmentRows(termId: number) {
  return db()
    .select({ id: submissions.id, payload: submissions.payload, createdAt: submissions.createdAt })
    .from(submissions)
    .where(
      and(
        eq(submissions.kind, "enrolment"),
        sql`${submissions.payload}->>'termId' = ${String(termId)}`,
      ),
    )
    .orderBy(desc(submissions.createdAt));
}

interface StoredLearner {
  name?: string;
  age?: number;
  course?: string;
  scheduleOptions?: string[];
}

const learnersOf = (payload: Record<string, unknown>): StoredLearner[] =>
  Array.isArray(payload.learners) ? (payload.learners as StoredLearner[]) : [];

/** The enrolments made for a term, newest first. */
export async function termEnrolments(termId: number) {
  const rows = await enrolmentRows(termId);
  return rows.map((row) => {
    const learners = learnersOf(row.payload);
    return {
      id: row.id,
      parentName: String(row.payload.parentName ?? ""),
      learners: learners.map((learner) => `${learner.name ?? ""} (${learner.course ?? ""})`),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * A term's enrolments as CSV, one line per learner: when, the parent's contact details, the
 * learner, course (its title in this term) and schedule. Medical notes stay in the submission.
 */
export async function termEnrolmentsCsv(term: Term): Promise<string> {
  const rows = await enrolmentRows(term.id);
  const title = (slug: string | undefined) =>
    term.courses.find((course) => course.id === slug)?.title ?? slug ?? "";
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return toCsv(
    [
      "Submitted",
      "Parent",
      "Phone",
      "Email",
      "Learner",
      "Age",
      "Course",
      "Schedule",
      "Photo consent",
    ],
    rows.flatMap((row) =>
      learnersOf(row.payload).map((learner) => [
        row.createdAt,
        text(row.payload.parentName),
        text(row.payload.parentPhone),
        text(row.payload.parentEmail),
        learner.name ?? "",
        learner.age ?? "",
        title(learner.course),
        (learner.scheduleOptions ?? []).join(", "),
        row.payload.photoConsent === true ? "Yes" : "No",
      ]),
    ),
  );
}

const courseValues = (termId: number, slug: string, position: number, course: CourseInput) => ({
  termId,
  slug,
  position,
  ...course,
});

const asInput = (course: Course): CourseInput => ({
  title: course.title,
  ageLabel: course.ageLabel,
  description: course.description,
  features: course.features,
  times: course.times,
  choice: course.choice,
  options: course.options,
  contact: course.contact,
  minAge: course.ages.min,
  maxAge: course.ages.max,
});

/** Inserts a draft term with copies of the courses; answers its id. */
export async function insertTerm(
  values: { name: string; startsOn: string; demo?: boolean; videos: Video[] },
  courses: readonly Course[],
): Promise<number> {
  return db().transaction(async (tx) => {
    const [term] = await tx
      .insert(academyTerms)
      .values({ ...values, status: "draft" })
      .returning({ id: academyTerms.id });
    if (!term) throw new Error("the term was not created");
    if (courses.length)
      await tx
        .insert(academyCourses)
        .values(
          courses.map((course, index) => courseValues(term.id, course.id, index, asInput(course))),
        );
    return term.id;
  });
}

/**
 * A new draft term copied from the current one (or the latest when none is current): the same
 * courses, schedules, ages and videos; starts at the next term (terms.ts nextTermStart).
 */
export async function copyTerm(): Promise<{ id: number; name: string } | null> {
  const [source] = await db()
    .select()
    .from(academyTerms)
    .orderBy(sql`${academyTerms.status} = 'current' desc`, desc(academyTerms.startsOn))
    .limit(1);
  if (!source) return null;
  const from = await withCourses(source);
  const startsOn = nextTermStart(from.startsOn);
  const name = copiedTermName(from.name, from.startsOn, startsOn);
  const id = await insertTerm({ name, startsOn, videos: from.videos }, from.courses);
  return { id, name };
}

/** The term form's version: when the term was last saved (null when there is none). */
export async function termVersion(id: number): Promise<string | null> {
  return storedVersion(academyTerms, eq(academyTerms.id, id));
}

/**
 * Saves the term's own fields, unless someone saved it since `check.version` was read (the
 * refusal names what differs from `check.sent`, the form as sent).
 */
export async function updateTerm(
  id: number,
  values: { name: string; startsOn: string; videos: Video[] },
  check: SaveCheck = NO_CHECK,
): Promise<boolean | StaleSave> {
  return db().transaction(async (tx) => {
    const before = await lockedRow(tx, academyTerms, eq(academyTerms.id, id));
    if (!before) return false;
    const stale = staleSave(before.updatedAt, check, () => termFormValues(before), TERM_LABELS);
    if (stale) return stale;
    await tx
      .update(academyTerms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(academyTerms.id, id));
    return true;
  });
}

/** Makes the term current; the term current until now is archived. */
export async function makeCurrent(id: number): Promise<string | null> {
  return db().transaction(async (tx) => {
    const [term] = await tx.select().from(academyTerms).where(eq(academyTerms.id, id));
    if (!term) return null;
    await tx
      .update(academyTerms)
      .set({ status: "archived", updatedAt: new Date() })
      .where(eq(academyTerms.status, "current"));
    await tx
      .update(academyTerms)
      .set({ status: "current", updatedAt: new Date() })
      .where(eq(academyTerms.id, id));
    return term.name;
  });
}

/** Archives a term that is not current (the current one stays until another replaces it). */
export async function archiveTerm(id: number): Promise<"archived" | "current" | "missing"> {
  const [term] = await db().select().from(academyTerms).where(eq(academyTerms.id, id));
  if (!term) return "missing";
  if (term.status === "current") return "current";
  await db()
    .update(academyTerms)
    .set({ status: "archived", updatedAt: new Date() })
    .where(eq(academyTerms.id, id));
  return "archived";
}

export async function addCourse(termId: number, course: CourseInput, slug: string) {
  const term = await getTerm(termId);
  if (!term) return null;
  const id = uniqueSlug(
    slug,
    term.courses.map((each) => each.id),
  );
  const [row] = await db()
    .insert(academyCourses)
    .values(courseValues(termId, id, term.courses.length, course))
    .returning({ id: academyCourses.id });
  return row?.id ?? null;
}

const courseOfTerm = (termId: number, rowId: number) =>
  and(eq(academyCourses.id, rowId), eq(academyCourses.termId, termId));

/** A course form's version: when the course was last saved (null when there is none). */
export async function courseVersion(termId: number, rowId: number): Promise<string | null> {
  return storedVersion(academyCourses, courseOfTerm(termId, rowId));
}

/**
 * Saves a course's fields, unless someone saved it since `check.version` was read (the refusal
 * names what differs from `check.sent`, the form as sent).
 */
export async function updateCourse(
  termId: number,
  rowId: number,
  course: CourseInput,
  check: SaveCheck = NO_CHECK,
): Promise<boolean | StaleSave> {
  return db().transaction(async (tx) => {
    const before = await lockedRow(tx, academyCourses, courseOfTerm(termId, rowId));
    if (!before) return false;
    const stale = staleSave(
      before.updatedAt,
      check,
      () => courseFormValues(toCourse(before)),
      COURSE_LABELS,
    );
    if (stale) return stale;
    await tx
      .update(academyCourses)
      .set({ ...course, updatedAt: sql`now()` })
      .where(eq(academyCourses.id, rowId));
    return true;
  });
}

export async function deleteCourse(termId: number, rowId: number): Promise<string | null> {
  const [row] = await db()
    .delete(academyCourses)
    .where(courseOfTerm(termId, rowId))
    .returning({ title: academyCourses.title });
  return row?.title ?? null;
}

/**
 * Moves a course one place up or down in its term; false when it is already at that end. Its
 * place is not its text: a course form opened before the move still saves.
 */
export async function moveCourse(termId: number, rowId: number, direction: "up" | "down") {
  const term = await getTerm(termId);
  if (!term) return false;
  const order = term.courses.map((course) => course.rowId);
  const index = order.indexOf(rowId);
  const other = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= order.length) return false;
  [order[index], order[other]] = [order[other] as number, order[index] as number];
  await db().transaction(async (tx) => {
    for (const [position, id] of order.entries())
      await tx.update(academyCourses).set({ position }).where(eq(academyCourses.id, id));
  });
  return true;
}

/** The home page's academy card line for the current term. */
export async function academyHomeLine(): Promise<string> {
  return homeCardLine(await currentTerm());
}
