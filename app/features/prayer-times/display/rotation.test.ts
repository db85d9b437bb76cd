import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ScreenNotice } from "#app/features/notices/index.server";
import { instantAt } from "#app/lib/time/london";
import { prayerDay } from "#tests/support/prayer-times";
import { isShowing, RotationList, rotationItems } from "./rotation";
import type { ScreenData } from "./screen-state";

const DAY = "2025-12-01";
const at = (time: string) => instantAt(DAY, time);

const notice = (overrides: Partial<ScreenNotice>): ScreenNotice => ({
  id: 1,
  kind: "general",
  style: "flash",
  title: "Car park closed today",
  body: "",
  janazah: null,
  startsAt: at("09:00"),
  endsAt: at("18:00"),
  ...overrides,
});

const data = (notices: ScreenNotice[]): ScreenData => ({
  generatedAt: at("08:00"),
  days: [prayerDay(DAY)],
  screen: {
    prayerMinutes: { fajr: 10, dhuhr: 10, asr: 10, maghrib: 10, isha: 10, jummah: 30 },
    adhkarMinutes: 5,
    standby: { enabled: false, minutesAfterIsha: 60, minutesBeforeFajr: 30 },
  },
  events: [],
  announcements: ["Winter coats collection"],
  notices,
});

const JANAZAH = {
  deceasedName: "",
  prayer: "After Dhuhr, 13:15",
  place: "Main hall",
  burial: "Carpenders Park cemetery",
};

describe("the wall screen's rotation (decision 0392)", () => {
  it("shows each notice between its start and its end, by the screen's own clock", () => {
    const items = rotationItems(
      data([
        notice({}),
        notice({ id: 2, kind: "janazah", style: "slide", janazah: JANAZAH, endsAt: at("14:00") }),
      ]),
      at("08:00"),
    );
    const showing = (time: string) =>
      items.filter((item) => isShowing(item, at(time))).map((item) => item.key);
    expect(showing("08:59")).toEqual(["announcement-0"]);
    expect(showing("09:00")).toEqual(["notice-1", "notice-2", "announcement-0"]);
    expect(showing("14:00")).toEqual(["notice-1", "announcement-0"]);
    expect(showing("18:00")).toEqual(["announcement-0"]);
  });

  it("writes a flash as a line and a janazah as a calm slide, the name only if given", () => {
    const html = (notices: ScreenNotice[]) =>
      renderToStaticMarkup(
        createElement(RotationList, {
          items: rotationItems(data(notices), at("10:00")),
          now: at("10:00"),
        }),
      );
    const flash = html([notice({ kind: "urgent" })]);
    expect(flash).toContain(`data-from="${at("09:00")}" data-to="${at("18:00")}"`);
    expect(flash).toMatch(/Urgent<\/p><p[^>]*>Car park closed today</);
    expect(flash).not.toContain("data-slide");

    const slide = html([notice({ kind: "janazah", style: "slide", janazah: JANAZAH })]);
    expect(slide).toContain('data-slide="janazah"');
    expect(slide).toContain("Inna lillahi wa inna ilayhi raji&#x27;un");
    for (const detail of Object.values(JANAZAH).filter(Boolean)) expect(slide).toContain(detail);
    expect(slide).not.toContain("Car park closed today");
    const named = html([
      notice({
        kind: "janazah",
        style: "slide",
        janazah: { ...JANAZAH, deceasedName: "Yusuf Ahmed" },
      }),
    ]);
    expect(named).toContain("Yusuf Ahmed");
  });
});
