import { describe, expect, it } from "vitest";
import { auditLog, eidDays, eidPrayers, islamicMonthStarts } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { firstMessages, routeArgs } from "#tests/support/actions";
import { looseAnswer, setupPrayerTests } from "#tests/support/prayer-times";
import { SCREEN_LAYOUTS_FORM_ID } from "../admin-schema";
import * as screensPage from "../routes/admin-prayer-times-screens";
import { loader as displayPage } from "../routes/display";
import { loader as displayJson } from "../routes/display-data";
import { MAX_NAMED_SCREENS } from "./layouts";

const { db, post, get } = setupPrayerTests();

/** The layouts form as the browser sends it: the default layout and every row. */
function layoutsForm(
  defaultLayout: string,
  rows: { name: string; layout?: string }[],
  version?: string,
) {
  const fields: Record<string, string> = { intent: SCREEN_LAYOUTS_FORM_ID, defaultLayout };
  if (version) fields.version = version;
  for (let index = 0; index < MAX_NAMED_SCREENS; index++) {
    fields[`screens[${index}].name`] = rows[index]?.name ?? "";
    fields[`screens[${index}].layout`] = rows[index]?.layout ?? "standard";
  }
  return fields;
}

const save = async (fields: Record<string, string>) =>
  looseAnswer(
    await screensPage.action(routeArgs(post("/admin/prayer-times/screens", fields)) as never),
  );
const open = () => screensPage.loader(routeArgs(get("/admin/prayer-times/screens")) as never);

/** A wall screen's page and its JSON at `instant`, opened at `query`. */
async function screen(instant: number, query = "") {
  const request = (path: string) =>
    new Request(`http://localhost${path}${query}`, {
      headers: { Cookie: `wic_test_now=${instant}` },
    });
  const page = await displayPage(routeArgs(request("/display")) as never);
  const json = await (await displayJson(routeArgs(request("/display/data.json")) as never)).json();
  // The JSON the screen refreshes from (and keeps offline) is the page's own data.
  expect(json).toEqual(JSON.parse(JSON.stringify(page.data)));
  return page.data;
}

describe("the screens' layouts (/admin/prayer-times/screens)", () => {
  it("names screens with their layouts, and each opens at its own address", async () => {
    const saved = await save(
      layoutsForm("standard", [
        { name: "Sisters' hall", layout: "large" },
        { name: "" },
        { name: " Entrance ", layout: "standard" },
      ]),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/prayer-times/screens");
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ action: "prayer-times.screen-layouts" });
    const { layouts } = await open();
    expect(layouts.screens).toEqual([
      { name: "Sisters' hall", layout: "large" },
      { name: "Entrance", layout: "standard" },
    ]);
    expect(layouts.values.screens).toHaveLength(MAX_NAMED_SCREENS);

    const now = instantAt("2025-12-01", "10:00");
    expect((await screen(now, "?screen=sisters-hall")).layout).toBe("large");
    expect((await screen(now, "?screen=entrance")).layout).toBe("standard");
    expect((await screen(now, "?screen=kitchen")).layout).toBe("standard");
    expect((await screen(now)).layout).toBe("standard");

    // Large type for every other screen.
    const { layouts: opened } = await open();
    const all = layoutsForm("large", layouts.screens, opened.version);
    expect((await save(all)).status).toBe(302);
    expect((await screen(now)).layout).toBe("large");
    expect((await screen(now, "?screen=entrance")).layout).toBe("standard");
  });

  it("refuses two screens of the same name, a name too long or without letters, next to each row", async () => {
    const refused = await save(
      layoutsForm("standard", [
        { name: "Main hall" },
        { name: "main  HALL", layout: "large" },
        { name: "x".repeat(41) },
        { name: "!!!" },
      ]),
    );
    expect(refused.status).toBe(400);
    expect(firstMessages((refused.data as { result: { error: never } }).result.error)).toEqual({
      "screens[1].name":
        "Another screen has this name (or one with the same address): choose another",
      "screens[2].name": "Name: at most 40 characters, e.g. Main hall",
      "screens[3].name": "Use letters or numbers in the name, e.g. Main hall",
    });
    expect(await db().select().from(auditLog)).toEqual([]);
    const bad = await save({ ...layoutsForm("standard", []), defaultLayout: "huge" });
    expect(bad.status).toBe(400);
  });

  it("refuses a save over a newer one, naming what differs", async () => {
    const { layouts } = await open();
    const theirs = layoutsForm("large", [{ name: "Main hall" }], layouts.version);
    expect((await save(theirs)).status).toBe(302);
    const mine = layoutsForm("standard", [{ name: "Main hall" }], layouts.version);
    const refused = await save(mine);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.data)).toContain(
      "Their version differs from yours in: Layout of /display, /tv and any screen not named below.",
    );
    expect((await open()).layouts.values.defaultLayout).toBe("large");
  });
});

describe("the wall screens' data in Ramadan and while an Eid is shown", () => {
  it("carries Ramadan's days with their tarawih, and the Eid, for the offline copy too", async () => {
    await db().delete(islamicMonthStarts);
    await db().delete(eidPrayers);
    await db().delete(eidDays);
    const outside = await screen(instantAt("2027-01-20", "12:00"));
    expect(outside).toMatchObject({ ramadan: [], eid: null });

    // Thursday 4 March 2027, 25 Ramadan 1448; the data holds 3 to 12 March.
    const data = await screen(instantAt("2027-03-04", "12:00"));
    expect(data.ramadan.map((day) => [day.date, day.fast])).toEqual([
      ["2027-03-03", 24],
      ["2027-03-04", 25],
      ["2027-03-05", 26],
      ["2027-03-06", 27],
      ["2027-03-07", 28],
      ["2027-03-08", 29],
    ]);
    expect(data.ramadan.at(-1)?.tarawih).toBe("");
    expect(data.ramadan[0]?.tarawih).toMatch(/^\d\d:\d\d$/);
    expect(data.ramadan[0]?.suhoorEnds).toMatch(/^0\d:\d\d$/);

    // The eve: its evening's tarawih (the 1st night), no fast.
    const eve = await screen(instantAt("2027-02-06", "12:00"));
    expect(eve.ramadan.slice(0, 2)).toMatchObject([
      { date: "2027-02-07", fast: 0, suhoorEnds: "" },
      { date: "2027-02-08", fast: 1 },
    ]);
    expect(eve.ramadan[0]?.tarawih).toMatch(/^\d\d:\d\d$/);

    await db().insert(eidDays).values({ eid: "fitr", hijriYear: 1448, showFrom: "2027-02-27" });
    await db()
      .insert(eidPrayers)
      .values([
        { eid: "fitr", hijriYear: 1448, time: "07:30", place: "Main hall", language: "English" },
        { eid: "fitr", hijriYear: 1448, time: "09:00", place: "Car park" },
      ]);
    expect((await screen(instantAt("2027-03-04", "12:00"))).eid).toEqual({
      date: "2027-03-09",
      heading: "Eid al-Fitr · Tuesday 9 March 2027 (expected)",
      text: "07:30 Main hall, khutbah in English · 09:00 Car park",
    });
  });
});
