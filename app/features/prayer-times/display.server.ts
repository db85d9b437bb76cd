import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { eidNoticeOn } from "#app/features/eid/index.server";
import { noticesForScreens } from "#app/features/notices/index.server";
import { ramadanForScreen } from "#app/features/ramadan/index.server";
import { addDays, localDate } from "#app/lib/time/london";
import { screenEid } from "./display/eid-text";
import { layoutOf } from "./display/layouts";
import { RotationList, rotationItems } from "./display/rotation";
import type { ScreenData } from "./display/screen-state";
import { getWallScreens } from "./display/screens.server";
import { screenJumuah } from "./jumuah";
import { getPrayerSettings, prayerDays } from "./prayer-times.server";
import { upcomingOccurrences } from "./weekly-events";
import { listWeeklyEvents } from "./weekly-events.server";

/** Yesterday (for a prayer still running after midnight) and the next 8 days: a week offline. */
const DISPLAY_DAYS = 10;

/**
 * Everything a wall screen needs, also served as JSON so it can refresh itself (and keep going
 * offline): the days, the cycle's settings, the events, announcements and notices (and the
 * rotation written from them), Ramadan's days and the Eid shown, and the layout of the screen
 * opened with `?screen=` (`screen`: the slug, or null).
 */
export async function displayData(now: number, screen: string | null = null) {
  const today = localDate(now);
  const [days, settings, events, wallScreens, eid, notices] = await Promise.all([
    prayerDays(addDays(today, -1), DISPLAY_DAYS),
    getPrayerSettings(),
    listWeeklyEvents(),
    getWallScreens(),
    eidNoticeOn(today),
    noticesForScreens(now),
  ]);
  const data = {
    generatedAt: now,
    layout: layoutOf(wallScreens, screen),
    days,
    screen: {
      prayerMinutes: settings.prayerMinutes,
      adhkarMinutes: settings.adhkarMinutes,
      standby: settings.standby,
    },
    events: upcomingOccurrences(events, now, 8),
    announcements: settings.announcements,
    jumuah: screenJumuah(settings.jumuah),
    ramadan: await ramadanForScreen(days),
    eid: eid ? screenEid(eid) : null,
    notices,
  } satisfies ScreenData;
  const items = rotationItems(data, now);
  return {
    ...data,
    rotation: renderToStaticMarkup(createElement(RotationList, { items, now })),
  };
}

/** The `screen` of a wall screen's address (/display?screen=main-hall), if any. */
export const screenParam = (request: Request): string | null =>
  new URL(request.url).searchParams.get("screen")?.slice(0, 60) || null;
