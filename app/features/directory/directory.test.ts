import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { businesses, categories, categorySuggestions, jobSeekers } from "#app/lib/db/schema";
import { answer, formRequest, routeArgs } from "#tests/support/actions";
import {
  ADMIN,
  OWNER,
  seedDirectoryOwnedBy,
  setupDirectoryTest,
  shownForm,
} from "#tests/support/directory";
import { queuedEmails } from "#tests/support/outbox";
import { CATEGORY_GROUPS, JOB_SEEKERS_CATEGORY, SKILLS } from "./catalogue";
import * as directory from "./routes/directory";
import { SEED_BUSINESSES, SEED_JOB_SEEKERS, seedDirectory } from "./seed.server";

const { db, cookies, ids } = setupDirectoryTest({
  admin: ADMIN,
  owner: OWNER,
  user: { name: "Umar User", email: "umar@example.org" },
  seeker: { name: "Yusuf Rahman", email: "yusuf@example.org" },
});

beforeAll(async () => {
  await seedDirectoryOwnedBy(db(), ids.owner);
  // Umar owns only a pending business: that does not open the job seekers' contacts.
  await db()
    .update(businesses)
    .set({ ownerId: ids.user })
    .where(eq(businesses.name, "Watford Halal Pizza"));
  await db()
    .update(jobSeekers)
    .set({
      ownerId: ids.seeker,
      cvFile: "private-cv-key.pdf",
      cvType: "application/pdf",
    })
    .where(eq(jobSeekers.fullName, "Yusuf Rahman"));
});

type Who = keyof typeof cookies | "anonymous";

async function load(query: string, who: Who = "anonymous") {
  const headers: HeadersInit = who === "anonymous" ? {} : { Cookie: cookies[who] };
  const request = new Request(`http://localhost/directory${query}`, { headers });
  return directory.loader(routeArgs(request));
}

const names = (result: Awaited<ReturnType<typeof load>>) => result.cards.map((card) => card.name);

describe("seed", () => {
  it("fills the categories and the demo listings once", async () => {
    await seedDirectory(db());
    const [cats] = await db().select({ total: count() }).from(categories);
    const subs = CATEGORY_GROUPS.reduce((sum, group) => sum + group.subcategories.length, 0);
    expect(cats?.total).toBe(10 + subs + 30);
    expect(SKILLS).toHaveLength(30);
    const [listed] = await db()
      .select({ total: count() })
      .from(businesses)
      .where(eq(businesses.status, "approved"));
    expect(listed?.total).toBe(SEED_BUSINESSES.length);
    expect(SEED_BUSINESSES.length).toBeGreaterThanOrEqual(40);
    const [seekers] = await db().select({ total: count() }).from(jobSeekers);
    expect(seekers?.total).toBe(SEED_JOB_SEEKERS.length);
  });
});

describe("/directory search and filters", () => {
  it("lists approved businesses and job seekers only, sorted by name, paginated", async () => {
    const first = await load("");
    const approvedSeekers = SEED_JOB_SEEKERS.filter((seeker) => seeker.status === "approved");
    expect(first.total).toBe(SEED_BUSINESSES.length + approvedSeekers.length);
    expect(first.cards).toHaveLength(24);
    const second = await load("?page=2");
    const all = [...names(first), ...names(second)];
    expect(all).toHaveLength(first.total);
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all).not.toContain("Watford Halal Pizza");
    expect(all).not.toContain("Maryam Sheikh");
    expect(all).toContain("Khadija Ali");
  });

  it("searches names, descriptions, categories and postcodes (full text and prefix)", async () => {
    expect(names(await load("?q=bakery"))).toEqual(["Al-Noor Bakery"]);
    expect(names(await load("?q=bak"))).toContain("Al-Noor Bakery");
    expect(names(await load("?q=Invisalign"))).toEqual(["Smile Bright Dental"]);
    expect(names(await load("?q=Solicitors"))).toEqual(["Haq Solicitors"]);
    expect(names(await load("?q=WD18 0DU"))).toEqual(["Barakah Butchers"]);
    expect(names(await load("?q=wd180du"))).toEqual(["Barakah Butchers"]);
    expect(names(await load("?q=%25%25"))).toEqual([]);
    expect(names(await load("?q=teaching+assistant"))).toEqual(["Khadija Ali"]);
  });

  it("filters by categories (primary or secondary), subcategories and first letter", async () => {
    const food = await load("?category=Food+%26+Dining");
    const foodNames = SEED_BUSINESSES.filter(
      ([, category, , , , , , , secondary]) =>
        category === "Food & Dining" || secondary?.includes("Food & Dining"),
    ).map(([name]) => name);
    expect(names(food).sort()).toEqual(foodNames.sort());
    expect(food.categoryCounts["Food & Dining"]).toBe(foodNames.length);
    expect(names(await load("?sub=Butchers&sub=Dentists"))).toEqual([
      "Barakah Butchers",
      "Smile Bright Dental",
    ]);
    const events = names(await load("?category=Events+%26+Media"));
    expect(events).toContain("Henna by Safiya"); // a secondary category
    expect(names(await load("?letter=S")).every((name) => name.startsWith("S"))).toBe(true);
    expect(names(await load("?letter=S&category=Automotive"))).toEqual([
      "Safar Private Hire",
      "Shine Hand Car Wash",
    ]);
    expect(names(await load("?category=Job+Seekers"))).toEqual([
      "Ibrahim Hassan",
      "Khadija Ali",
      "Yusuf Rahman",
    ]);
    const empty = await load("?q=zzzz-nothing");
    expect(empty.total).toBe(0);
    expect(empty.cards).toEqual([]);
  });

  it("counts every approved listing under its primary and each secondary category", async () => {
    const approved = await db()
      .select({ primary: businesses.primaryCategory, secondary: businesses.secondaryCategories })
      .from(businesses)
      .where(eq(businesses.status, "approved"));
    const expected: Record<string, number> = {};
    for (const { primary, secondary } of approved)
      for (const category of [primary, ...secondary])
        expected[category] = (expected[category] ?? 0) + 1;
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    const [seekers] = await db()
      .select({ total: count() })
      .from(jobSeekers)
      .where(eq(jobSeekers.status, "approved"));
    expected[JOB_SEEKERS_CATEGORY] = seekers?.total ?? 0;
    // The same counts whatever the filters: they label the category list.
    expect((await load("")).categoryCounts).toEqual(expected);
    expect((await load("?q=bakery&letter=A")).categoryCounts).toEqual(expected);
  });

  it("shows the last page for a page past the end, and page 1 of nothing", async () => {
    const first = await load("");
    const lastPage = Math.ceil(first.total / 24);
    const beyond = await load("?page=999");
    expect(beyond).toMatchObject({ page: lastPage, pageCount: lastPage, total: first.total });
    expect(names(beyond)).toEqual(names(await load(`?page=${lastPage}`)));
    expect(names(beyond).length).toBeGreaterThan(0);
    expect(await load("?q=zzzz-nothing&page=3")).toMatchObject({
      page: 1,
      pageCount: 1,
      total: 0,
      cards: [],
    });
  });
});

