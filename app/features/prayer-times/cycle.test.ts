import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/time/london";
import { prayerDay as day, WINTER } from "#tests/support/prayer-times";
import { countdown, prayerEvents, type ScreenSettings, screenPhase, upcomingPrayer } from "./cycle";
import { screenState } from "./display/screen-state";
import { planDay } from "./iqamah";
import { DEFAULT_JUMMAH, prayerRows } from "./prayers";
import { upcomingOccurrences } from "./weekly-events";

const at = (date: string, time: string) => instantAt(date, time);

describe("a day's rows, as every page draws them", () => {
  it("pairs each adhan with its iqamah; on Fridays Dhuhr is Jumu'ah unless the admin asks", () => {
    const rows = (date: string, jummah?: boolean) =>
      prayerRows(day(date), { jummah }).map((row) => [row.label, row.adhan, row.iqamah]);
    expect(rows("2025-12-01")).toEqual([
      ["Fajr", "05:54", "06:00"],
      ["Sunrise", "07:33", null],
      ["Dhuhr", "11:53", "13:15"],
      ["Asr", "14:14", "16:00"],
      ["Maghrib", "16:05", "16:10"],
      ["Isha", "17:34", "19:00"],
    ]);
    expect(rows("2025-12-05")[2]).toEqual(["Jumu'ah", "11:53", "13:30"]);
    expect(prayerRows(day("2025-12-05"))[2]?.arabicLabel).toBe("الجمعة");
    expect(rows("2025-12-05", false)[2]).toEqual(["Dhuhr", "11:53", "13:15"]);
  });
});

