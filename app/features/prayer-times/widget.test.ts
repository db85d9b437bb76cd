import { describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { instantAt } from "#app/lib/time/london";
import { prayerDay, WINTER } from "#tests/support/prayer-times";
import { DEFAULT_JUMMAH } from "./prayers";
import { widgetHtml, widgetMaxAge, widgetTheme } from "./widget";

const MONDAY = prayerDay("2025-12-01", { hijriDate: "10 Jumada al-Akhirah 1447" });
const FRIDAY = prayerDay("2025-12-05");

/** The widget's rows as [prayer, adhan, iqamah], read back from its HTML. */
function rowsOf(html: string) {
  return [
    ...html.matchAll(
      /<tr data-prayer="\w+"><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g,
    ),
  ].map((match) => match.slice(1));
}

describe("the prayer-times widget's page", () => {
  it("shows the day, its Hijri date and its six times with their iqamah", () => {
    const html = widgetHtml({ day: MONDAY, site, theme: "auto" });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain("Monday 1 December 2025<br>10 Jumada al-Akhirah 1447");
    expect(rowsOf(html)).toEqual([
      ["Fajr", WINTER.fajr, MONDAY.iqamah.fajr],
      ["Sunrise", WINTER.sunrise, ""],
      ["Dhuhr", WINTER.dhuhr, MONDAY.iqamah.dhuhr],
      ["Asr", WINTER.asr, MONDAY.iqamah.asr],
      ["Maghrib", WINTER.maghrib, "16:10"],
      ["Isha", WINTER.isha, MONDAY.iqamah.isha],
    ]);
    expect(html).not.toContain("<script");
  });

  it("shows Jumu'ah and its jama'at in Dhuhr's place on a Friday", () => {
    const rows = rowsOf(widgetHtml({ day: FRIDAY, site, theme: "auto" }));
    expect(rows[2]).toEqual(["Jumu'ah", WINTER.dhuhr, DEFAULT_JUMMAH.iqamah]);
  });

  it("escapes the centre's name and links it to the prayer-times page in a new tab", () => {
    const html = widgetHtml({
      day: MONDAY,
      site: { ...site, name: 'Masjid "A&B" <script>' },
      theme: "auto",
    });
    expect(html).toContain(
      '<a href="/prayer-times" target="_blank" rel="noopener">Masjid &quot;A&amp;B&quot; &lt;script&gt;</a>',
    );
    expect(html).not.toContain("<script>");
  });

  it("follows the visitor's dark mode unless the host page asks for a theme", () => {
    const colours = { ...site.colours, brandStrong: "#123456", brandSoft: "#abcdef" };
    const page = (theme: "auto" | "light" | "dark") =>
      widgetHtml({ day: MONDAY, site: { ...site, colours }, theme });
    expect(page("auto")).toContain("@media(prefers-color-scheme:dark)");
    expect(page("auto")).toContain("--accent:#123456");
    expect(page("light")).not.toContain("color-scheme:dark");
    expect(page("dark")).not.toContain("color-scheme:light");
    expect(page("dark")).toContain("--accent:#abcdef");
    expect([
      widgetTheme("dark"),
      widgetTheme("light"),
      widgetTheme("pink"),
      widgetTheme(null),
    ]).toEqual(["dark", "light", "auto", "auto"]);
  });

  it("is kept five minutes at most, and never past the centre's midnight", () => {
    expect(widgetMaxAge(instantAt("2025-12-01", "10:00"))).toBe(300);
    expect(widgetMaxAge(instantAt("2025-12-01", "23:58"))).toBe(120);
    // 23:58 in British Summer Time too: midnight is the centre's, not UTC's.
    expect(widgetMaxAge(instantAt("2025-07-01", "23:58"))).toBe(120);
  });
});