describe("job-seeker privacy", () => {
  const contactFields = /yusuf\.rahman@example\.com|07700 902001|private-cv-key|"email"|"phone"/;

  it("never sends anonymous visitors a job seeker's email, phone or CV", async () => {
    const result = await load("?category=Job+Seekers");
    const text = JSON.stringify(result);
    expect(text).not.toMatch(contactFields);
    const yusuf = result.cards.find((card) => card.name === "Yusuf Rahman");
    expect(yusuf).toEqual({
      kind: "seeker",
      id: expect.any(Number),
      name: "Yusuf Rahman",
      skills: ["Accounting", "Bookkeeping", "Data Entry", "Urdu", "Customer Service"],
      desiredPosition: "Accounts Assistant",
      experience: "3-5 years",
      location: "North Watford",
      contacts: null,
    });
  });

  it("keeps contacts from signed-in users without an approved business", async () => {
    expect(JSON.stringify(await load("?category=Job+Seekers", "user"))).not.toMatch(contactFields);
  });

  it("shows contacts to owners of an approved business, admins and the seeker", async () => {
    for (const who of ["owner", "admin", "seeker"] as const) {
      const result = await load("?category=Job+Seekers", who);
      const yusuf = result.cards.find((card) => card.name === "Yusuf Rahman");
      expect(yusuf?.kind === "seeker" && yusuf.contacts).toMatchObject({
        email: "yusuf.rahman@example.com",
        phone: "07700 902001",
        cv: {
          url: expect.stringMatching(/^\/directory\/job-seekers\/\d+\/cv$/),
          kind: "pdf",
          fileName: "Yusuf_Rahman_CV.pdf",
        },
      });
      expect(JSON.stringify(result)).not.toContain("private-cv-key");
    }
  });

  it("normalises business social links to https://", async () => {
    const [bakery] = (await load("?q=bakery")).cards;
    expect(bakery?.kind === "business" && bakery.social.facebook).toBe(
      "https://facebook.com/alnoorbakery",
    );
    expect(bakery?.kind === "business" && bakery.website).toBe("https://alnoorbakery.example");
  });
});

describe("category suggestions", () => {
  it("needs some text, then stores the suggestion and emails the centre", async () => {
    const empty = answer(
      await directory.action(routeArgs(formRequest("/directory", { suggestion: "  " }))),
    );
    expect(empty.status).toBe(400);
    expect(shownForm(empty)).toMatchObject({
      errors: { suggestion: "Please enter a category to suggest" },
    });
    const long = "Islamic Finance ".repeat(20).trim();
    const tooLong = answer(
      await directory.action(routeArgs(formRequest("/directory", { suggestion: long }))),
    );
    expect(tooLong.status).toBe(400);
    expect(shownForm(tooLong)).toEqual({
      status: 400,
      errors: { suggestion: "Please use at most 200 characters" },
      formError: null,
      values: { suggestion: long },
    });
    expect(await db().select().from(categorySuggestions)).toEqual([]);

    const sent = await directory.action(
      routeArgs(formRequest("/directory?q=bakery", { suggestion: "Islamic Finance" })),
    );
    expect(answer(sent).status).toBe(302);
    expect((sent as Response).headers.get("location")).toBe("/directory?q=bakery");
    const [row] = await db().select().from(categorySuggestions);
    expect(row?.suggestion).toBe("Islamic Finance");
    const [email] = await queuedEmails(db(), "directory-category-suggestion");
    expect(email?.toAddress).toBe(site.emails.contact);
    expect(email?.text).toContain("Islamic Finance");
  });
});
