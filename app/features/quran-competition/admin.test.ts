import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, competitionRegistrations } from "#app/lib/db/schema";
import { answer, getAs, postAs } from "#tests/support/actions";
import { expectRegisterForAdministratorsOnly } from "#tests/support/admin";
import { setupAccounts } from "#tests/support/auth";
import { setupTestDatabase } from "#tests/support/database";
import { queuedEmails } from "#tests/support/outbox";
import { registerEntry } from "./competition.server";
import type { Edition } from "./editions";
import { findEdition } from "./editions.server";
import * as adminRoute from "./routes/admin-competition";
import * as exportRoute from "./routes/admin-competition-export";
import * as scoresRoute from "./routes/admin-competition-scores";
import { STATUS } from "./rules";

const { db } = setupTestDatabase();

const { cookies } = setupAccounts(db, {
  admin: { name: "Admin", email: "admin@example.org", role: "admin" },
  user: { name: "User", email: "user@example.org" },
});
/** The 2025 edition, which the migration makes (the current one: no later edition exists). */
let edition2025: Edition;
beforeAll(async () => {
  const edition = await findEdition(1);
  if (!edition) throw new Error("the migration made no 2025 edition");
  edition2025 = edition;
});

const entry = (child: string, group = "A") => ({
  registering_as: "child" as const,
  child_name: child,
  parent_name: "Omar Farouk",
  parent_phone: "07700 900222",
  parent_email: "omar@example.org",
  age: 12,
  postcode: "WD17 1AA",
  gender: "Male" as const,
  category: 1,
  group,
});

type Reply = { result: { error?: Record<string, string[]> } };

/** The action's answer: a message, or a form's errors (typed by each test as it reads them). */
const post = (cookie: string, fields: Record<string, string>) =>
  adminRoute.action(postAs(cookie, "/admin/competition", fields)) as Promise<never>;
const get = (cookie: string) => adminRoute.loader(getAs(cookie, "/admin/competition"));
const registration = async (id: string) =>
  (
    await db().select().from(competitionRegistrations).where(eq(competitionRegistrations.id, id))
  )[0];
const auditedActions = async (target: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.target, target))).map((row) => row.action);

