import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "#tests/support/actions";
import { prayerDay } from "#tests/support/prayer-times";
import { jumuahSessionsSchema } from "./admin-schema";
import {
  DEFAULT_FIRST_LANGUAGE,
  furtherSessionProblem,
  inOrder,
  jumuahSessions,
  screenJumuah,
  sessionLine,
  sessionName,
} from "./jumuah";
import { DEFAULT_JUMMAH } from "./prayers";
import { DEFAULT_PRAYER_SETTINGS, prayerSettingsSchema } from "./settings";

const second = { khutbah: "14:15", iqamah: "14:45", language: "English" };
const third = { khutbah: "15:00", iqamah: "15:20", language: "Urdu" };
const twoSessions = { firstLanguage: DEFAULT_FIRST_LANGUAGE, furtherSessions: [second] };

/** The sessions form as the browser sends it: the first language, then four rows. */
function sessionsForm(rows: Record<string, string>[], firstLanguage = "English and Arabic") {
  const fields: Record<string, string> = { firstLanguage };
  for (const index of [0, 1, 2, 3])
    for (const cell of ["khutbah", "iqamah", "language"])
      fields[`furtherSessions[${index}].${cell}`] = rows[index]?.[cell] ?? "";
  const submission = parseWithZod(formData(fields), { schema: jumuahSessionsSchema });
  return {
    value: submission.status === "success" ? submission.value : undefined,
    error: submission.reply().error,
  };
}

describe("Jumu'ah sessions", () => {
  it("names the sessions in order and words each one", () => {
    expect([1, 2, 3, 4, 5].map(sessionName)).toEqual([
      "1st Jumu'ah",
      "2nd Jumu'ah",
      "3rd Jumu'ah",
      "4th Jumu'ah",
      "5th Jumu'ah",
    ]);
    const sessions = jumuahSessions(DEFAULT_JUMMAH, twoSessions);
    expect(sessions.map((session, index) => sessionLine(session, index + 1))).toEqual([
      "1st Jumu'ah: khutbah 13:00, jama'at 13:30 (English and Arabic)",
      "2nd Jumu'ah: khutbah 14:15, jama'at 14:45 (English)",
    ]);
    expect(inOrder([third, second])).toEqual([second, third]);
  });

  it("starts with one session in English and Arabic, and keeps old settings readable", () => {
    expect(DEFAULT_PRAYER_SETTINGS.jumuah).toEqual({
      firstLanguage: "English and Arabic",
      furtherSessions: [],
    });
    expect(prayerSettingsSchema.parse({ method: "Karachi" }).jumuah.furtherSessions).toEqual([]);
    expect(jumuahSessions(DEFAULT_JUMMAH, DEFAULT_PRAYER_SETTINGS.jumuah)).toHaveLength(1);
  });

  it("words the wall screen's line: as before with one session, every session with more", () => {
    expect(screenJumuah(DEFAULT_PRAYER_SETTINGS.jumuah)).toEqual({ first: "Jumu'ah", further: "" });
    expect(screenJumuah({ ...twoSessions, furtherSessions: [second, third] })).toEqual({
      first: "1st Jumu'ah (English and Arabic)",
      further:
        "2nd Jumu'ah: khutbah 14:15, jama'at 14:45 (English) · 3rd Jumu'ah: khutbah 15:00, jama'at 15:20 (Urdu)",
    });
  });

  it("refuses a further session that starts before a Friday's own jama'at has ended", () => {
    const days = [
      prayerDay("2025-12-04", { jummah: { ...DEFAULT_JUMMAH, iqamah: "15:00" } }),
      prayerDay("2025-12-05"),
      prayerDay("2025-12-12", { jummah: { ...DEFAULT_JUMMAH, iqamah: "14:15" } }),
    ];
    // Thursday's times are no Jumu'ah; Friday 12 December's jama'at is at 14:15.
    expect(furtherSessionProblem(second, 2, days.slice(0, 2))).toBeNull();
    expect(furtherSessionProblem(second, 2, days)).toBe(
      "The 2nd Jumu'ah's khutbah must be after the 1st Jumu'ah's jama'at (14:15 on Friday 12 December 2025).",
    );
  });
});

describe("the Jumu'ah sessions form", () => {
  it("ignores empty rows and keeps each filled row where it was", () => {
    expect(sessionsForm([{}, second]).value).toEqual({
      firstLanguage: "English and Arabic",
      furtherSessions: [null, second, null, null],
    });
    expect(sessionsForm([{ ...second, language: "  English " }]).value?.furtherSessions[0]).toEqual(
      second,
    );
  });

  it("shows each message next to its own cell", () => {
    expect(sessionsForm([{}, { khutbah: "14:15" }], " ").error).toEqual({
      firstLanguage: ["Language is required"],
      "furtherSessions[1].iqamah": ["Jama'at is required"],
      "furtherSessions[1].language": ["Language is required"],
    });
    expect(sessionsForm([{ ...second, iqamah: "14:15" }]).error).toEqual({
      "furtherSessions[0].iqamah": ["The jama'at must be after the khutbah"],
    });
    expect(sessionsForm([{ language: "x".repeat(41) }]).error).toEqual({
      "furtherSessions[0].khutbah": ["Khutbah is required"],
      "furtherSessions[0].iqamah": ["Jama'at is required"],
      "furtherSessions[0].language": ["Language: at most 40 characters, e.g. English"],
    });
    expect(sessionsForm([{ ...second, khutbah: "2pm" }]).error).toEqual({
      "furtherSessions[0].khutbah": ["Khutbah: enter a time as HH:MM, e.g. 13:30"],
    });
  });
});
