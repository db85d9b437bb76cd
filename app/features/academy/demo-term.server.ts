import { isDeepStrictEqual } from "node:util";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { academyTerms, submissions } from "#app/lib/db/schema";
import type { DemoContent } from "#app/lib/features/descriptor";
import { COURSES, type Course } from "./rules";
import { demoTermStart, termName, ukDate } from "./terms";
import { currentTerm, insertTerm, type Term, withCourses } from "./terms.server";

/**
 * The demo next term of a fresh database: a draft copy of the current term's courses, starting on
 * the first Monday from today, marked demo. Idempotent: nothing when a demo term exists.
 */
export async function seedDemoTerm(now = new Date()): Promise<void> {
  const [demo] = await db()
    .select({ id: academyTerms.id })
    .from(academyTerms)
    .where(eq(academyTerms.demo, true))
    .limit(1);
  if (demo) return;
  const current = await currentTerm();
  const startsOn = demoTermStart(ukDate(now));
  await insertTerm(
    { name: termName(startsOn), startsOn, demo: true, videos: current?.videos ?? [] },
    current?.courses ?? [],
  );
}

/** A term's courses as a copy of them is made (without the rows' ids). */
const copiedCourses = (term: Term): Course[] =>
  term.courses.map(({ rowId: _, ...course }) => course);

/**
 * The demo term while it is still the seed's: nobody enrolled in it (an enrolment is a person's,
 * and keeps its term), never saved since (every save of the term, its status included, stamps
 * `updated_at`) and its courses still the seed's copy. Courses are saved without touching the
 * term, and their own `updated_at` dates only from migration 0023 on a site older than it, so
 * they are compared with what the seed copied: the current term's courses, or the first term's
 * (`COURSES`), which a new site's current term has until staff change it. Its courses go with it
 * (they cascade).
 */
export const demoTerms: DemoContent = {
  label: "Academy terms",
  find: async (database) => {
    const untouched = await database
      .select()
      .from(academyTerms)
      .where(
        and(
          eq(academyTerms.demo, true),
          eq(academyTerms.updatedAt, academyTerms.createdAt),
          notExists(
            database
              .select({ id: submissions.id })
              .from(submissions)
              .where(
                and(
                  eq(submissions.kind, "enrolment"),
                  sql`${submissions.payload}->>'termId' = ${academyTerms.id}::text`,
                ),
              ),
          ),
        ),
      );
    if (untouched.length === 0) return [];
    const [current] = await database
      .select()
      .from(academyTerms)
      .where(eq(academyTerms.status, "current"));
    const seedCopies = [
      COURSES,
      current ? copiedCourses(await withCourses(current, database)) : [],
    ];
    const demo: { id: number; title: string }[] = [];
    for (const term of untouched) {
      const courses = copiedCourses(await withCourses(term, database));
      if (seedCopies.some((copy) => isDeepStrictEqual(courses, copy)))
        demo.push({ id: term.id, title: term.name });
    }
    return demo;
  },
  remove: async (database, ids) => {
    await database.delete(academyTerms).where(inArray(academyTerms.id, [...ids]));
  },
};
