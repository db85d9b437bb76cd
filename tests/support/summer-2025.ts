import type { Programme, Season } from "#app/features/summer/seasons/season";
import { formDates } from "#app/features/summer/seasons/season";

/** The 2025 leaflet's session dates, as the migration's 2025 season stores them (test data). */
export const SATURDAYS = [
  "2025-07-26",
  "2025-08-02",
  "2025-08-09",
  "2025-08-16",
  "2025-08-23",
  "2025-08-30",
] as const;
export const SUNDAYS = [
  "2025-07-27",
  "2025-08-03",
  "2025-08-10",
  "2025-08-17",
  "2025-08-24",
  "2025-08-31",
] as const;
export const WEDNESDAYS = [
  "2025-07-23",
  "2025-07-30",
  "2025-08-06",
  "2025-08-13",
  "2025-08-20",
  "2025-08-27",
] as const;

const programme2025 = (
  fields: Pick<Programme, "id" | "name" | "short" | "ratePence" | "maxAge" | "offered">,
  dates: readonly string[],
): Programme => ({
  ...fields,
  description: "",
  details: null,
  minAge: 4,
  startTime: "10:00",
  endTime: "13:00",
  extrasFeePence: 500,
  ...formDates(dates),
  unavailable: {},
});

/**
 * The 2025 season as the migration stores it (id 1): what the unit tests price and check
 * against, and what the admin's 2025 register lists.
 */
export const SEASON_2025: Season = {
  id: 1,
  title: "Wicked Wednesdays & Weekends 2025",
  status: "open",
  opensAt: null,
  closesAt: "2025-08-31T22:59:59.000Z",
  rules: { fullWeekDays: 6, fullWeekPercent: 10, siblingPercent: 5 },
  demo: false,
  programmes: [
    programme2025(
      {
        id: "fantastic-5",
        name: "Saturdays – Fantastic 5 (10am–1pm)",
        short: "Fantastic 5",
        ratePence: 2000,
        maxAge: 16,
        offered: true,
      },
      SATURDAYS,
    ),
    programme2025(
      {
        id: "quran",
        name: "Sundays + Wednesdays - Qur'an Intensive (10am–1pm)",
        short: "Qur'an Intensive",
        ratePence: 2000,
        maxAge: 16,
        offered: true,
      },
      [...SUNDAYS, ...WEDNESDAYS],
    ),
    programme2025(
      {
        id: "full-day-camp",
        name: "Full-Day Camp",
        short: "Full-Day Camp",
        ratePence: 3500,
        maxAge: 11,
        offered: false,
      },
      [],
    ),
  ],
};
