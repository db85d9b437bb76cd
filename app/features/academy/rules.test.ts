import { describe, expect, it } from "vitest";
import {
  COURSES,
  canAddLearner,
  canRemoveLearner,
  changeCourse,
  type Enrolment,
  enrolmentEmailParams,
  isAdultEnrolment,
  learnerFormLabel,
  learnersHeading,
  preselectCourse,
  scheduleAlert,
  scheduleAlerts,
  scheduleHint,
  scheduleLabels,
  scheduleRequirement,
} from "./rules";

describe("courses", () => {
  it("lists the three courses of the first term with their ages and schedule options", () => {
    expect(COURSES.map((course) => [course.title, course.ageLabel])).toEqual([
      ["Weekday Quran & Arabic Classes", "Ages 4-16"],
      ["Weekend Islamic Education", "Ages 4-16"],
      ["Adult Quran & Arabic Programme", "Ages 17+"],
    ]);
    expect(scheduleLabels("weekday")).toEqual([
      "Monday & Wednesday",
      "Tuesday & Thursday",
      "Monday to Thursday",
    ]);
    expect(scheduleLabels("weekend")).toEqual(["Saturday Only", "Sunday Only"]);
    expect(scheduleLabels("adult")).toEqual(["Arabic & Tafseer", "Tafseer Only"]);
    expect(scheduleLabels("unknown")).toEqual([]);
  });
});

describe("schedule requirement", () => {
  it("needs at least one day for weekday and weekend, exactly one option for adults", () => {
    expect(scheduleRequirement("weekday")).toBe("at-least-one");
    expect(scheduleRequirement("weekend")).toBe("at-least-one");
    expect(scheduleRequirement("adult")).toBe("exactly-one");
    expect(scheduleRequirement(undefined)).toBe("none");
  });

  it("gives the inline hints while the choice is incomplete", () => {
    expect(scheduleHint({ course: "weekday", scheduleOptions: [] })).toBe(
      "Please select at least one schedule option",
    );
    expect(scheduleHint({ course: "weekend", scheduleOptions: ["Sunday Only"] })).toBeNull();
    expect(scheduleHint({ course: "adult", scheduleOptions: [] })).toBe(
      "Please select a course option",
    );
    expect(scheduleHint({ course: "adult", scheduleOptions: ["Tafseer Only"] })).toBeNull();
    expect(scheduleHint({})).toBeNull();
  });

  it("alerts with the learner's name, or 'Child n' when it is empty, and the course", () => {
    expect(scheduleAlert({ name: "Maryam", course: "weekday" }, 0)).toBe(
      "Please select schedule options for Maryam in Weekday Quran & Arabic Classes",
    );
    expect(scheduleAlert({ name: " ", course: "weekend" }, 1)).toBe(
      "Please select schedule options for Child 2 in Weekend Islamic Education",
    );
    expect(
      scheduleAlerts([
        { name: "Ali", course: "weekday", scheduleOptions: ["Monday & Wednesday"] },
        { name: "Sara", course: "weekend", scheduleOptions: [] },
        { name: "Omar", course: "adult", scheduleOptions: [] },
        { name: "Zaid" },
      ]),
    ).toEqual(["Please select schedule options for Sara in Weekend Islamic Education"]);
  });
});

describe("learners", () => {
  it("clears the schedule when the course changes, and only then", () => {
    const learner = { name: "Ali", course: "weekday", scheduleOptions: ["Monday to Thursday"] };
    expect(changeCourse(learner, "weekend")).toEqual({
      name: "Ali",
      course: "weekend",
      scheduleOptions: [],
    });
    expect(changeCourse(learner, "weekday")).toBe(learner);
  });

  it("fills the first learner with the preselected course only when it has none", () => {
    const empty = [{ name: "" }, { course: "weekend" }];
    expect(preselectCourse(empty, "adult")[0]).toEqual({
      name: "",
      course: "adult",
      scheduleOptions: [],
    });
    const chosen = [{ course: "weekday" }];
    expect(preselectCourse(chosen, "adult")).toBe(chosen);
    expect(preselectCourse(empty, "nonsense")).toBe(empty);
    expect(preselectCourse(empty, undefined)).toBe(empty);
  });

  it("relabels a single adult learner and hides Add Another Child", () => {
    const adult = [{ course: "adult" }];
    expect(isAdultEnrolment(adult)).toBe(true);
    expect(learnersHeading(adult)).toBe("Your Information");
    expect(learnerFormLabel(adult, 0)).toBe("Adult Learner");
    expect(canAddLearner(adult)).toBe(false);

    const family = [{ course: "adult" }, { course: "weekday" }];
    expect(isAdultEnrolment(family)).toBe(false);
    expect(learnersHeading(family)).toBe("Children's Information");
    expect(learnerFormLabel(family, 1)).toBe("Child 2");
    expect(canAddLearner(family)).toBe(true);
  });

  it("caps the list at five learners and keeps at least one", () => {
    const learners = (count: number) => Array.from({ length: count }, () => ({}));
    expect(canAddLearner(learners(4))).toBe(true);
    expect(canAddLearner(learners(5))).toBe(false);
    expect(canRemoveLearner(learners(1))).toBe(false);
    expect(canRemoveLearner(learners(2))).toBe(true);
  });
});

