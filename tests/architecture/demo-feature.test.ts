import { utimes } from "node:fs/promises";
import path from "node:path";
import { eq, lt, sql } from "drizzle-orm";
import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { personalDataZip } from "#app/features/accounts/data-export.server";
import { adminMenu } from "#app/features/admin/menu.server";
import { todayItems } from "#app/features/admin/today.server";
import * as sitemap from "#app/features/content/routes/sitemap-xml";
import { previewRetention, runRetention } from "#app/features/privacy/retention.server";
import { FEATURES } from "#app/features.server";
import type { StaffRole } from "#app/lib/auth/roles";
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { sameEmail } from "#app/lib/personal-data.server";
import { uploadsDirectory } from "#app/lib/uploads/storage.server";
import { unusedUploads } from "#app/lib/uploads/unused.server";
import { routeArgs, testContext } from "../support/actions";
import { setupTestDatabase } from "../support/database";
import { storeTestImage } from "../support/uploads";

// A feature that exists only in this test, with a table of its own: being in the list is all it
// takes for the data export, retention, the upload sweep, the sitemap, the admin menu and the Today page.

const database = setupTestDatabase();
const db = () => database.handle().db;

const demoNotes = pgTable("demo_notes", {
  id: serial("id").primaryKey(),
  email: text("email").notNull(),
  photo: text("photo"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date();
const monthAgo = (now: Date) => new Date(now.getTime() - 30 * DAY);

const demoFeature: FeatureDescriptor = {
  name: "demo",
  personalData: {
    tables: [demoNotes],
    export: async (subject) => ({
      records: {
        demoNotes: await db()
          .select({ email: demoNotes.email, createdAt: demoNotes.createdAt })
          .from(demoNotes)
          .where(sameEmail(demoNotes.email, subject.confirmedEmail)),
      },
    }),
  },
  retention: [
    {
      rule: "demoNotes",
      preview: async (now) => ({
        count: (
          await db()
            .select()
            .from(demoNotes)
            .where(lt(demoNotes.createdAt, monthAgo(now)))
        ).length,
      }),
      apply: async (now) =>
        (
          await db()
            .delete(demoNotes)
            .where(lt(demoNotes.createdAt, monthAgo(now)))
            .returning()
        ).length,
    },
  ],
  uploads: [{ table: demoNotes, column: demoNotes.photo, holds: "key", store: "public" }],
  sitemap: async () => [{ path: "/demo", lastModified: "2026-01-02" }],
  adminNav: [{ label: "Demo", href: "/admin/demo", group: "Centre", order: 175 }],
  today: async () => [
    { text: "2 demo notes to read", href: "/admin/demo?status=new", kind: "todo" },
  ],
};
const features = [...FEATURES, demoFeature];

beforeAll(async () => {
  await db().execute(
    sql`create table demo_notes (id serial primary key, email text not null, photo text, created_at timestamptz not null)`,
  );
});

describe("a feature added to the list", () => {
  it("is in the person's data export", async () => {
    await db().insert(demoNotes).values({ email: "Sara@Example.org", createdAt: NOW });
    const subject = {
      userId: "demo-user",
      email: "sara@example.org",
      confirmedEmail: "sara@example.org",
      request: new Request("http://localhost/dashboard/export"),
    };
    const zip = unzipSync(
      new Uint8Array(await new Response(await personalDataZip(subject, features)).arrayBuffer()),
    );
    const data = JSON.parse(strFromU8(zip["data.json"] ?? new Uint8Array()));
    expect(data.demoNotes).toEqual([{ email: "Sara@Example.org", createdAt: NOW.toISOString() }]);
  });

  it("has its retention rule previewed and applied by the daily job", async () => {
    await db().delete(demoNotes);
    await db()
      .insert(demoNotes)
      .values([
        { email: "old@example.org", createdAt: new Date(NOW.getTime() - 31 * DAY) },
        { email: "new@example.org", createdAt: NOW },
      ]);
    expect((await previewRetention(features, NOW)).counts.demoNotes).toBe(1);
    const run = await runRetention(features, NOW);
    expect(run.counts.demoNotes).toBe(1);
    expect(run.failed).toEqual([]);
    const left = await db().select({ email: demoNotes.email }).from(demoNotes);
    expect(left).toEqual([{ email: "new@example.org" }]);
  });

  it("keeps the uploads its records name from the sweep", async () => {
    const photo = await storeTestImage("#123456");
    const old = new Date(NOW.getTime() - 3 * DAY);
    await utimes(path.join(uploadsDirectory(), photo), old, old);
    expect(await unusedUploads(FEATURES, NOW)).toContain(photo);
    await db().insert(demoNotes).values({ email: "photo@example.org", photo, createdAt: NOW });
    expect(await unusedUploads(features, NOW)).not.toContain(photo);
    await db().delete(demoNotes).where(eq(demoNotes.photo, photo));
    expect(await unusedUploads(features, NOW)).toContain(photo);
  });

  it("lists its pages in the sitemap", async () => {
    const request = new Request("http://localhost/sitemap.xml");
    const xml = await (
      await sitemap.loader(routeArgs(request, {}, { ...testContext, features }))
    ).text();
    expect(xml).toMatch(/\/demo<\/loc>\s*<lastmod>2026-01-02<\/lastmod>/);
    const without = await (await sitemap.loader(routeArgs(request))).text();
    expect(without).not.toContain("/demo</loc>");
  });

  it("has its items on the Today page, for the roles that open its page", async () => {
    const texts = async (roles: StaffRole[]) =>
      (await todayItems(features, { roles, now: NOW.getTime() })).map((item) => item.text);
    expect(await texts(["administrator"])).toContain("2 demo notes to read");
    expect(await texts(["editor"])).not.toContain("2 demo notes to read");
    expect(
      await todayItems(FEATURES, { roles: ["administrator"], now: NOW.getTime() }),
    ).not.toContainEqual(expect.objectContaining({ text: "2 demo notes to read" }));
  });

  it("has its entry in the admin menu, in its place", async () => {
    const menu = await adminMenu(features, ["administrator"]);
    expect(menu.map((link) => link.label).slice(-2)).toEqual(["Audit log", "Demo"]);
    expect(menu.at(-1)).toEqual({
      label: "Demo",
      href: "/admin/demo",
      group: "Centre",
      end: false,
      badge: null,
    });
  });
});
