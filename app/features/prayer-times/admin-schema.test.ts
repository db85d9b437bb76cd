import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { formData } from "#tests/support/actions";
import { SCREEN_FORM } from "#tests/support/prayer-times";
import {
  calculationSchema,
  iqamahRuleSchema,
  jummahRuleSchema,
  rowIdSchema,
  screenSchema,
  weeklyEventSchema,
} from "./admin-schema";

/** A form as the browser sends it, parsed the way the actions parse it. */
function submit(schema: z.ZodType, fields: Record<string, string>) {
  const submission = parseWithZod(formData(fields), { schema });
  return {
    status: submission.status,
    value: submission.status === "success" ? submission.value : undefined,
    error: submission.reply().error,
  };
}

const errorsOf = (schema: z.ZodType, fields: Record<string, string>) =>
  submit(schema, fields).error;

const fixed = { prayer: "fajr", mode: "fixed", time: "06:30" };
const jummah = { doors: "12:30", khutbah: "13:00", iqamah: "13:30" };
const calculation = {
  method: "MoonsightingCommittee",
  madhab: "hanafi",
  highLatitudeRule: "recommended",
  hijriAdjustment: "0",
};
const event = { title: "Tafsir", dayOfWeek: "1", startTime: "19:30", endTime: "20:30" };

describe("the prayer-times admin forms", () => {
  it.each([
    ["an empty iqamah time", "time", "", "Iqamah time is required"],
    [
      "an iqamah time that is not HH:MM",
      "time",
      "25:00",
      "Iqamah time: enter a time as HH:MM, e.g. 13:30",
    ],
    ["an unknown prayer", "prayer", "sunrise", "Choose a prayer"],
    ["a date that is not a date", "validFrom", "01/12/2025", "Enter a date, e.g. 2025-12-01"],
  ])(
    "refuses a fixed iqamah with %s, with its message beside the field",
    (_what, field, value, message) => {
      expect(errorsOf(iqamahRuleSchema, { ...fixed, [field]: value })).toEqual({
        [field]: [message],
      });
    },
  );

  it.each([
    ["no minutes after the adhan", "", "Minutes after the adhan is required"],
    ["too many minutes", "121", "At most 120 minutes after the adhan"],
    ["minutes before the adhan", "-1", "An iqamah cannot be before its adhan"],
    ["part of a minute", "1.5", "Use whole minutes"],
  ])(
    "refuses an offset iqamah with %s, with its message beside the field",
    (_what, minutes, message) => {
      expect(errorsOf(iqamahRuleSchema, { prayer: "asr", mode: "offset", minutes })).toEqual({
        minutes: [message],
      });
    },
  );

  it.each<[string, z.ZodType, Record<string, string>, Record<string, string[]>]>([
    [
      "empty Jumu'ah times",
      jummahRuleSchema,
      { doors: "", khutbah: "1pm", iqamah: "13:30" },
      {
        doors: ["Doors open is required"],
        khutbah: ["Khutbah: enter a time as HH:MM, e.g. 13:30"],
      },
    ],
    [
      "settings that are not offered",
      calculationSchema,
      { method: "Mine", madhab: "other", highLatitudeRule: "none", hijriAdjustment: "3" },
      {
        method: ["Choose a calculation method"],
        madhab: ["Choose an Asr time"],
        highLatitudeRule: ["Choose a high-latitude rule"],
        hijriAdjustment: ["Between −2 and +2 days"],
      },
    ],
    [
      "screen minutes out of range",
      screenSchema,
      { ...SCREEN_FORM, jummah: "91", adhkarMinutes: "-1", minutesAfterIsha: "2.5" },
      {
        jummah: ["Jumu'ah prayer length: at most 90 minutes"],
        adhkarMinutes: ["Adhkar cannot be negative"],
        minutesAfterIsha: ["Use whole minutes"],
      },
    ],
    [
      "an event without a title or times",
      weeklyEventSchema,
      { dayOfWeek: "7", title: "", startTime: "", endTime: "7pm" },
      {
        title: ["Title is required"],
        dayOfWeek: ["Choose a day"],
        startTime: ["Start time is required"],
        endTime: ["Enter a time as HH:MM, e.g. 19:30"],
      },
    ],
    [
      "an event with long texts",
      weeklyEventSchema,
      { ...event, title: "t".repeat(81), location: "l".repeat(81), description: "d".repeat(281) },
      {
        title: ["Keep the title under 80 characters"],
        location: ["Keep the location under 80 characters"],
        description: ["Keep the description under 280 characters"],
      },
    ],
    [
      "an event ending before it starts",
      weeklyEventSchema,
      { ...event, endTime: "19:00" },
      { endTime: ["The end time must be after the start time"] },
    ],
  ])("refuses %s with its message beside the field", (_what, schema, fields, errors) => {
    expect(errorsOf(schema, fields)).toEqual(errors);
  });

  it("reads what the browser sends: empty dates, checkboxes, lines of announcements", () => {
    expect(
      submit(iqamahRuleSchema, { ...fixed, validFrom: "", validTo: "2026-01-31" }),
    ).toMatchObject({
      status: "success",
      value: { mode: "fixed", time: "06:30", validFrom: null, validTo: "2026-01-31" },
    });
    expect(submit(jummahRuleSchema, jummah)).toMatchObject({
      value: { ...jummah, validFrom: null, validTo: null },
    });
    expect(submit(calculationSchema, calculation).value).toEqual({
      ...calculation,
      hijriAdjustment: 0,
    });
    expect(submit(screenSchema, SCREEN_FORM).value).toMatchObject({
      fajr: 10,
      standbyEnabled: false,
      announcements: [],
    });
    expect(
      submit(screenSchema, { ...SCREEN_FORM, standbyEnabled: "on", announcements: " a \n\n b " })
        .value,
    ).toMatchObject({ standbyEnabled: true, announcements: ["a", "b"] });
    expect(submit(weeklyEventSchema, event).value).toEqual({
      ...event,
      dayOfWeek: 1,
      location: "",
      description: "",
      active: false,
    });
    expect(submit(weeklyEventSchema, { ...event, active: "on" }).value).toMatchObject({
      active: true,
    });
    expect(submit(rowIdSchema, { id: "2147483648" }).status).toBe("error");
    expect(submit(rowIdSchema, { id: "12" }).value).toEqual({ id: 12 });
  });
});
