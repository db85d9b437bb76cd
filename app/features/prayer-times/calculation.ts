import { CalculationMethod, Coordinates, HighLatitudeRule, Madhab, PrayerTimes } from "adhan";
import { site } from "#app/lib/config/site";
import { formatInstant } from "#app/lib/time/format";
import type { TimeName } from "./prayers";
import type { PrayerSettings } from "./settings";

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
  const clock = (instant: Date) => formatInstant(instant, "time");
  return {
    fajr: clock(times.fajr),
    sunrise: clock(times.sunrise),
    dhuhr: clock(times.dhuhr),
    asr: clock(times.asr),
    maghrib: clock(times.maghrib),
    isha: clock(times.isha),
  };
}