describe("/admin/competition", () => {
  it("is for administrators only", () =>
    expectRegisterForAdministratorsOnly(
      "/admin/competition",
      adminRoute,
      exportRoute,
      cookies.user,
    ));

  it("counts each group against 10–15, marks paid once, moves between groups (audited) and exports CSV", async () => {
    const first = await registerEntry(entry("Zayd"), edition2025);
    await registerEntry(entry("Bilal"), edition2025);
    const view = await get(cookies.admin);
    const groupA = view.categories[0]?.groups[0];
    expect(groupA).toMatchObject({ id: "A", count: 2, paid: 0, capacity: "under" });

    expect(answer(await post(cookies.admin, { intent: "mark-paid", id: first.id })).data).toEqual({
      message: "Zayd marked as paid.",
    });
    const again = answer<Reply>(await post(cookies.admin, { intent: "mark-paid", id: first.id }));
    expect(again.status).toBe(409);
    expect(again.data?.result.error).toEqual({
      "": ["Only a registration pending payment can be marked as paid."],
    });
    expect(await registration(first.id)).toMatchObject({
      status: STATUS.paid,
      paidBy: "manual:admin@example.org",
    });
    expect(await queuedEmails(db(), "competition-payment-confirmation")).toHaveLength(1);

    const elsewhere = answer(
      await post(cookies.admin, { intent: "move", id: first.id, group: "8-10" }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.data).toMatchObject({
      id: first.id,
      intent: "move",
      result: { error: { group: ["Please choose a group of the participant's category."] } },
    });
    expect(
      answer(await post(cookies.admin, { intent: "move", id: first.id, group: "C" })).data,
    ).toEqual({
      message: "Zayd moved to Group C.",
    });
    const after = await get(cookies.admin);
    expect(after.categories[0]?.groups.map((group) => group.count)).toEqual([1, 0, 1, 0, 0]);

    expect((await auditedActions(`competition_registration:${first.id}`)).sort()).toEqual([
      "competition.mark-paid",
      "competition.move-group",
    ]);

    const response = (await exportRoute.loader(
      getAs(cookies.admin, "/admin/competition/export.csv"),
    )) as Response;
    const text = await response.text();
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(text).toContain("Zayd,child,12,Male,WD17 1AA,1. Hifdh first 10 Juz,Group C,Paid");
    expect(text).toContain("Bilal");
  });

  it("refuses an unknown action and a move without a group, changing nothing", async () => {
    const row = await registerEntry(entry("Ammar", "E"), edition2025);
    const unknown = answer<Reply>(await post(cookies.admin, { intent: "delete", id: row.id }));
    expect(unknown.status).toBe(400);
    expect(unknown.data?.result.error).toEqual({ intent: ["Unknown action."] });
    const noGroup = answer<Reply>(
      await post(cookies.admin, { intent: "move", id: row.id, group: "" }),
    );
    expect(noGroup.status).toBe(400);
    expect(noGroup.data?.result.error).toEqual({
      group: ["Please choose a group of the participant's category."],
    });
    const missing = answer<Reply>(
      await post(cookies.admin, {
        intent: "mark-paid",
        id: "00000000-0000-4000-8000-000000000000",
      }),
    );
    expect(missing.data?.result.error).toEqual({
      "": ["Only a registration pending payment can be marked as paid."],
    });
    expect(await registration(row.id)).toMatchObject({ group: "E", status: STATUS.pending });
  });

  it("counts the migrated 2025 edition's groups against 10–15 (editions.test.ts names each state)", () => {
    expect(edition2025).toMatchObject({ groupMin: 10, groupMax: 15 });
  });

  it("saves the judges' scores, ranks the group and flags ties (audited)", async () => {
    const a = await registerEntry(entry("Huda", "D"), edition2025);
    const b = await registerEntry(entry("Sumayyah", "D"), edition2025);
    const c = await registerEntry(entry("Khadijah", "D"), edition2025);
    const params = { category: "1", group: "D" };
    const send = (fields: Record<string, string>) =>
      scoresRoute.action(
        postAs(cookies.admin, "/admin/competition/scores/1/D", fields, params),
      ) as Promise<never>;
    const bad = answer<Reply>(await send({ [`score.${a.id}.0`]: "11", [`score.${b.id}.0`]: "8" }));
    expect(bad.status).toBe(400);
    expect(bad.data?.result.error).toEqual({
      "": ["Scores must be whole numbers from 0 to 10. Nothing was saved."],
      [`score.${a.id}.0`]: ["Enter a whole number from 0 to 10"],
    });
    expect((await registration(b.id))?.scores).toBeNull();
    const scores = (id: string, values: number[]) =>
      Object.fromEntries(values.map((value, index) => [`score.${id}.${index}`, String(value)]));
    const saved = answer(
      await send({
        ...scores(a.id, [8, 8, 8]),
        ...scores(b.id, [9, 9, 9]),
        ...scores(c.id, [7, 9, 8]),
      }),
    );
    expect(saved.data).toEqual({ message: "Scores saved." });
    const sheet = await scoresRoute.loader(
      getAs(cookies.admin, "/admin/competition/scores/1/D", params),
    );
    expect(sheet.ranking.map((row) => [row.name, row.total, row.rank, row.tied])).toEqual([
      ["Sumayyah", 27, 1, false],
      ["Huda", 24, 2, true],
      ["Khadijah", 24, 2, true],
    ]);
    expect(await auditedActions("competition_group:1/D")).toEqual(["competition.scores"]);
    const missing = await scoresRoute
      .loader(
        getAs(cookies.admin, "/", {
          category: "3",
          group: "A",
        }),
      )
      .catch((e: unknown) => e);
    expect((missing as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it("refuses a scoring sheet saved since it was opened, naming whose scores differ, and takes it once sent again", async () => {
    const amina = await registerEntry(entry("Amina Khan", "B"), edition2025);
    const yusuf = await registerEntry(entry("Yusuf Ali", "B"), edition2025);
    const params = { category: "1", group: "B" };
    const path = "/admin/competition/scores/1/B";
    const open = () => scoresRoute.loader(getAs(cookies.admin, path, params));
    const send = async (fields: Record<string, string>) =>
      answer<Reply & { message?: string; version?: string }>(
        (await scoresRoute.action(postAs(cookies.admin, path, fields, params))) as never,
      );
    const scores = (id: string, values: number[]) =>
      Object.fromEntries(values.map((value, index) => [`score.${id}.${index}`, String(value)]));
    const headJudge = await open();
    const judge = await open();
    expect(judge.version).toMatch(/^\d+$/);

    const theirs = scores(amina.id, [8, 8, 8]);
    expect((await send({ ...theirs, version: String(headJudge.version) })).data?.message).toBe(
      "Scores saved.",
    );
    const mine = { ...scores(amina.id, [6, 7, 6]), ...scores(yusuf.id, [9, 9, 9]) };
    const refused = await send({ ...mine, version: String(judge.version) });
    expect(refused.status).toBe(409);
    expect(refused.data?.result.error).toEqual({
      "": [
        "Someone else saved this scoring sheet after you opened it. Their version differs from yours in: Scores of Amina Khan. Your text is still in the form: save again to replace their version with yours, or reload the page to start from theirs.",
      ],
    });
    // What this judge typed comes back to them; nothing of it was written.
    expect(refused.data?.result).toMatchObject({
      initialValue: { score: { [amina.id]: { "0": "6", "1": "7", "2": "6" } } },
    });
    expect((await registration(amina.id))?.scores).toEqual([8, 8, 8]);
    expect((await registration(yusuf.id))?.scores).toBeNull();
    expect(refused.data?.version).toBe((await open()).version);

    expect((await send({ ...mine, version: String(refused.data?.version) })).status).toBe(200);
    expect((await open()).sheet.map((row) => row.scores)).toEqual([
      [6, 7, 6],
      [9, 9, 9],
    ]);
    // An old tab sends no version: its save is taken as before.
    expect((await send(theirs)).data?.message).toBe("Scores saved.");
    expect((await registration(amina.id))?.scores).toEqual([8, 8, 8]);
  });
});
