/**
 * The wall screen's only script (no React): it ticks the clock, follows the prayer cycle, rotates
 * the notices, refreshes its data every 15 minutes and after midnight, keeps the screen awake,
 * and keeps going on the data it holds (a week ahead) while the network or the server is down.
 */
import { localDate } from "#app/lib/time/london";
import { dayLabel } from "../weekly-events";
import { NOTICE_SECONDS, type ScreenData, screenState } from "./screen-state";
import type { RamadanBand } from "./season-state";

const REFRESH_MS = 15 * 60_000;
const RETRY_MS = 60_000;

const screen = document.getElementById("screen") as HTMLElement;
let data = JSON.parse(document.getElementById("screen-data")?.textContent ?? "{}") as ScreenData;
let loadedFor = localDate(Date.now());
let lastFetch = Date.now();
let failing = false;
let turn = 0;
let rotation = data.rotation;

const role = (name: string) => screen.querySelector<HTMLElement>(`[data-role="${name}"]`);
const setText = (element: Element | null, text: string) => {
  if (element && element.textContent !== text) element.textContent = text;
};

/**
 * The rotation, written by the server: its items showing now (by their `data-from` and `data-to`)
 * each in turn; a slide covers the screen for its turn, never all the time (decision 0392).
 */
function renderNotices(now: number) {
  const list = role("notices") as HTMLElement;
  if (data.rotation !== rotation) {
    rotation = data.rotation;
    list.innerHTML = rotation ?? "";
    turn = 0;
  }
  for (const day of list.querySelectorAll<HTMLElement>("[data-day]"))
    setText(day, dayLabel(day.dataset.day as string, localDate(now)));
  const items = [...list.children] as HTMLElement[];
  const showing: (HTMLElement | undefined)[] = items.filter(
    ({ dataset }) => !(now < Number(dataset.from)) && !(now >= Number(dataset.to)),
  );
  if (showing.every((item) => item?.dataset.slide)) showing.push(undefined);
  const shown = showing[turn % showing.length];
  for (const item of items) item.hidden = item !== shown;
  (role("no-notices") as HTMLElement).hidden = !!shown && !shown.dataset.slide;
}

function render(now: number) {
  const state = screenState(data, now);
  screen.dataset.phase = state.phase;
  setText(role("clock"), state.clock);
  setText(role("small-clock"), state.clock.slice(0, 5));
  setText(role("standby-clock"), state.clock.slice(0, 5));
  setText(role("date"), state.date);
  setText(role("hijri"), state.hijri);
  setText(role("times-heading"), state.timesHeading);
  const changes = role("changes") as HTMLElement;
  changes.hidden = !state.changes;
  setText(changes, state.changes);
  const next = role("next") as HTMLElement;
  next.hidden = !state.next;
  setText(role("next-label"), state.next?.label ?? "");
  setText(role("next-caption"), state.next?.caption ?? "");
  setText(role("next-countdown"), state.next?.countdown ?? "");
  setText(role("overlay-title"), state.overlay?.title ?? "");
  setText(role("overlay-countdown"), state.overlay?.countdown ?? "");
  for (const row of state.rows) {
    const element = screen.querySelector<HTMLElement>(`[data-prayer="${row.name}"]`);
    if (!element) continue;
    element.dataset.next = String(row.next);
    element.dataset.changed = String(row.changed);
    setText(element.querySelector('[data-cell="label"]'), row.label);
    setText(element.querySelector('[data-cell="arabic-label"]'), row.arabicLabel);
    setText(element.querySelector('[data-cell="adhan"]'), row.adhan);
    setText(element.querySelector('[data-cell="iqamah"]'), row.iqamah);
  }
  (role("jummah") as HTMLElement).hidden = !state.jummah;
  if (state.jummah)
    for (const [name, time] of Object.entries(state.jummah))
      setText(screen.querySelector(`[data-jummah="${name}"]`), time);
  setText(role("jummah-first"), state.jummahSessions.first);
  const band = state.ramadan;
  (role("ramadan") as HTMLElement).hidden = !band;
  for (const element of screen.querySelectorAll<HTMLElement>("[data-ramadan]"))
    setText(element, band?.[element.dataset.ramadan as keyof RamadanBand] ?? "");
  (role("tarawih") as HTMLElement).hidden = !band?.tarawih;
  const furtherSessions = role("jummah-further") as HTMLElement;
  furtherSessions.hidden = !state.jummahSessions.further;
  setText(furtherSessions, state.jummahSessions.further);
  renderNotices(now);
}

async function refresh() {
  lastFetch = Date.now();
  try {
    const response = await fetch(`/display/data.json${location.search}`, { cache: "no-store" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const received = (await response.json()) as ScreenData;
    // The service worker answers with its saved copy when the server cannot be reached.
    failing = response.headers.get("X-Display-Offline") === "1";
    if (received.generatedAt >= data.generatedAt) data = received;
    if (!failing) loadedFor = localDate(Date.now());
    // Staff chose another layout for this screen: the page itself changes.
    if (!failing && (received.layout ?? "standard") !== screen.dataset.layout) location.reload();
  } catch {
    // Keep the data already held; try again sooner than the usual refresh.
    failing = true;
  }
  (role("offline") as HTMLElement).hidden = !failing;
}

function tick() {
  const now = Date.now();
  render(now);
  const due = now - lastFetch >= (failing ? RETRY_MS : REFRESH_MS);
  if (due || (!failing && localDate(now) !== loadedFor)) void refresh();
  setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
}

setInterval(() => {
  turn++;
}, NOTICE_SECONDS * 1000);

type WakeLockNavigator = Navigator & {
  wakeLock?: { request(type: "screen"): Promise<unknown> };
};

async function keepAwake() {
  try {
    await (navigator as WakeLockNavigator).wakeLock?.request("screen");
  } catch {
    // Not allowed (e.g. the tab is hidden); asked again when it is visible.
  }
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") void keepAwake();
});
void keepAwake();

if ("serviceWorker" in navigator)
  navigator.serviceWorker
    .register("/display-sw.js", { scope: location.pathname })
    .catch(() => undefined);

tick();