describe("next prayer and the screen's cycle", () => {
  const monday = day("2025-12-01");
  const tuesday = day("2025-12-02");
  const friday = day("2025-12-05");
  const settings: ScreenSettings = {
    prayerMinutes: { fajr: 10, dhuhr: 10, asr: 10, maghrib: 10, isha: 12, jummah: 30 },
    adhkarMinutes: 5,
    standby: { enabled: true, minutesAfterIsha: 60, minutesBeforeFajr: 30 },
  };
  const events = prayerEvents([monday, tuesday]);
  /** Checks the screen's phase at each time of 1 December that `timeline` names. */
  const expectTimeline = (
    dayEvents: ReturnType<typeof prayerEvents>,
    timeline: Record<string, ReturnType<typeof screenPhase>["kind"]>,
  ) => {
    const seen = Object.keys(timeline).map((time) => [
      time,
      screenPhase(dayEvents, at("2025-12-01", time), settings).kind,
    ]);
    expect(Object.fromEntries(seen)).toEqual(timeline);
  };

  it("counts down to the adhan, then to the iqamah", () => {
    const beforeAsr = upcomingPrayer(events, at("2025-12-01", "14:00"));
    expect(beforeAsr).toMatchObject({
      stage: "adhan",
      event: { prayer: "asr", date: "2025-12-01" },
    });
    expect(countdown(beforeAsr?.target as number, at("2025-12-01", "14:00"))).toBe("00:14:00");
    const afterAdhan = upcomingPrayer(events, at("2025-12-01", "14:20"));
    expect(afterAdhan).toMatchObject({ stage: "iqamah", event: { prayer: "asr" } });
    expect(countdown(afterAdhan?.target as number, at("2025-12-01", "14:20"))).toBe("01:40:00");
  });

  it("moves from Isha to tomorrow's Fajr, across midnight", () => {
    expect(upcomingPrayer(events, at("2025-12-01", "19:00") + 1000)).toMatchObject({
      stage: "adhan",
      event: { prayer: "fajr", date: "2025-12-02" },
    });
    const justAfterMidnight = upcomingPrayer(events, at("2025-12-02", "00:00") + 5000);
    expect(justAfterMidnight?.event).toMatchObject({ prayer: "fajr", date: "2025-12-02" });
    expect(countdown(justAfterMidnight?.target as number, at("2025-12-02", "00:00") + 5000)).toBe(
      "05:53:55",
    );
  });

  it("follows adhan → iqamah countdown → prayer → adhkar → normal with fixed iqamah", () => {
    expectTimeline(events, {
      "11:52": "normal",
      "11:53": "iqamah-countdown",
      "13:14": "iqamah-countdown",
      "13:15": "prayer",
      "13:24": "prayer",
      "13:25": "adhkar",
      "13:30": "normal",
    });
  });

  it("follows the cycle with a minutes-after-adhan iqamah too (Maghrib + 5)", () => {
    const planned = planDay({
      date: "2025-12-01",
      times: WINTER,
      source: "calculated",
      hijriDate: "",
      iqamahRules: [
        { prayer: "asr", mode: "fixed", time: "14:30", validFrom: null, validTo: null },
        { prayer: "maghrib", mode: "offset", minutes: 5, validFrom: null, validTo: null },
      ],
      jummahRules: [],
    });
    expect(planned.iqamah.maghrib).toBe("16:10");
    expectTimeline(prayerEvents([planned]), {
      "16:04": "normal",
      "16:05": "iqamah-countdown",
      "16:10": "prayer",
      "16:20": "adhkar",
      "16:25": "normal",
    });
  });

  it("dims from Isha + 60 minutes until Fajr − 30 minutes when standby is on", () => {
    const kind = (date: string, time: string, standby = settings.standby) =>
      screenPhase(events, at(date, time), { ...settings, standby }).kind;
    expect(kind("2025-12-01", "19:59")).toBe("normal");
    expect(kind("2025-12-01", "20:00")).toBe("standby");
    expect(kind("2025-12-02", "05:23")).toBe("standby");
    expect(kind("2025-12-02", "05:24")).toBe("normal");
    expect(kind("2025-12-01", "22:00", { ...settings.standby, enabled: false })).toBe("normal");
  });

  it("is not in standby in the day between two nights", () => {
    const threeDays = prayerEvents([monday, tuesday, day("2025-12-03")]);
    const kind = (time: string) => screenPhase(threeDays, at("2025-12-02", time), settings).kind;
    expect(kind("05:23")).toBe("standby");
    expect(kind("10:00")).toBe("normal");
    expect(kind("20:00")).toBe("standby");
  });

  it("names every prayer in Arabic beside its English name", () => {
    const data = {
      generatedAt: 0,
      days: [day("2025-12-01")],
      screen: settings,
      events: [],
      announcements: [],
    };
    const rows = screenState(data, at("2025-12-01", "10:00")).rows;
    expect(rows.map((row) => [row.label, row.arabicLabel])).toEqual([
      ["Fajr", "الفجر"],
      ["Sunrise", "الشروق"],
      ["Dhuhr", "الظهر"],
      ["Asr", "العصر"],
      ["Maghrib", "المغرب"],
      ["Isha", "العشاء"],
    ]);
  });

  it("makes Friday's Dhuhr Jumu'ah, with its own iqamah, and keeps the times on screen", () => {
    const data = {
      generatedAt: 0,
      days: [friday],
      screen: settings,
      events: [],
      announcements: [],
    };
    const state = screenState(data, at("2025-12-05", "13:35"));
    expect(state.phase).toBe("jummah-prayer");
    expect(state.rows.find((row) => row.name === "dhuhr")).toMatchObject({
      label: "Jumu'ah",
      arabicLabel: "الجمعة",
      iqamah: "13:30",
    });
    expect(state.jummah).toEqual(DEFAULT_JUMMAH);
    expect(screenState(data, at("2025-12-05", "12:00")).next).toEqual({
      label: "Jumu'ah iqamah",
      caption: "Iqamah in",
      countdown: "01:30:00",
    });
  });
});

