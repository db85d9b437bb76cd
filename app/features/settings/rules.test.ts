import { describe, expect, it } from "vitest";
import { activeAnnouncement } from "#app/lib/config/announcement";
import { notificationAddress, site } from "#app/lib/config/site";
import { isSiteOrHttpsLink } from "#app/lib/links";
import {
  contrastRatio,
  isBlankOpeningRow,
  isWhatsappLink,
  normaliseHex,
  OPENING_HOURS_MESSAGES,
  openingHoursRow,
  openingHoursRowProblems,
  parseVideo,
} from "./rules";
import { defaultColourFailures, SETTINGS_LABELS } from "./schema";
import { fieldSnapshot, SECTION_IDS, sectionFields, sectionsOf } from "./sections";

describe("video links", () => {
  it.each([
    ["dQw4w9WgXcQ", { youtubeId: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42", { youtubeId: "dQw4w9WgXcQ" }],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", { youtubeId: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", { youtubeId: "dQw4w9WgXcQ" }],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", { youtubeId: "dQw4w9WgXcQ" }],
    ["76979871", { vimeoId: "76979871" }],
    ["https://vimeo.com/76979871", { vimeoId: "76979871" }],
    ["https://player.vimeo.com/video/76979871?h=abc", { vimeoId: "76979871" }],
  ])("%s → a normalised id", (input, expected) => {
    expect(parseVideo(input)).toEqual(expected);
  });

  it.each([
    "http://youtu.be/dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://dailymotion.com/video/x7tgad0",
    "https://vimeo.com/channels/staffpicks",
    "javascript:alert(1)",
    "a video",
  ])("refuses %s", (input) => {
    expect(parseVideo(input)).toBeNull();
  });
});

/** One test per address: the check accepts it or not, as the table says. */
function checksLinks(title: string, check: (input: string) => boolean, cases: [string, boolean][]) {
  it.each(cases)(`${title}: %s is %s`, (input, accepted) => {
    expect(check(input)).toBe(accepted);
  });
}

describe("WhatsApp links", () => {
  checksLinks("accept group invites and wa.me chats over https only", isWhatsappLink, [
    ["https://chat.whatsapp.com/AbCdEf123456", true],
    ["https://wa.me/447700900123", true],
    ["http://chat.whatsapp.com/AbCdEf123456", false],
    ["https://chat.whatsapp.com/", false],
    ["https://whatsapp.com.example.org/x", false],
    ["https://example.com/wa.me/1", false],
  ]);
});

describe("colours", () => {
  it("normalises hex and measures WCAG contrast", () => {
    expect(normaliseHex("0F6B4F")).toBe("#0f6b4f");
    expect(normaliseHex("#0f6")).toBe("#00ff66");
    expect(normaliseHex("green")).toBeNull();
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("passes every check with the defaults of site.ts", () => {
    expect(defaultColourFailures()).toEqual([]);
  });
});

describe("opening hours rows", () => {
  it("keep the days ticked, named as stored and in the week's order, and the two times", () => {
    expect(
      openingHoursRow({ days: ["Sunday", "monday", "Tuesday"], opens: "17:00", closes: "19:30" }),
    ).toEqual({
      days: ["Monday", "Tuesday", "Sunday"],
      opens: "17:00",
      closes: "19:30",
    });
    // One box ticked arrives as one value; "Monday, Friday" is read too.
    expect(openingHoursRow({ days: "Friday", opens: "13:00", closes: "14:00" })?.days).toEqual([
      "Friday",
    ]);
    expect(
      openingHoursRow({ days: ["Monday, Friday"], opens: "10:00", closes: "16:00" })?.days,
    ).toEqual(["Monday", "Friday"]);
  });

  it("need a day, two times in hours and minutes, and closing after opening", () => {
    expect(openingHoursRowProblems({ days: [], opens: "17:00", closes: "19:30" })).toEqual({
      days: OPENING_HOURS_MESSAGES.days,
    });
    expect(openingHoursRowProblems({ days: ["Funday"], opens: "17:00", closes: "19:30" })).toEqual({
      days: OPENING_HOURS_MESSAGES.unknownDay,
    });
    expect(openingHoursRowProblems({ days: ["Monday"], opens: "5pm", closes: "" })).toEqual({
      opens: OPENING_HOURS_MESSAGES.opens,
      closes: OPENING_HOURS_MESSAGES.closes,
    });
    // A time sent twice (a hostile form) is no time, answered beside its field: never a crash.
    const twice = ["-1", "\ud800"];
    expect(openingHoursRowProblems({ days: ["Monday"], opens: twice, closes: "19:30" })).toEqual({
      opens: OPENING_HOURS_MESSAGES.opens,
    });
    expect(openingHoursRowProblems({ days: ["Monday"], opens: "24:00", closes: "19:3" })).toEqual({
      opens: OPENING_HOURS_MESSAGES.opens,
      closes: OPENING_HOURS_MESSAGES.closes,
    });
    expect(openingHoursRowProblems({ days: ["Monday"], opens: "19:30", closes: "17:00" })).toEqual({
      closes: OPENING_HOURS_MESSAGES.order,
    });
    expect(openingHoursRowProblems({ days: ["Monday"], opens: "17:00", closes: "17:00" })).toEqual({
      closes: OPENING_HOURS_MESSAGES.order,
    });
    expect(openingHoursRow({ days: ["Monday"], opens: "19:30", closes: "17:00" })).toBeNull();
  });

  it("left empty are not rows at all: no problem, nothing stored", () => {
    const empty = { days: [], opens: "", closes: " " };
    expect(isBlankOpeningRow(empty)).toBe(true);
    expect(isBlankOpeningRow({})).toBe(true);
    expect(openingHoursRowProblems(empty)).toEqual({});
    expect(openingHoursRow(empty)).toBeNull();
    expect(isBlankOpeningRow({ days: [], opens: "09:00" })).toBe(false);
  });

  it("compare as stored and as sent alike, empty rows left out", () => {
    const stored = [{ days: ["Monday", "Tuesday"], opens: "17:00", closes: "19:30" }];
    const sent = [
      { days: ["Tuesday", "Monday"], opens: " 17:00", closes: "19:30" },
      { opens: "", closes: "" },
    ];
    expect(fieldSnapshot("openingHours", sent)).toBe(fieldSnapshot("openingHours", stored));
    expect(fieldSnapshot("openingHours", [{ ...stored[0], closes: "19:45" }])).not.toBe(
      fieldSnapshot("openingHours", stored),
    );
  });
});

describe("the page's sections", () => {
  it("hold every field once", () => {
    const fields = sectionFields(SECTION_IDS);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(SETTINGS_LABELS).sort());
  });

  it("a save covers the section whose button was pressed, or every section", () => {
    expect(sectionsOf("section:colours")).toEqual(["colours"]);
    expect(sectionsOf("all")).toEqual(SECTION_IDS);
    expect(sectionsOf(null)).toEqual(SECTION_IDS);
    expect(sectionsOf("section:nope")).toBeNull();
    expect(sectionsOf("section:toString")).toBeNull();
  });
});

describe("the announcement", () => {
  const withBanner = {
    ...site,
    announcement: { text: "Eid prayer at 8am", from: "2026-03-18", to: "2026-03-21" },
  };
  it("shows between its dates, both included (UK dates)", () => {
    expect(activeAnnouncement(withBanner, "2026-03-17")).toBeNull();
    expect(activeAnnouncement(withBanner, "2026-03-18")?.text).toBe("Eid prayer at 8am");
    expect(activeAnnouncement(withBanner, "2026-03-21")?.text).toBe("Eid prayer at 8am");
    expect(activeAnnouncement(withBanner, "2026-03-22")).toBeNull();
    expect(activeAnnouncement(site, "2026-03-18")).toBeNull();
  });

  checksLinks("links to a page of the site or an https address only", isSiteOrHttpsLink, [
    ["/summer", true],
    ["https://example.org/eid", true],
    ["//evil.example", false],
    ["http://example.org", false],
    ["javascript:alert(1)", false],
  ]);
});

describe("notification addresses", () => {
  it("fall back to the contact address when not set", () => {
    expect(notificationAddress(site, "admissions")).toBe(site.emails.contact);
    const set = { ...site, emails: { ...site.emails, admissions: "a@example.org" } };
    expect(notificationAddress(set, "admissions")).toBe("a@example.org");
    expect(notificationAddress(set, "notifications")).toBe(site.emails.contact);
  });
});
