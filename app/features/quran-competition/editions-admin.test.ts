import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnv } from "#app/lib/config/env.server";
import { auditLog, competitionEditions, competitionRegistrations } from "#app/lib/db/schema";
import { answer, formRequest, routeArgs } from "#tests/support/actions";
import { createAccount } from "#tests/support/auth";
import { rowsWhere, setupTestDatabase } from "#tests/support/database";
import { pay, type RegistrationReply, register } from "#tests/support/quran-competition";
import * as adminRoute from "./routes/admin-competition";
import * as editionRoute from "./routes/admin-competition-edition";
import * as editionsRoute from "./routes/admin-competition-editions";
import * as exportRoute from "./routes/admin-competition-export";
import * as payRoute from "./routes/pay";
import * as pageRoute from "./routes/quran-competition";

process.env.FORM_RATE_LIMIT = "1000";
process.env.FORM_RATE_ADDRESS_LIMIT = "1000";
resetEnv();
const { db } = setupTestDatabase();

const CLOSED_2025 = "Registration for the 2025 competition closed on 20 December 2025";

const clock = (iso: string) => vi.setSystemTime(new Date(iso));
const publicPage = () =>
  pageRoute.loader(routeArgs(new Request("http://localhost/quran-competition")));
const rows = () => db().select().from(competitionRegistrations);

let admin = "";
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  clock("2025-12-01T12:00:00Z");
});
afterAll(() => {
  vi.useRealTimers();
});

const asAdmin = (path: string, body?: Record<string, string>) =>
  body
    ? formRequest(path, body, { headers: { Cookie: admin } })
    : new Request(`http://localhost${path}`, { headers: { Cookie: admin } });

describe("the competition closes at its deadline", () => {
  it("takes a registration at 23:59 UK on 20 December 2025, then refuses every POST with the message", async () => {
    clock("2025-12-20T23:59:00Z");
    expect((await publicPage()).closed).toBeNull();
    const first = await register();
    expect(first.status).toBe(200);
    expect(await rows()).toHaveLength(1);

    clock("2025-12-21T00:00:01Z");
    const page = await publicPage();
    expect(page.closed).toBe(CLOSED_2025);
    expect(page.edition.dateText).toBe("25 December 2025");
    const posts: Record<string, string>[] = [
      { child_name: "Maryam Ali" },
      // Even a post that would otherwise be refused for its fields gets the closing message.
      { child_name: "Maryam Ali", age: "40" },
    ];
    for (const changes of posts) {
      const late = await register(changes);
      expect(late.status).toBe(409);
      expect(late.data?.result?.error?.[""]).toEqual([CLOSED_2025]);
    }
    expect(await rows()).toHaveLength(1);

    // A year later, with no new edition, the 2025 edition is still the one shown, closed.
    clock("2026-11-24T12:00:00Z");
    expect((await publicPage()).closed).toBe(CLOSED_2025);
    expect((await register({ child_name: "Late" })).data?.result?.error?.[""]).toEqual([
      CLOSED_2025,
    ]);

    // The pending 2025 registration can no longer be paid, from the page or the emailed link.
    const over =
      "The 2025 competition took place on 25 December 2025: its fee can no longer be paid.";
    const pending = (await rows())[0]?.id ?? "";
    const paid = await pay(pending);
    expect(paid.status).toBe(409);
    expect(paid.data?.result?.error?.[""]).toEqual([over]);
    const link = (await payRoute
      .loader(routeArgs(new Request("http://localhost/"), { id: pending }))
      .catch((e: unknown) => e)) as { data?: string; init?: { status?: number } };
    expect(link.init?.status).toBe(409);
    expect(link.data).toBe(over);
  });
});