describe("the wall screen through the evening", () => {
  const settings: ScreenSettings = {
    prayerMinutes: { fajr: 10, dhuhr: 10, asr: 10, maghrib: 10, isha: 12, jummah: 30 },
    adhkarMinutes: 5,
    standby: { enabled: false, minutesAfterIsha: 60, minutesBeforeFajr: 30 },
  };
  const evening = (first: string, second: string) => ({
    generatedAt: 0,
    days: [
      { ...day(first), hijriDate: "10 Jumada II 1447 AH" },
      // Tomorrow's Fajr one minute later, so the table's day can be told apart.
      {
        ...day(second, { times: { ...WINTER, fajr: "05:55" } }),
        hijriDate: "11 Jumada II 1447 AH",
      },
    ],
    screen: settings,
    events: [],
    announcements: [],
  });

  it("turns the Hijri date at Maghrib, when the Islamic day begins", () => {
    const data = evening("2025-12-01", "2025-12-02");
    expect(screenState(data, at("2025-12-01", "16:04")).hijri).toBe("10 Jumada II 1447 AH");
    expect(screenState(data, at("2025-12-01", "16:05")).hijri).toBe("11 Jumada II 1447 AH");
  });

  it("shows tomorrow's times once Isha, its prayer and its adhkar are over", () => {
    const data = evening("2025-12-01", "2025-12-02");
    const during = screenState(data, at("2025-12-01", "19:16"));
    expect(during.timesHeading).toBe("Prayer");
    expect(during.rows[0]?.adhan).toBe(day("2025-12-01").times.fajr);
    const after = screenState(data, at("2025-12-01", "19:17"));
    expect(after.timesHeading).toBe("Tomorrow");
    expect(after.date).toBe("Monday 1 December 2025");
    expect(after.rows[0]).toMatchObject({ name: "fajr", adhan: "05:55" });
    expect(after.rows.find((row) => row.next)?.name).toBe("fajr");
  });

  it("shows Friday's Jumu'ah after Isha on Thursday", () => {
    const data = evening("2025-12-04", "2025-12-05");
    expect(screenState(data, at("2025-12-04", "18:00")).jummah).toBeNull();
    expect(screenState(data, at("2025-12-04", "19:17")).jummah).toEqual(DEFAULT_JUMMAH);
  });

  it("keeps today's times on the last day it holds", () => {
    const data = { ...evening("2025-12-01", "2025-12-02"), days: [day("2025-12-01")] };
    expect(screenState(data, at("2025-12-01", "22:00")).timesHeading).toBe("Prayer");
  });
});

describe("the wall screen across the clock changes", () => {
  const data = (dates: string[]) => ({
    generatedAt: 0,
    days: dates.map((date) => day(date)),
    screen: {
      prayerMinutes: { fajr: 10, dhuhr: 10, asr: 10, maghrib: 10, isha: 12, jummah: 30 },
      adhkarMinutes: 5,
      standby: { enabled: false, minutesAfterIsha: 60, minutesBeforeFajr: 30 },
    },
    events: [],
    announcements: [],
  });

  it("jumps from 00:59:59 to 02:00:00 in March and counts down to Fajr in real time", () => {
    const march = data(["2027-03-27", "2027-03-28"]);
    const beforeTheJump = Date.UTC(2027, 2, 28, 0, 59, 59);
    expect(screenState(march, beforeTheJump).clock).toBe("00:59:59");
    expect(screenState(march, beforeTheJump + 1000).clock).toBe("02:00:00");
    // 00:30 GMT to Fajr at 05:54 BST (04:54 GMT): 4 h 24 min, not 5 h 24 min.
    expect(screenState(march, instantAt("2027-03-28", "00:30")).next).toEqual({
      label: "Fajr",
      caption: "Adhan in",
      countdown: "04:24:00",
    });
  });

  it("lives the hour after 01:00 twice in October and counts down to Fajr in real time", () => {
    const october = data(["2027-10-30", "2027-10-31"]);
    const lastSummerSecond = Date.UTC(2027, 9, 31, 0, 59, 59);
    expect(screenState(october, lastSummerSecond).clock).toBe("01:59:59");
    expect(screenState(october, lastSummerSecond + 1000).clock).toBe("01:00:00");
    // 00:30 BST (23:30 GMT on Saturday) to Fajr at 05:54 GMT: 6 h 24 min.
    expect(screenState(october, Date.UTC(2027, 9, 30, 23, 30)).next?.countdown).toBe("06:24:00");
  });
});

describe("weekly events", () => {
  it("lists this week's active occurrences from now, soonest first", () => {
    const events = [
      {
        id: 1,
        position: 0,
        title: "Tafsir",
        dayOfWeek: 1,
        startTime: "19:30",
        endTime: "20:30",
        location: "",
        description: "",
        active: true,
      },
      {
        id: 2,
        position: 1,
        title: "Hidden",
        dayOfWeek: 1,
        startTime: "18:00",
        endTime: "19:00",
        location: "",
        description: "",
        active: false,
      },
      {
        id: 3,
        position: 2,
        title: "Youth",
        dayOfWeek: 5,
        startTime: "18:30",
        endTime: "20:30",
        location: "",
        description: "",
        active: true,
      },
    ];
    const monday = (time: string) => at("2025-12-01", time);
    expect(
      upcomingOccurrences(events, monday("12:00")).map((event) => `${event.title} ${event.date}`),
    ).toEqual(["Tafsir 2025-12-01", "Youth 2025-12-05"]);
    expect(upcomingOccurrences(events, monday("20:00"))[0]?.title).toBe("Tafsir");
    expect(upcomingOccurrences(events, monday("20:31"))[0]?.date).toBe("2025-12-05");
  });
});
