import { describe, expect, it } from "vitest";
import { weekday } from "#app/lib/time/calendar";
import { copySeason, moveDateByYear, moveInstantByYear, nextTitle } from "./copy-season.server";

const SATURDAYS_2025 = [
  "2025-07-26",
  "2025-08-02",
  "2025-08-09",
  "2025-08-16",
  "2025-08-23",
  "2025-08-30",
];

describe("moving a date by a year to the same weekday", () => {
  it("moves Sat 26 Jul 2025 to Sat 25 Jul 2026", () => {
    expect(moveDateByYear("2025-07-26")).toBe("2026-07-25");
    expect(weekday("2026-07-25")).toBe(6);
  });

  it("takes the same weekday nearest the same day a year later, across 29 February too", () => {
    // 2027 → 2028 crosses 29 February 2028: the anniversary is two weekdays on.
    expect(moveDateByYear("2027-07-24")).toBe("2028-07-22");
    expect(moveDateByYear("2024-02-29")).toBe("2025-02-27");
    expect(moveDateByYear("2025-12-31")).toBe("2026-12-30");
    for (const date of ["2025-07-23", "2025-07-27", "2027-07-24", "2024-02-29", "2031-01-01"]) {
      const moved = moveDateByYear(date);
      expect(weekday(moved)).toBe(weekday(date));
      const anniversary = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
      const distance = Math.abs(Date.parse(moved) - Date.parse(anniversary)) / 86_400_000;
      expect(distance).toBeLessThanOrEqual(3);
    }
  });

  it("keeps UK wall-clock times of the registration window, summer time or not", () => {
    // 2025-08-31 23:59:59 BST → 2026-08-30 23:59:59 BST.
    expect(moveInstantByYear(new Date("2025-08-31T22:59:59Z")).toISOString()).toBe(
      "2026-08-30T22:59:59.000Z",
    );
    // 9:00 GMT on Mon 3 Mar 2025 → 9:00 GMT on Mon 2 Mar 2026.
    expect(moveInstantByYear(new Date("2025-03-03T09:00:00Z")).toISOString()).toBe(
      "2026-03-02T09:00:00.000Z",
    );
    // 9:00 GMT on Sun 25 Oct 2026 (clocks went back that night) → 9:00 BST on Sun 24 Oct 2027.
    expect(moveInstantByYear(new Date("2026-10-25T09:00:00Z")).toISOString()).toBe(
      "2027-10-24T08:00:00.000Z",
    );
  });
});

describe("copySeason", () => {
  it("makes a draft of next year with the same programmes, capacities and rules", () => {
    const copy = copySeason({
      title: "Wicked Wednesdays & Weekends 2025",
      registrationOpensAt: null,
      registrationClosesAt: new Date("2025-08-31T22:59:59Z"),
      fullWeekDays: 6,
      fullWeekPercent: 10,
      siblingPercent: 5,
      programmes: [
        {
          key: "fantastic-5",
          ratePence: 2000,
          sessions: SATURDAYS_2025.map((date) => ({ date, capacity: 20 })),
        },
      ],
    });
    expect(copy.title).toBe("Wicked Wednesdays & Weekends 2026");
    expect(copy.status).toBe("draft");
    expect(copy.demo).toBe(false);
    expect(copy.registrationOpensAt).toBeNull();
    expect(copy.registrationClosesAt?.toISOString()).toBe("2026-08-30T22:59:59.000Z");
    expect([copy.fullWeekDays, copy.fullWeekPercent, copy.siblingPercent]).toEqual([6, 10, 5]);
    const [programme] = copy.programmes;
    expect(programme?.key).toBe("fantastic-5");
    expect(programme?.ratePence).toBe(2000);
    expect(programme?.sessions.map((session) => session.date)).toEqual([
      "2026-07-25",
      "2026-08-01",
      "2026-08-08",
      "2026-08-15",
      "2026-08-22",
      "2026-08-29",
    ]);
    expect(programme?.sessions.every((session) => session.capacity === 20)).toBe(true);
  });

  it("moves the years of the title, or marks a title without one as a copy", () => {
    expect(nextTitle("Summer 2025")).toBe("Summer 2026");
    expect(nextTitle("Summer 2025/2026")).toBe("Summer 2026/2027");
    expect(nextTitle("Summer at WIC")).toBe("Summer at WIC (copy)");
  });
});
