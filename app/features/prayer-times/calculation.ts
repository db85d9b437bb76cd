import { CalculationMethod, Coordinates, HighLatitudeRule, Madhab, PrayerTimes } from "adhan";
import { site } from "~/lib/config/site";
import type { TimeName } from "./prayers";
import type { PrayerSettings } from "./settings";

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: site.timezone,
});

/** Adhan and sunrise for a YYYY-MM-DD date at the centre, as the centre's wall-clock "HH:MM". */
export function calculateTimes(
  date: string,
  settings: Pick<PrayerSettings, "method" | "madhab" | "highLatitudeRule">,
  coordinates = site.coordinates,
): Record<TimeName, string> {
  const position = new Coordinates(coordinates.latitude, coordinates.longitude);
  const params = CalculationMethod[settings.method]();
  params.madhab = settings.madhab === "hanafi" ? Madhab.Hanafi : Madhab.Shafi;
  params.highLatitudeRule =
    settings.highLatitudeRule === "recommended"
      ? HighLatitudeRule.recommended(position)
      : HighLatitudeRule[settings.highLatitudeRule];
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // adhan reads the calendar day from the Date's local fields; the zone only matters for display.
  const times = new PrayerTimes(position, new Date(year, month - 1, day), params);
  const clock = (instant: Date) => clockFormat.format(instant);
  return {
    fajr: clock(times.fajr),
    sunrise: clock(times.sunrise),
    dhuhr: clock(times.dhuhr),
    asr: clock(times.asr),
    maghrib: clock(times.maghrib),
    isha: clock(times.isha),
  };
}

const hijriFormat = new Intl.DateTimeFormat("en-GB-u-ca-islamic-umalqura", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The Hijri date (Umm al-Qura), moved by the centre's moon-sighting adjustment of −2…+2 days. */
export function hijriDate(date: string, adjustmentDays = 0): string {
  const instant = new Date(`${date}T12:00:00Z`).getTime() + adjustmentDays * 86_400_000;
  return hijriFormat.format(instant);
}