describe("email parameters", () => {
  const now = new Date("2025-07-01T16:05:09Z"); // 17:05:09 in London (summer time)
  const minimal: Enrolment = {
    parentName: "Hafsa Ali",
    parentPhone: "07700 900111",
    parentEmail: "hafsa@example.org",
    photoConsent: false,
    termsAccepted: true,
    learners: [
      { name: "Yusuf", age: 8, course: "weekday", scheduleOptions: ["Monday & Wednesday"] },
      {
        name: "Aisha",
        age: 11,
        course: "weekend",
        scheduleOptions: ["Saturday Only", "Sunday Only"],
      },
    ],
  };

  it("fills every default of the enrolment emails and leaves unused learner slots blank", () => {
    const params = enrolmentEmailParams(minimal, { now, toEmail: "centre@example.org" });
    expect(params).toEqual({
      parent_name: "Hafsa Ali",
      parent_phone: "07700 900111",
      parent_email: "hafsa@example.org",
      parent_address: "Not provided",
      parent_relationship: "Parent/Guardian",
      learner_count: "2",
      emergency_name: "Same as parent",
      emergency_phone: "07700 900111",
      emergency_relationship: "Parent",
      medical_conditions: "None",
      additional_notes: "None",
      photo_consent: "No",
      terms_accepted: "Yes",
      submission_date: "01/07/2025",
      submission_time: "17:05:09",
      name: "Hafsa Ali",
      email: "hafsa@example.org",
      to_email: "centre@example.org",
      learner_1_label: "Child 1",
      learner_1_name: "Yusuf",
      learner_1_age: "8",
      learner_1_course: "Weekday Quran & Arabic Classes",
      learner_1_schedule: "Monday & Wednesday",
      learner_2_label: "Child 2",
      learner_2_name: "Aisha",
      learner_2_age: "11",
      learner_2_course: "Weekend Islamic Education",
      learner_2_schedule: "Saturday Only, Sunday Only",
      ...Object.fromEntries(
        [3, 4, 5].flatMap((n) =>
          ["label", "name", "age", "course", "schedule"].map((field) => [
            `learner_${n}_${field}`,
            "",
          ]),
        ),
      ),
    });
  });

  it("uses what was given, 'Adult Learner' for the adult course and 'Not selected' for no schedule", () => {
    const params = enrolmentEmailParams(
      {
        ...minimal,
        parentAddress: "1 High Street, Watford",
        relationship: "Mother",
        emergencyName: "Bilal Ali",
        emergencyPhone: "07700 900222",
        emergencyRelationship: "Uncle",
        medicalConditions: "Asthma",
        additionalNotes: "Prefers mornings",
        photoConsent: true,
        learners: [{ name: "Hafsa Ali", age: 18, course: "adult", scheduleOptions: [] }],
      },
      { now: new Date("2025-12-01T09:00:00Z"), toEmail: "hafsa@example.org" },
    );
    expect(params).toMatchObject({
      parent_address: "1 High Street, Watford",
      parent_relationship: "Mother",
      emergency_name: "Bilal Ali",
      emergency_phone: "07700 900222",
      emergency_relationship: "Uncle",
      medical_conditions: "Asthma",
      additional_notes: "Prefers mornings",
      photo_consent: "Yes",
      learner_count: "1",
      submission_date: "01/12/2025",
      submission_time: "09:00:00",
      to_email: "hafsa@example.org",
      learner_1_label: "Adult Learner",
      learner_1_schedule: "Not selected",
      learner_2_label: "",
    });
  });
});
