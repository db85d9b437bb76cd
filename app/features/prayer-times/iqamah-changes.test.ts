import { describe, expect, it } from "vitest";
import { iqamahChanges } from "./iqamah-changes";
import type { PrayerDay } from "./prayers";

function day(
  date: string,
  adhan: Partial<PrayerDay["times"]>,
  iqamah: Partial<PrayerDay["iqamah"]>,
) {
  return {
    date,
    hijriDate: "",
    source: "calculated",
    times: {
      fajr: "06:00",
      sunrise: "07:40",
      dhuhr: "12:00",
      asr: "14:00",
      maghrib: "16:00",
      isha: "17:40",
      ...adhan,
    },
    iqamah: {
      fajr: "06:30",
      dhuhr: "12:30",
      asr: "14:30",
      maghrib: "16:05",
      isha: "19:30",
      ...iqamah,
    },
    jummah: { doors: "12:30", khutbah: "12:45", iqamah: "13:15" },
  } as PrayerDay;
}

describe("tomorrow's iqamah changes", () => {
  it("names a fixed time the centre moved, and not one that follows the adhan", () => {
    const today = day("2026-11-29", {}, {});
    // Maghrib follows sunset (+5 min) and moves with it; Isha moves from 19:30 to 19:45.
    const tomorrow = day("2026-11-30", { maghrib: "15:59" }, { maghrib: "16:04", isha: "19:45" });
    expect(iqamahChanges(today, tomorrow)).toEqual([
      { prayer: "isha", label: "Isha", from: "19:30", to: "19:45" },
    ]);
  });

  it("finds nothing when only the adhan moves", () => {
    const today = day("2026-11-29", {}, {});
    expect(iqamahChanges(today, day("2026-11-30", { fajr: "06:01", isha: "17:39" }, {}))).toEqual(
      [],
    );
  });
});
