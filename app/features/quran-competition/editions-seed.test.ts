import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { competitionEditions } from "#app/lib/db/schema";
import { routeArgs } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { seedDemoEdition } from "./editions.server";
import * as pageRoute from "./routes/quran-competition";

const { db } = setupTestDatabase();
const page = () => pageRoute.loader(routeArgs(new Request("http://localhost/quran-competition")));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterAll(() => {
  vi.useRealTimers();
});

describe("the demo edition", () => {
  it("is added once on a database with only past editions, five weeks from today, and the form is open", async () => {
    const today = Date.parse("2026-03-10T09:00:00Z");
    vi.setSystemTime(today);
    await seedDemoEdition(today);
    await seedDemoEdition(today);
    const rows = await db().select().from(competitionEditions);
    expect(rows).toHaveLength(2);
    const demo = rows.find((row) => row.demo);
    expect(demo).toMatchObject({
      year: 2026,
      title: "Winter Qur'an Competition 2026 (demo)",
      eventDate: "2026-04-14",
      status: "open",
      feePence: 500,
      groupMin: 10,
      groupMax: 15,
    });
    // A week before, at 23:59:59 UK time (British Summer Time on 7 April 2026).
    expect(demo?.registrationClosesAt.toISOString()).toBe("2026-04-07T22:59:59.000Z");
    expect((await page()).closed).toBeNull();
    expect((await page()).edition.dateText).toBe("14 April 2026");

    // Once its deadline has passed, a later start moves the one demo edition on.
    const later = Date.parse("2026-11-24T12:00:00Z");
    vi.setSystemTime(later);
    expect((await page()).closed).toBe(
      "Registration for the 2026 competition closed on 7 April 2026",
    );
    await seedDemoEdition(later);
    const after = await db().select().from(competitionEditions);
    expect(after).toHaveLength(2);
    expect(after.find((row) => row.demo)).toMatchObject({
      id: demo?.id,
      eventDate: "2026-12-29",
      status: "open",
    });
    expect((await page()).closed).toBeNull();
  });

  it("is not added while a real edition is still to come", async () => {
    const before2025 = Date.parse("2025-11-01T12:00:00Z");
    vi.setSystemTime(before2025);
    const count = (await db().select().from(competitionEditions)).length;
    // The 2025 edition (25 December 2025) is to come: nothing changes.
    // Without the demo the previous test made:
    await db().delete(competitionEditions).where(eq(competitionEditions.demo, true));
    await seedDemoEdition(before2025);
    expect(await db().select().from(competitionEditions)).toHaveLength(count - 1);
  });
});
