import { describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { instantAt } from "#app/lib/time/london";
import { prayerDay } from "#tests/support/prayer-times";
import {
  type CalendarChoice,
  calendarChoice,
  calendarEntries,
  calendarName,
  calendarOptions,
  calendarQuery,
  DEFAULT_CALENDAR_CHOICE,
  prayerCalendar,
} from "./calendar";
import type { JumuahSettings } from "./jumuah";

const THURSDAY = "2025-12-04";
const FRIDAY = "2025-12-05";
const DAYS = [prayerDay(THURSDAY), prayerDay(FRIDAY)];
const ONE_SESSION: JumuahSettings = { firstLanguage: "English and Arabic", furtherSessions: [] };
const TWO_SESSIONS: JumuahSettings = {
  firstLanguage: "English and Arabic",
  furtherSessions: [{ khutbah: "14:15", iqamah: "14:45", language: "Urdu" }],
};

const choice = (query: string) => calendarChoice(new URLSearchParams(query));
const entries = (query: string, jumuah = ONE_SESSION) =>
  calendarEntries(DAYS, jumuah, choice(query)).map((entry) => [entry.uid, entry.summary]);

describe("the calendar's choice, from a query", () => {
  it("is every prayer's jama'at when the query says nothing", () => {
    expect(choice("")).toEqual(DEFAULT_CALENDAR_CHOICE);
    expect(DEFAULT_CALENDAR_CHOICE).toEqual({
      prayers: ["fajr", "dhuhr", "asr", "maghrib", "isha", "jumuah"],
      times: "jamaat",
    });
  });

  it("reads a comma-separated list or a form's repeated fields, in the day's order", () => {
    expect(choice("prayers=isha,Fajr&times=beginnings")).toEqual({
      prayers: ["fajr", "isha"],
      times: "beginnings",
    });
    expect(choice("prayers=jumuah&prayers=asr").prayers).toEqual(["asr", "jumuah"]);
  });

  it("ignores unknown names and times, and means every prayer when none is left", () => {
    expect(choice("prayers=fajr,tahajjud&times=later")).toEqual({
      prayers: ["fajr"],
      times: "jamaat",
    });
    expect(choice("prayers=tahajjud,")).toEqual(DEFAULT_CALENDAR_CHOICE);
  });

  it("allows Sunrise with beginning times only", () => {
    expect(choice("prayers=fajr,sunrise").prayers).toEqual(["fajr"]);
    expect(choice("prayers=sunrise").prayers).toEqual(DEFAULT_CALENDAR_CHOICE.prayers);
    expect(choice("prayers=fajr,sunrise&times=beginnings").prayers).toEqual(["fajr", "sunrise"]);
  });

  it("writes the query back, empty for the default so the plain address stays the same", () => {
    expect(calendarQuery(choice("prayers=isha,asr,fajr,dhuhr,maghrib,jumuah"))).toBe("");
    expect(calendarQuery(choice("prayers=isha,fajr"))).toBe("?prayers=fajr,isha");
    expect(calendarQuery(choice("times=beginnings"))).toBe("?times=beginnings");
    expect(calendarQuery(choice("prayers=sunrise&times=beginnings"))).toBe(
      "?prayers=sunrise&times=beginnings",
    );
  });

  it("names the calendar after the choice", () => {
    const name = (query: string) => calendarName(choice(query), "WIC");
    expect(name("")).toBe("WIC iqamah times");
    expect(name("prayers=fajr,isha")).toBe("WIC Fajr and Isha jama'at");
    expect(name("prayers=fajr,asr,jumuah")).toBe("WIC Fajr, Asr and Jumu'ah jama'at");
    expect(name("times=beginnings")).toBe("WIC prayer beginning times");
    expect(name("prayers=fajr,sunrise&times=beginnings")).toBe(
      "WIC Fajr and Sunrise beginning times",
    );
  });

  it("ticks the form's boxes as chosen", () => {
    expect(
      calendarOptions(choice("prayers=fajr,sunrise&times=beginnings")).map((option) => [
        option.label,
        option.checked,
      ]),
    ).toEqual([
      ["Fajr", true],
      ["Sunrise (beginning times only)", true],
      ["Dhuhr", false],
      ["Asr", false],
      ["Maghrib", false],
      ["Isha", false],
      ["Jumu'ah", false],
    ]);
  });
});

describe("the calendar's entries", () => {
  it("jama'at: each iqamah, and on Fridays the Jumu'ah sessions instead of Dhuhr", () => {
    expect(entries("", TWO_SESSIONS)).toEqual([
      [`${THURSDAY}-fajr`, "Fajr iqamah"],
      [`${THURSDAY}-dhuhr`, "Dhuhr iqamah"],
      [`${THURSDAY}-asr`, "Asr iqamah"],
      [`${THURSDAY}-maghrib`, "Maghrib iqamah"],
      [`${THURSDAY}-isha`, "Isha iqamah"],
      [`${FRIDAY}-fajr`, "Fajr iqamah"],
      [`${FRIDAY}-jummah`, "Jumu'ah iqamah"],
      [`${FRIDAY}-jummah-2`, "2nd Jumu'ah iqamah (Urdu)"],
      [`${FRIDAY}-asr`, "Asr iqamah"],
      [`${FRIDAY}-maghrib`, "Maghrib iqamah"],
      [`${FRIDAY}-isha`, "Isha iqamah"],
    ]);
    const [fridayJumuah] = calendarEntries(
      [prayerDay(FRIDAY)],
      ONE_SESSION,
      choice("prayers=jumuah"),
    );
    expect(fridayJumuah?.start).toBe(instantAt(FRIDAY, "13:30"));
  });

  it("jama'at: Friday's Dhuhr jama'at is the Jumu'ah, so Dhuhr alone has no Friday entry", () => {
    expect(entries("prayers=dhuhr")).toEqual([[`${THURSDAY}-dhuhr`, "Dhuhr iqamah"]]);
    expect(entries("prayers=jumuah", TWO_SESSIONS)).toEqual([
      [`${FRIDAY}-jummah`, "Jumu'ah iqamah"],
      [`${FRIDAY}-jummah-2`, "2nd Jumu'ah iqamah (Urdu)"],
    ]);
  });

  it("beginnings: each adhan every day, Dhuhr on Fridays too, and Jumu'ah at each khutbah", () => {
    expect(entries("prayers=sunrise,dhuhr,jumuah&times=beginnings", TWO_SESSIONS)).toEqual([
      [`${THURSDAY}-sunrise-begins`, "Sunrise"],
      [`${THURSDAY}-dhuhr-begins`, "Dhuhr begins"],
      [`${FRIDAY}-sunrise-begins`, "Sunrise"],
      [`${FRIDAY}-dhuhr-begins`, "Dhuhr begins"],
      [`${FRIDAY}-jummah-khutbah`, "Jumu'ah khutbah"],
      [`${FRIDAY}-jummah-2-khutbah`, "2nd Jumu'ah khutbah (Urdu)"],
    ]);
    const [fajr] = calendarEntries(DAYS, ONE_SESSION, choice("prayers=fajr&times=beginnings"));
    expect(fajr).toEqual({
      uid: `${THURSDAY}-fajr-begins`,
      start: instantAt(THURSDAY, "05:54"),
      summary: "Fajr begins",
    });
  });

  it("beginnings: every prayer's adhan, without Sunrise unless asked", () => {
    expect(entries("times=beginnings").filter(([uid]) => uid?.startsWith(THURSDAY))).toEqual([
      [`${THURSDAY}-fajr-begins`, "Fajr begins"],
      [`${THURSDAY}-dhuhr-begins`, "Dhuhr begins"],
      [`${THURSDAY}-asr-begins`, "Asr begins"],
      [`${THURSDAY}-maghrib-begins`, "Maghrib begins"],
      [`${THURSDAY}-isha-begins`, "Isha begins"],
    ]);
  });

  it("a feed that calendar apps read again daily, named after the choice", () => {
    const beginnings: CalendarChoice = { prayers: ["fajr"], times: "beginnings" };
    const feed = prayerCalendar(DAYS, ONE_SESSION, beginnings, {
      host: "example.org",
      now: instantAt(THURSDAY, "10:00"),
      site,
    });
    expect(feed).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\nX-PUBLISHED-TTL:P1D\r\n");
    expect(feed).toContain(`X-WR-CALNAME:${site.shortName} Fajr beginning times\r\n`);
    expect(feed).toContain(
      "UID:2025-12-04-fajr-begins@example.org\r\nDTSTAMP:20251204T100000Z\r\nDTSTART:20251204T055400Z\r\nDTEND:20251204T060900Z\r\nSUMMARY:Fajr begins\r\n",
    );
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