describe("/admin/competition/editions", () => {
  // The admin works in late 2026 (a session is only valid near the time it was made).
  beforeAll(async () => {
    clock("2026-11-24T12:00:00Z");
    admin = (
      await createAccount(db(), { name: "Admin", email: "admin@example.org", role: "admin" })
    ).cookie;
  });

  it("is for administrators only", async () => {
    const anonymous = await editionsRoute
      .loader(routeArgs(new Request("http://localhost/admin/competition/editions")))
      .catch((e: unknown) => e);
    expect((anonymous as Response).status).toBe(302);
  });

  it("copies the last edition to next year as a draft, opens it, and the form takes registrations for it", async () => {
    clock("2026-11-24T12:00:00Z");
    const copied = answer(
      (await editionsRoute.action(
        routeArgs(asAdmin("/admin/competition/editions", { intent: "copy" })),
      )) as Response,
    );
    expect(copied.status).toBe(302);
    const [edition2026] = await rowsWhere(
      db(),
      competitionEditions,
      eq(competitionEditions.year, 2026),
    );
    if (!edition2026) throw new Error("no 2026 edition");
    expect(copied.headers.get("location")).toBe(`/admin/competition/editions/${edition2026.id}`);
    expect(edition2026).toMatchObject({
      title: "Winter Qur'an Competition 2026",
      eventDate: "2026-12-25",
      status: "draft",
      feePence: 500,
      groupMin: 10,
      groupMax: 15,
    });
    expect(edition2026.registrationClosesAt.toISOString()).toBe("2026-12-20T23:59:59.000Z");
    // A draft is not shown: visitors still see 2025, closed.
    expect((await publicPage()).closed).toBe(CLOSED_2025);
    const opened = answer(
      (await editionsRoute.action(
        routeArgs(
          asAdmin("/admin/competition/editions", {
            intent: "status",
            id: String(edition2026.id),
            status: "open",
          }),
        ),
      )) as Response,
    );
    expect(opened.status).toBe(302);
    const page = await publicPage();
    expect(page.closed).toBeNull();
    expect(page.edition).toMatchObject({
      year: 2026,
      dateText: "25 December 2026",
      feeLabel: "£5",
    });

    // The same person and category as in 2025: a new edition is a new registration.
    const again = await register();
    expect(again.status).toBe(200);
    const stored = await rows();
    expect(stored.map((row) => row.editionId).sort()).toEqual([1, edition2026.id].sort());

    // Registrations and the CSV are per edition (default: the current one).
    const view = (query: string) =>
      adminRoute.loader(routeArgs(asAdmin(`/admin/competition${query}`)));
    expect((await view("")).edition.id).toBe(edition2026.id);
    expect((await view("")).total).toBe(1);
    expect((await view("?edition=1")).edition.title).toBe("Winter Qur'an Competition 2025");
    expect((await view("?edition=1")).total).toBe(1);
    const csv = (await exportRoute.loader(
      routeArgs(asAdmin("/admin/competition/export.csv?edition=1")),
    )) as Response;
    expect(csv.headers.get("content-disposition")).toContain("competition-registrations-2025-");

    const audit = await rowsWhere(db(), auditLog, like(auditLog.action, "competition.edition.%"));
    expect(audit.map((row) => row.action)).toEqual([
      "competition.edition.copy",
      "competition.edition.status",
    ]);

    // Closed by the admin before its deadline: the form says so and the server refuses.
    await editionsRoute.action(
      routeArgs(
        asAdmin("/admin/competition/editions", {
          intent: "status",
          id: String(edition2026.id),
          status: "closed",
        }),
      ),
    );
    const closed = await register({ child_name: "Bilal Ali" });
    expect(closed.status).toBe(409);
    expect(closed.data?.result?.error?.[""]).toEqual([
      "Registration for the 2026 competition is closed",
    ]);
  });

  it("creates and edits an edition with errors next to the fields, never a 500", async () => {
    const valid = {
      year: "2027",
      title: "Winter Qur'an Competition 2027",
      eventDate: "2027-12-25",
      deadline: "2027-12-18",
      venue: "Watford Islamic Centre",
      fee: "7.50",
      groupMin: "8",
      groupMax: "12",
      rulesText: "Bring your own mushaf.",
    };
    const send = async (body: Record<string, string>, id?: string) =>
      answer<RegistrationReply>(
        (await editionRoute.action(
          routeArgs(asAdmin(`/admin/competition/editions/${id ?? "new"}`, body), id ? { id } : {}),
        )) as Response,
      );
    const wrong = await send({
      ...valid,
      year: "twenty",
      deadline: "2027-12-26",
      fee: "five",
      groupMin: "12",
      groupMax: "8",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.result?.error).toMatchObject({
      year: ["Enter a year from 2000 to 2100"],
      fee: ["Enter the fee in pounds, e.g. 5 or 7.50"],
    });
    const order = await send({ ...valid, deadline: "2027-12-26", groupMin: "12", groupMax: "8" });
    expect(order.data?.result?.error).toMatchObject({
      deadline: ["The deadline must be on or before the competition day"],
      groupMax: ["The largest group must be at least the smallest"],
    });
    expect(
      await db().select().from(competitionEditions).where(eq(competitionEditions.year, 2027)),
    ).toHaveLength(0);

    const created = await send(valid);
    expect(created.status).toBe(302);
    const [row] = await rowsWhere(db(), competitionEditions, eq(competitionEditions.year, 2027));
    expect(row).toMatchObject({ feePence: 750, groupMin: 8, groupMax: 12, status: "draft" });
    expect(row?.registrationClosesAt.toISOString()).toBe("2027-12-18T23:59:59.000Z");
    const taken = await send(valid);
    expect(taken.status).toBe(409);
    expect(taken.data?.result?.error?.year).toEqual(["There is already an edition for that year."]);

    const id = String(row?.id);
    const form = await editionRoute.loader(
      routeArgs(asAdmin(`/admin/competition/editions/${id}`), { id }),
    );
    expect(form.values).toMatchObject({ fee: "7.50", deadline: "2027-12-18", groupMax: "12" });
    const edited = await send({ ...valid, fee: "6", groupMax: "14" }, id);
    expect(edited.status).toBe(302);
    const [after] = await rowsWhere(db(), competitionEditions, eq(competitionEditions.year, 2027));
    expect(after).toMatchObject({ feePence: 600, groupMax: 14, status: "draft" });
    const missing = await editionRoute
      .loader(routeArgs(asAdmin("/admin/competition/editions/999"), { id: "999" }))
      .catch((e: unknown) => e);
    expect((missing as { init?: { status?: number } }).init?.status).toBe(404);
    const audit = await rowsWhere(db(), auditLog, eq(auditLog.target, `competition_edition:${id}`));
    expect(audit.map((entry) => entry.action)).toEqual([
      "competition.edition.create",
      "competition.edition.update",
    ]);
  });
});
