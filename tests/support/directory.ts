import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { SubmissionResult } from "@conform-to/react";
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeAll } from "vitest";
import { seedDirectory } from "#app/features/directory/seed.server";
import { env } from "#app/lib/config/env.server";
import type { Database } from "#app/lib/db/client.server";
import { businesses, directoryDrafts, jobSeekers, outbox } from "#app/lib/db/schema";
import { takeToast } from "#app/lib/http/toast.server";
import { answer, type DataWithInit, requestsAs, type routeArgs } from "./actions";
import { cookieFrom, setupAccounts } from "./auth";
import { breakTable, setupTestDatabase } from "./database";

/** The directory's tests: their people, rows, files and forms. */

interface TestPerson {
  name: string;
  email: string;
  role?: "user" | "admin";
}

export const ADMIN: TestPerson = { name: "Aisha Admin", email: "aisha@example.org", role: "admin" };
export const OWNER: TestPerson = { name: "Bilal Owner", email: "bilal@example.org" };

/**
 * The directory's seed, with its approved Al-Noor Bakery owned by `ownerId` (so that account may
 * see the job seekers' contacts and CVs).
 */
export async function seedDirectoryOwnedBy(db: Database, ownerId: string): Promise<void> {
  await seedDirectory(db);
  await db.update(businesses).set({ ownerId }).where(eq(businesses.name, "Al-Noor Bakery"));
}

/**
 * A directory test file: its own database, its people signed in (cookies and ids ready before
 * the first test), requests sent as them, and the tables emptied before each test.
 */
export function setupDirectoryTest<Name extends string>(
  people: Record<Name, TestPerson>,
  { emptied = [] }: { emptied?: PgTable[] } = {},
) {
  const { db, handle } = setupTestDatabase({ emptied });
  const { cookies, ids } = setupAccounts(db, people);
  /** The answer to `run` while the table fails as described (the database refusing, as when full). */
  async function answerWhileBroken<T>(
    table: string,
    what: "writes" | "reads",
    run: () => Promise<Response | DataWithInit<T> | T>,
  ) {
    const repair = await breakTable(handle(), table, what);
    try {
      return answer<T>(await run());
    } finally {
      await repair();
    }
  }
  return { handle, db, cookies, ids, answerWhileBroken, ...requestsAs(cookies) };
}

/**
 * The job seekers' test files: Amina registers; Bilal owns an approved business (so he may see
 * job seekers' contacts and CVs), Umar has none. `register` sends a job-seeker form (a complete
 * one unless given) to `action` as someone.
 */
export function setupJobSeekerTest<Answer>(
  action: (args: ReturnType<typeof routeArgs>) => Promise<Answer>,
) {
  const test = setupDirectoryTest(
    {
      admin: ADMIN,
      employer: { name: "Bilal Employer", email: "bilal@example.org" },
      user: { name: "Umar User", email: "umar@example.org" },
      seeker: { name: "Amina Khan", email: "amina@example.org" },
    },
    { emptied: [jobSeekers, directoryDrafts, outbox] },
  );
  beforeAll(async () => {
    await insertBusiness(test.db(), {
      name: "Al-Noor Bakery",
      address: "WD24 5ER, 12 St Albans Road",
      postcode: "WD24 5ER",
      status: "approved",
      ownerId: test.ids.employer,
    });
  });
  type Who = keyof typeof test.cookies | "anonymous";
  return {
    ...test,
    register: (who: Who, fields: Record<string, string | string[] | File> = validSeeker()) =>
      action(test.post("/directory/job-seekers/new", fields, who)),
    storedSeeker: () => storedSeeker(test.db()),
  };
}

/** A complete business form (the address starts with its postcode, typed in lower case). */
export const VALID_BUSINESS = {
  name: "Al-Noor Bakery",
  primaryCategory: "Food & Dining",
  subcategory: "Bakeries",
  secondaryCategories: ["Events & Media"],
  address: "wd245er, 12 St Albans Road, Watford",
  email: "hello@alnoor.example",
  facebook: "facebook.com/alnoor",
};

/** A business row (pending unless said otherwise). */
export async function insertBusiness(
  db: Database,
  values: Partial<typeof businesses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(businesses)
    .values({
      name: "Barakah Butchers",
      primaryCategory: "Food & Dining",
      address: "WD18 0DU, 45 Queens Road",
      postcode: "WD18 0DU",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no business stored");
  return row;
}

export async function storedBusiness(db: Database, id: number) {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
  return row;
}

/** A job-seeker row (pending, without a CV, unless said otherwise). */
export async function insertSeeker(
  db: Database,
  values: Partial<typeof jobSeekers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(jobSeekers)
    .values({
      fullName: "Yusuf Ali",
      email: "yusuf@example.org",
      phone: "07700 900999",
      location: "Watford",
      gender: "Male",
      experience: "3-5 years",
      availability: ["Part-time"],
      skills: ["Teaching"],
      ...values,
    })
    .returning();
  if (!row) throw new Error("no job seeker stored");
  return row;
}

/** The one job seeker stored. */
export async function storedSeeker(db: Database) {
  const [row] = await db.select().from(jobSeekers);
  if (!row) throw new Error("no job seeker stored");
  return row;
}

export const fixture = (name: string) => readFileSync(path.resolve("tests/fixtures", name));

export const file = (bytes: Uint8Array | string, name: string, type: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

/** The PDF CV of the fixtures, as a browser sends it. */
export const pdfCv = (name = "Amina CV.pdf") => file(fixture("cv.pdf"), name, "application/pdf");

/** A complete job-seeker form with its CV. */
export const validSeeker = () => ({
  fullName: "Amina Khan",
  email: "amina@example.org",
  phone: "07700 900123",
  location: "North Watford",
  gender: "Female",
  experience: "3-5 years",
  availability: ["Part-time", "Weekends only"],
  skills: ["Teaching", "Childcare", "Arabic", "Administration"],
  customSkills: "Tajweed, Teaching",
  cv: pdfCv(),
});

/** The CV files on disk. */
export async function cvFiles(): Promise<string[]> {
  try {
    return (await readdir(path.join(env().DATA_DIR, "private", "cvs"))).sort();
  } catch {
    return [];
  }
}

/**
 * What a directory form's answer shows: each field's first message, the form's message, and
 * everything kept (what was typed, and the files stored: `storedCv`, `existingLogo`…).
 */
export function shownForm(answer: { status: number; data: unknown }) {
  const data = answer.data as
    | { result?: SubmissionResult<string[]>; kept?: Record<string, string> }
    | null
    | undefined;
  const error = data?.result?.error ?? {};
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error))
    if (name !== "" && messages?.[0]) errors[name] = messages[0];
  return {
    status: answer.status,
    errors,
    formError: error[""]?.[0] ?? null,
    values: { ...(data?.result?.initialValue ?? {}), ...(data?.kept ?? {}) } as Record<
      string,
      unknown
    >,
  };
}

/** The toast an answer's cookie carries to the next page. */
export const toastOf = async (response: { headers: Headers }) =>
  (
    await takeToast(
      new Request("http://localhost/", { headers: { Cookie: cookieFrom(response.headers) } }),
    )
  ).toast;
