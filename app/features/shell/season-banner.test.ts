import { describe, expect, it } from "vitest";
import { prayerDays } from "#app/features/prayer-times/index.server";
import { eidDays, eidPrayers, islamicMonthStarts } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { routeArgs } from "#tests/support/actions";
import { setupPrayerTests } from "#tests/support/prayer-times";
import { loader } from "./routes/site-layout";
import { eidBannerText, listOfTimes, ramadanBannerText } from "./season-banner";

const { db } = setupPrayerTests();

const FITR = {
  name: "Eid al-Fitr",
  date: "2027-03-10",
  confirmed: true,
  jamaat: [
    {
      id: 1,
      time: "07:30",
      place: "Main hall",
      language: "English",
      booking: false,
      placesLeft: null,
    },
    { id: 2, time: "09:00", place: "Car park", language: "", booking: true, placesLeft: 40 },
  ],
};

describe("the season's banner: its words", () => {
  it("speaks of the fast in view: today's, or after Maghrib tomorrow's", () => {
    const fast = { year: 1448, day: 12, suhoorEnds: "05:02", iftar: "17:45", tomorrow: false };
    expect(ramadanBannerText(fast)).toBe("Ramadan 1448 · day 12 · Suhoor ends 05:02 · Iftar 17:45");
    expect(ramadanBannerText({ ...fast, day: 13, tomorrow: true })).toBe(
      "Ramadan 1448 · tomorrow, day 13 · Suhoor ends 05:02 · Iftar 17:45",
    );
  });

  it("gives an Eid's day and its jama'at, expected until announced", () => {
    expect(eidBannerText(FITR)).toBe("Eid al-Fitr: Wednesday 10 March · jama'at 07:30 and 09:00");
    expect(eidBannerText({ ...FITR, confirmed: false })).toBe(
      "Eid al-Fitr (expected): Wednesday 10 March · jama'at 07:30 and 09:00",
    );
    expect(listOfTimes(["07:00"])).toBe("07:00");
    expect(listOfTimes(["07:00", "08:00", "09:30"])).toBe("07:00, 08:00 and 09:30");
  });
});

/** The public pages' layout's loader at a moment: the strip's Ramadan and Eid lines. */
const season = async (instant: number) => {
  const { lines, label } = (
    await loader(
      routeArgs(
        new Request("http://localhost/contact", { headers: { Cookie: `wic_test_now=${instant}` } }),
      ),
    )
  ).season;
  const line = (to: string) => lines.find((shown) => shown.to === to)?.text ?? null;
  const strip = { ramadan: line("/ramadan"), eid: line("/eid") };
  // The strip is named after what it shows ("Ramadan and Eid").
  expect(label).toBe(
    [strip.ramadan && "Ramadan", strip.eid && "Eid"].filter(Boolean).join(" and "),
  );
  return strip;
};

describe("the season's banner on every public page (the layout's loader)", () => {
  it("shows Ramadan's fast in view, then the Eid from its first day shown to its day", async () => {
    await db().delete(islamicMonthStarts);
    await db().delete(eidPrayers);
    await db().delete(eidDays);
    expect(await season(instantAt("2027-01-20", "12:00"))).toEqual({ ramadan: null, eid: null });

    // Saturday 20 February 2027: by the calendar, 13 Ramadan 1448.
    const [today, tomorrow] = await prayerDays("2027-02-20", 2);
    if (!today || !tomorrow) throw new Error("no prayer days");
    const day13 = instantAt("2027-02-20", "12:00");
    expect((await season(day13)).ramadan).toMatch(
      new RegExp(
        `^Ramadan 1448 · day 13 · Suhoor ends \\d\\d:\\d\\d · Iftar ${today.times.maghrib}$`,
      ),
    );
    const evening = instantAt("2027-02-20", today.times.maghrib);
    expect((await season(evening)).ramadan).toMatch(
      new RegExp(`^Ramadan 1448 · tomorrow, day 14 · .* · Iftar ${tomorrow.times.maghrib}$`),
    );
    // The eve of Ramadan from its Maghrib; not before.
    const [eve] = await prayerDays("2027-02-07", 1);
    const eveMaghrib = instantAt("2027-02-07", eve?.times.maghrib ?? "");
    expect((await season(eveMaghrib - 60_000)).ramadan).toBeNull();
    expect((await season(eveMaghrib)).ramadan).toMatch(/^Ramadan 1448 · tomorrow, day 1 · /);

    // Eid al-Fitr (9 March 2027 by the calendar), shown from 27 February.
    await db().insert(eidDays).values({ eid: "fitr", hijriYear: 1448, showFrom: "2027-02-27" });
    await db()
      .insert(eidPrayers)
      .values([
        { eid: "fitr", hijriYear: 1448, time: "09:00", place: "Car park" },
        { eid: "fitr", hijriYear: 1448, time: "07:30", place: "Main hall", language: "English" },
      ]);
    expect((await season(instantAt("2027-02-26", "12:00"))).eid).toBeNull();
    const both = await season(instantAt("2027-03-01", "12:00"));
    expect(both.ramadan).toMatch(/^Ramadan 1448 · day 22 · /);
    expect(both.eid).toBe("Eid al-Fitr (expected): Tuesday 9 March · jama'at 07:30 and 09:00");
    // The night of Eid: no more fast in view; on Eid itself the Eid alone, and then nothing.
    const [lastDay] = await prayerDays("2027-03-08", 1);
    const lastIftar = instantAt("2027-03-08", lastDay?.times.maghrib ?? "");
    expect((await season(lastIftar - 60_000)).ramadan).toMatch(/^Ramadan 1448 · day 29 · /);
    expect(await season(lastIftar)).toMatchObject({ ramadan: null, eid: /^Eid al-Fitr/ });
    expect(await season(instantAt("2027-03-09", "20:00"))).toMatchObject({
      ramadan: null,
      eid: /^Eid al-Fitr/,
    });
    expect(await season(instantAt("2027-03-10", "08:00"))).toEqual({ ramadan: null, eid: null });
  });
});
