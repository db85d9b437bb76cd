import { describe, expect, it } from "vitest";
import { instantAt, localClock, localDate } from "./london";

/** What the helpers answered before they remembered offsets: Intl asked at every instant. */
const reference = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function referenceWall(instant: number): { date: string; clock: string } {
  const part = (type: string) =>
    reference.formatToParts(new Date(instant)).find((entry) => entry.type === type)?.value;
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    clock: `${part("hour")}:${part("minute")}:${part("second")}`,
  };
}

const MINUTE = 60_000;

/** Every 7 minutes 13 seconds across both 2026 clock changes, and a spread over three years. */
const instants = [
  ...Array.from(
    { length: 400 },
    (_, index) => Date.parse("2026-03-28T22:00:00Z") + index * (7 * MINUTE + 13_000),
  ),
  ...Array.from(
    { length: 400 },
    (_, index) => Date.parse("2026-10-24T22:00:00Z") + index * (7 * MINUTE + 13_000),
  ),
  ...Array.from(
    { length: 400 },
    (_, index) => Date.parse("2025-01-01T00:00:00Z") + index * 2_748_123_457 * 0.1,
  ),
];

describe("Europe/London helpers with remembered offsets", () => {
  it("read the same date and clock as Intl at every instant, twice over", () => {
    for (const round of [1, 2]) {
      for (const instant of instants) {
        const expected = referenceWall(instant);
        expect({ round, date: localDate(instant), clock: localClock(instant) }).toEqual({
          round,
          ...expected,
        });
      }
    }
  });

  it("map every wall-clock minute of the clock-change days back to an instant showing it", () => {
    for (const date of ["2026-03-29", "2026-10-25", "2027-03-28"]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        const instant = instantAt(date, time);
        const wall = referenceWall(instant);
        // 01:00–01:59 does not exist on the spring day: it lands an hour later, as before.
        if (date.endsWith("-03-29") || date.endsWith("-03-28")) {
          if (time.startsWith("01:")) {
            expect(wall).toEqual({ date, clock: `02:${time.slice(3)}:00` });
            continue;
          }
        }
        expect(wall).toEqual({ date, clock: `${time}:00` });
      }
    }
  });

  it("give the later (GMT) of the two instants for a time the autumn change repeats, as before", () => {
    expect(new Date(instantAt("2026-10-25", "01:30")).toISOString()).toBe(
      "2026-10-25T01:30:00.000Z",
    );
  });
});
