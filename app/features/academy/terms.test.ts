import { describe, expect, it } from "vitest";
import { courseFormValues, courseSchema, termSchema } from "./admin-schema";
import {
  agesFor,
  COURSES,
  type Course,
  canAddLearner,
  enrolmentEmailParams,
  enrolmentHeadline,
  isAdultEnrolment,
  scheduleAlerts,
  scheduleRequirement,
} from "./rules";
import { enrolmentSchemaFor } from "./schema";
import {
  copiedTermName,
  demoTermStart,
  homeCardLine,
  nextTermStart,
  slugify,
  ukDate,
  uniqueSlug,
} from "./terms";

describe("copying a term", () => {
  it("starts the copy six months later on the same weekday", () => {
    // 1 September 2025 is a Monday; 1 March 2026 a Sunday, so the copy starts Monday 2 March.
    expect(nextTermStart("2025-09-01")).toBe("2026-03-02");
    expect(new Date("2026-03-02T00:00:00Z").getUTCDay()).toBe(1);
    // And back to September: 2 March 2026 → 2 September 2026 is a Wednesday → Monday 7 September.
    expect(nextTermStart("2026-03-02")).toBe("2026-09-07");
    // The 31st of a month with no 31st six months on: its last day, then the weekday.
    expect(nextTermStart("2025-08-31")).toBe("2026-03-01");
  });

  it("moves the month and year in the name, or gives the default name", () => {
    expect(copiedTermName("New term from September 2025", "2025-09-01", "2026-03-02")).toBe(
      "New term from March 2026",
    );
    expect(copiedTermName("Spring classes", "2026-03-02", "2026-09-07")).toBe(
      "New term from September 2026",
    );
  });

  it("dates the demo term from the first Monday from today, UK date", () => {
    expect(demoTermStart("2026-11-24")).toBe("2026-11-30"); // a Tuesday
    expect(demoTermStart("2026-11-30")).toBe("2026-11-30"); // a Monday
    // 23:30 UTC on 31 March 2026 is already 1 April in the UK (BST).
    expect(ukDate(new Date("2026-03-31T23:30:00Z"))).toBe("2026-04-01");
  });

  it("makes course ids from titles, unique within the term", () => {
    expect(slugify("Weekday Qur'an & Arabic")).toBe("weekday-qur-an-arabic");
    expect(slugify("!!!")).toBe("course");
    expect(uniqueSlug("adult", ["adult", "adult-2"])).toBe("adult-3");
    expect(uniqueSlug("hifz", ["adult"])).toBe("hifz");
  });
});

describe("what the site shows of the term", () => {
  it("keeps the first term's hero and home card for the seeded term", () => {
    expect(enrolmentHeadline("New term from September 2025")).toBe(
      "WIC Academy · New term from September 2025",
    );
    expect(homeCardLine({ name: "New term from September 2025", startsOn: "2025-09-01" })).toBe(
      "New term from September.",
    );
  });

  it("shows another term's name, and says so between terms", () => {
    expect(homeCardLine({ name: "Spring term: places open", startsOn: "2026-03-02" })).toBe(
      "Spring term: places open.",
    );
    expect(homeCardLine({ name: "New term from March 2026", startsOn: "2026-03-02" })).toBe(
      "New term from March.",
    );
    expect(homeCardLine(null)).toBe("Enrolment for the next term opens soon.");
    expect(enrolmentHeadline(undefined)).toBe("WIC Academy");
  });
});

/** A term as an administrator might make it: a hifz class for 7–14 and a Sunday adult course. */
const hifz: Course = {
  id: "hifz",
  title: "Hifz Circle",
  ageLabel: "Ages 7-14",
  description: "Memorisation.",
  features: [],
  times: "Sundays 9 AM",
  choice: "checkbox",
  options: [{ id: "sunday", label: "Sunday", days: "9 AM-11 AM" }],
  contact: "Call us.",
  ages: { min: 7, max: 14 },
};
const talk: Course = {
  ...hifz,
  id: "sisters",
  title: "Sisters' Tafseer",
  ageLabel: "Ages 18+",
  options: [],
  choice: "radio",
  ages: { min: 18, max: 99 },
};
const term = [hifz, talk];

