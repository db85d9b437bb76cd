import type { SiteConfig } from "#app/lib/config/site";
import { escapeAttribute as escapeHtml } from "#app/lib/markdown/safe-html";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { addDays, instantAt, localDate } from "#app/lib/time/london";
import { type PrayerDay, prayerRows } from "./prayers";

/** The widget's colours: the visitor's system setting, or what the host page asks for. */
export type WidgetTheme = "auto" | "light" | "dark";

export function widgetTheme(requested: string | null): WidgetTheme {
  return requested === "light" || requested === "dark" ? requested : "auto";
}

/**
 * The policy of the widget's answer: no scripts, images or fonts, only its own inline styles, and
 * any website may frame it.
 */
export const WIDGET_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *";

const WIDGET_MAX_AGE_SECONDS = 300;

/** How long the widget may be kept: five minutes, and never past the centre's midnight. */
export function widgetMaxAge(now: number): number {
  const midnight = instantAt(addDays(localDate(now), 1), "00:00");
  return Math.min(WIDGET_MAX_AGE_SECONDS, Math.ceil((midnight - now) / 1000));
}

function palette(theme: Exclude<WidgetTheme, "auto">, colours: SiteConfig["colours"]) {
  return theme === "light"
    ? `color-scheme:light;--bg:#fff;--fg:#1c1917;--muted:#57534e;--line:#e7e5e4;--accent:${colours.brandStrong}`
    : `color-scheme:dark;--bg:#1c1917;--fg:#f5f5f4;--muted:#d6d3d1;--line:#44403c;--accent:${colours.brandSoft}`;
}

function themeStyles(theme: WidgetTheme, colours: SiteConfig["colours"]) {
  if (theme !== "auto") return `:root{${palette(theme, colours)}}`;
  return `:root{${palette("light", colours)}}@media(prefers-color-scheme:dark){:root{${palette("dark", colours)}}}`;
}

const LAYOUT =
  "body{margin:0;padding:12px;font:15px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--fg)}" +
  "h1{margin:0;font-size:17px}a{color:var(--accent)}p{margin:2px 0 8px;color:var(--muted);font-size:13px}" +
  "table{width:100%;border-collapse:collapse}th,td{padding:5px 4px;border-bottom:1px solid var(--line);text-align:right}" +
  "th:first-child{text-align:left}thead th{font-size:12px;color:var(--muted);text-transform:uppercase}" +
  "td{font-variant-numeric:tabular-nums}td:last-child{font-weight:600}";

/** A whole page of one day's times for other websites to frame: no scripts, styles inline. */
export function widgetHtml({
  day,
  site,
  theme,
}: {
  day: PrayerDay;
  site: Pick<SiteConfig, "name" | "colours">;
  theme: WidgetTheme;
}): string {
  const name = escapeHtml(site.name);
  const rows = prayerRows(day)
    .map(
      (row) =>
        `<tr data-prayer="${row.name}"><th scope="row">${escapeHtml(row.label)}</th><td>${escapeHtml(row.adhan)}</td><td>${escapeHtml(row.iqamah ?? "")}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Prayer times at ${name}</title><style>${themeStyles(theme, site.colours)}${LAYOUT}</style></head><body><main><h1><a href="/prayer-times" target="_blank" rel="noopener">${name}</a></h1><p>${escapeHtml(formatCalendarDate(day.date, "weekdayLong"))}<br>${escapeHtml(day.hijriDate)}</p><table aria-label="Prayer times for today"><thead><tr><th scope="col">Prayer</th><th scope="col">Adhan</th><th scope="col">Iqamah</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`;
}
