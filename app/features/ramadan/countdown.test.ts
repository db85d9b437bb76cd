import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/time/london";
import {
  type CountdownDay,
  countdownAt,
  countdownTargets,
  countdownText,
  fastInView,
  minutesLeft,
} from "./countdown";

/** The last days of Ramadan 1448 as the calendar has it (29 days, Eid al-Fitr on 9 March 2027). */
const LAST_DAYS: CountdownDay[] = [
  { date: "2027-03-07", maghrib: "17:58", suhoorEnds: "04:52" },
  { date: "2027-03-08", maghrib: "18:00", suhoorEnds: "04:50" },
  // Eid al-Fitr: no fast.
  { date: "2027-03-09", maghrib: "18:02", suhoorEnds: null },
];
/** The eve of Ramadan and its first two days. */
const FIRST_DAYS: CountdownDay[] = [
  { date: "2027-02-07", maghrib: "16:58", suhoorEnds: null },
  { date: "2027-02-08", maghrib: "17:00", suhoorEnds: "05:35" },
  { date: "2027-02-09", maghrib: "17:02", suhoorEnds: "05:33" },
];

const at = (date: string, time: string, seconds = 0) => instantAt(date, time) + seconds * 1000;
const text = (days: CountdownDay[], now: number) => countdownText(countdownTargets(days), now);

describe("Ramadan's countdown", () => {
  it("counts down to iftar (today's Maghrib) during the day", () => {
    expect(text(LAST_DAYS, at("2027-03-07", "15:44"))).toBe("Iftar in 2 h 14 min");
    // The minutes round up, so it never says "0 min" before iftar.
    expect(text(LAST_DAYS, at("2027-03-07", "17:57", 30))).toBe("Iftar in 1 min");
    expect(text(LAST_DAYS, at("2027-03-07", "16:58"))).toBe("Iftar in 1 h");
    expect(countdownAt(countdownTargets(LAST_DAYS), at("2027-03-07", "12:00"))).toMatchObject({
      kind: "iftar",
      at: at("2027-03-07", "17:58"),
      time: "17:58",
    });
  });

  it("at Maghrib exactly, iftar's is over and the next suhoor's begins", () => {
    expect(text(LAST_DAYS, at("2027-03-07", "17:58") - 1)).toBe("Iftar in 1 min");
    expect(text(LAST_DAYS, at("2027-03-07", "17:58"))).toBe("Suhoor ends in 10 h 52 min");
    expect(countdownAt(countdownTargets(LAST_DAYS), at("2027-03-07", "17:58"))).toMatchObject({
      kind: "suhoor",
      at: at("2027-03-08", "04:50"),
    });
  });

  it("after midnight counts down to the end of that morning's suhoor, then to iftar", () => {
    const fromMidnight = LAST_DAYS.slice(1);
    expect(text(fromMidnight, at("2027-03-08", "02:10"))).toBe("Suhoor ends in 2 h 40 min");
    expect(text(LAST_DAYS, at("2027-03-08", "02:10"))).toBe("Suhoor ends in 2 h 40 min");
    expect(text(LAST_DAYS, at("2027-03-08", "04:50"))).toBe("Iftar in 13 h 10 min");
  });

  it("stops at the last iftar: no suhoor on the night of Eid, nothing on Eid", () => {
    expect(text(LAST_DAYS, at("2027-03-08", "17:59"))).toBe("Iftar in 1 min");
    expect(text(LAST_DAYS, at("2027-03-08", "18:00"))).toBe("");
    expect(text(LAST_DAYS, at("2027-03-09", "03:00"))).toBe("");
    expect(text(LAST_DAYS, at("2027-03-09", "12:00"))).toBe("");
  });

  it("begins at Maghrib on the eve of Ramadan, with the first suhoor", () => {
    expect(text(FIRST_DAYS, at("2027-02-07", "12:00"))).toBe("");
    expect(text(FIRST_DAYS, at("2027-02-07", "16:58"))).toBe("Suhoor ends in 12 h 37 min");
    expect(text(FIRST_DAYS, at("2027-02-08", "12:00"))).toBe("Iftar in 5 h");
  });

  it("puts an imsak written before midnight on the evening before its fast", () => {
    const lateFajr: CountdownDay[] = [
      { date: "2045-06-20", maghrib: "21:20", suhoorEnds: "23:55" },
      { date: "2045-06-21", maghrib: "21:21", suhoorEnds: "23:56" },
    ];
    expect(text(lateFajr, at("2045-06-20", "21:20"))).toBe("Suhoor ends in 2 h 36 min");
    expect(text(lateFajr, at("2045-06-20", "23:56"))).toBe("Iftar in 21 h 25 min");
  });

  it("writes hours and minutes as a person reads them", () => {
    const now = at("2027-03-07", "12:00");
    expect(minutesLeft(now + 45 * 60_000, now)).toBe("45 min");
    expect(minutesLeft(now + 60 * 60_000, now)).toBe("1 h");
    expect(minutesLeft(now + 134 * 60_000, now)).toBe("2 h 14 min");
    expect(minutesLeft(now + 1000, now)).toBe("1 min");
    expect(minutesLeft(now - 1000, now)).toBe("1 min");
  });
});

describe("the fast in view", () => {
  it("is today's until Maghrib, then tomorrow's; none on the night of Eid or before the eve's Maghrib", () => {
    expect(fastInView(LAST_DAYS, at("2027-03-07", "17:57"))).toMatchObject({
      date: "2027-03-07",
      tomorrow: false,
    });
    expect(fastInView(LAST_DAYS, at("2027-03-07", "17:58"))).toMatchObject({
      date: "2027-03-08",
      suhoorEnds: "04:50",
      tomorrow: true,
    });
    expect(fastInView(LAST_DAYS.slice(1), at("2027-03-08", "18:00"))).toBeNull();
    expect(fastInView(FIRST_DAYS, at("2027-02-07", "16:57"))).toBeNull();
    expect(fastInView(FIRST_DAYS, at("2027-02-07", "16:58"))).toMatchObject({
      date: "2027-02-08",
      tomorrow: true,
    });
    expect(fastInView([], at("2027-02-07", "16:58"))).toBeNull();
  });
});