describe("course and age rules from a term's data", () => {
  it("takes the ages from the course, and before a course is chosen the term's widest range", () => {
    expect(agesFor("hifz", term)).toEqual({ min: 7, max: 14 });
    expect(agesFor(undefined, term)).toEqual({ min: 7, max: 99 });
    // The first term keeps its rules: 3–18 for children, 17–120 for adults, 3–120 unchosen.
    expect(agesFor("weekday")).toEqual({ min: 3, max: 18 });
    expect(agesFor("adult")).toEqual({ min: 17, max: 120 });
    expect(agesFor(undefined)).toEqual({ min: 3, max: 120 });
  });

  it("treats a course for 17 and over as the adult programme", () => {
    expect(isAdultEnrolment([{ course: "sisters" }], term)).toBe(true);
    expect(canAddLearner([{ course: "sisters" }], term)).toBe(false);
    expect(isAdultEnrolment([{ course: "hifz" }], term)).toBe(false);
    expect(isAdultEnrolment([{ course: "adult" }])).toBe(true);
  });

  it("needs no schedule choice for a course with no schedule options", () => {
    expect(scheduleRequirement("sisters", term)).toBe("none");
    expect(scheduleRequirement("hifz", term)).toBe("at-least-one");
    expect(scheduleAlerts([{ course: "hifz" }], term)).toEqual([
      "Please select schedule options for Child 1 in Hifz Circle",
    ]);
  });

  it("accepts the term's courses and refuses a course of another term", () => {
    const schema = enrolmentSchemaFor(term);
    const base = {
      parentName: "Hafsa Ali",
      parentPhone: "07700 900111",
      parentEmail: "hafsa@example.org",
      termsAccepted: true,
    };
    const ok = schema.safeParse({
      ...base,
      learners: [
        { name: "Yusuf", age: 8, course: "hifz", scheduleOptions: ["Sunday"] },
        { name: "Mum", age: 40, course: "sisters", scheduleOptions: [] },
      ],
    });
    expect(ok.success).toBe(true);
    const other = schema.safeParse({
      ...base,
      learners: [
        { name: "Yusuf", age: 8, course: "weekday", scheduleOptions: ["Monday & Wednesday"] },
      ],
    });
    expect(other.success).toBe(false);
    expect(other.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["learners.0.course", "Please select a course"],
    ]);
    const tooOld = schema.safeParse({
      ...base,
      learners: [{ name: "Yusuf", age: 15, course: "hifz", scheduleOptions: ["Sunday"] }],
    });
    expect(tooOld.error?.issues.map((issue) => issue.message)).toEqual([
      "Please enter an age between 7 and 14",
    ]);
  });

  it("labels an adult learner of a data course 'Adult Learner' in the emails", () => {
    const params = enrolmentEmailParams(
      {
        parentName: "Maryam",
        parentPhone: "07700 900111",
        parentEmail: "m@example.org",
        photoConsent: false,
        termsAccepted: true,
        learners: [{ name: "Maryam", age: 30, course: "sisters", scheduleOptions: [] }],
      },
      { now: new Date("2026-11-24T12:00:00Z"), toEmail: "x@example.org", courses: term },
    );
    expect(params.learner_1_label).toBe("Adult Learner");
    expect(params.learner_1_course).toBe("Sisters' Tafseer");
    expect(params.learner_1_schedule).toBe("Not selected");
  });
});

describe("the admin's forms", () => {
  const course = {
    title: "Hifz Circle",
    ageLabel: "Ages 7-14",
    description: "Memorisation.",
    features: "Revision\n\n  Tajweed  ",
    times: "Sundays",
    choice: "checkbox",
    options: "Sunday | 9 AM-11 AM\nSaturday|10 AM",
    contact: "Call us.",
    minAge: 7,
    maxAge: 14,
  };

  it("reads lists one per line, in order", () => {
    expect(courseSchema.parse(course)).toMatchObject({
      features: ["Revision", "Tajweed"],
      options: [
        { id: "sunday", label: "Sunday", days: "9 AM-11 AM" },
        { id: "saturday", label: "Saturday", days: "10 AM" },
      ],
    });
  });

  it("puts each error on its field", () => {
    const result = courseSchema.safeParse({ ...course, maxAge: 5, options: "A|1\nA|2", title: "" });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(byField).toEqual({
      title: "Please enter the course title",
      options: "Each option must have a different label",
      maxAge: "The oldest age must be at least the youngest",
    });
  });

  it("round-trips the first term's courses through the form", () => {
    for (const spec of COURSES) {
      const values = courseFormValues(spec);
      const parsed = courseSchema.parse({
        ...values,
        minAge: Number(values.minAge),
        maxAge: Number(values.maxAge),
      });
      expect(parsed.options.map((option) => [option.label, option.days])).toEqual(
        spec.options.map((option) => [option.label, option.days]),
      );
      expect(parsed.features).toEqual(spec.features);
      expect([parsed.minAge, parsed.maxAge]).toEqual([spec.ages.min, spec.ages.max]);
    }
  });

  it("checks the term's date and video links", () => {
    expect(
      termSchema.parse({
        name: "Spring",
        startsOn: "2026-03-02",
        videos: "Highlights | https://www.youtube.com/watch?v=abcdefghijk\nStudents",
      }),
    ).toEqual({
      name: "Spring",
      startsOn: "2026-03-02",
      videos: [{ title: "Highlights", youtubeId: "abcdefghijk" }, { title: "Students" }],
    });
    const bad = termSchema.safeParse({
      name: "Spring",
      startsOn: "2026-02-30",
      videos: "A | nope",
    });
    expect(bad.error?.issues.map((issue) => issue.path.join("."))).toEqual(["startsOn", "videos"]);
  });
});
