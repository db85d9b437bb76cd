import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { installDatabase, openPglite } from "#app/lib/db/client.server";
import { outbox, submissions } from "#app/lib/db/schema";
import { answer, expectRedirectWithToast, formRequest, routeArgs } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { action, loader } from "./routes/enrol-now";
import { ENROLMENT_FAILURE_MESSAGE } from "./rules";

const { db, handle } = setupTestDatabase({ emptied: [outbox, submissions] });

const valid: Record<string, string | string[]> = {
  parentName: "Hafsa Ali",
  parentPhone: "07700 900111",
  parentEmail: "hafsa@example.org",
  medicalConditions: "Asthma",
  termsAccepted: "on",
  "learners[0].name": "Yusuf",
  "learners[0].age": "8",
  "learners[0].course": "weekday",
  "learners[0].scheduleOptions": ["Monday & Wednesday", "Tuesday & Thursday"],
  "learners[1].name": "Aisha",
  "learners[1].age": "11",
  "learners[1].course": "weekend",
  "learners[1].scheduleOptions": "Sunday Only",
};

type Reply = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };

async function send(fields: Record<string, string | string[]>) {
  return answer(await action(routeArgs(formRequest("/enrol-now", fields))));
}

function learner(index: number, name: string, age: string, course: string, schedule: string[]) {
  return {
    [`learners[${index}].name`]: name,
    [`learners[${index}].age`]: age,
    [`learners[${index}].course`]: course,
    [`learners[${index}].scheduleOptions`]: schedule,
  };
}

describe("enrolment action", () => {
  it("stores the enrolment, queues the centre's email and the parent's copy, then redirects with a toast", async () => {
    const result = await send(valid);
    expectRedirectWithToast(result, "/enrol-now#enrolment-form");

    const stored = await db().select().from(submissions);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: "enrolment",
      payload: {
        parentName: "Hafsa Ali",
        parentPhone: "07700 900111",
        parentEmail: "hafsa@example.org",
        medicalConditions: "Asthma",
        photoConsent: false,
        termsAccepted: true,
        learners: [
          {
            name: "Yusuf",
            age: 8,
            course: "weekday",
            scheduleOptions: ["Monday & Wednesday", "Tuesday & Thursday"],
          },
          { name: "Aisha", age: 11, course: "weekend", scheduleOptions: ["Sunday Only"] },
        ],
      },
    });

    const emails = await db().select().from(outbox).orderBy(outbox.id);
    expect(emails.map((email) => [email.toAddress, email.replyTo])).toEqual([
      [site.emails.contact, "hafsa@example.org"],
      ["hafsa@example.org", site.emails.contact],
    ]);
    expect(emails.every((email) => email.submissionId === stored[0]?.id)).toBe(true);
    for (const email of emails) {
      for (const text of [
        "Parent/Guardian name: Hafsa Ali",
        "Address: Not provided",
        "Relationship: Parent/Guardian",
        "Number of learners: 2",
        "Emergency contact name: Same as parent",
        "Emergency contact phone: 07700 900111",
        "Emergency contact relationship: Parent",
        "Medical conditions: Asthma",
        "Additional notes: None",
        "Photo consent: No",
        "Terms accepted: Yes",
        "Learner 1: Child 1",
        "Learner 1 schedule: Monday & Wednesday, Tuesday & Thursday",
        "Learner 2 course: Weekend Islamic Education",
        "Learner 2 schedule: Sunday Only",
      ])
        expect(email.text).toContain(text);
      expect(email.text).toMatch(/Submission date: \d{2}\/\d{2}\/\d{4}/);
      expect(email.text).not.toContain("Learner 3");
    }
    expect(emails[1]?.text).toContain("Thank you! Your enrolment has been submitted successfully.");
  });

  it("answers 400 with a message per field and stores nothing when fields are missing", async () => {
    const result = await send({ "learners[0].course": "weekday" });
    expect(result.status).toBe(400);
    const { error } = (result.data as Reply).result;
    expect(error).toMatchObject({
      parentName: ["Please enter your name"],
      parentPhone: ["Please enter your phone number"],
      parentEmail: ["Please enter your email address"],
      termsAccepted: ["Please accept the Academy policies to continue"],
      "learners[0].name": ["Please enter the learner's name"],
      "learners[0].age": ["Please enter the learner's age"],
      "learners[0].scheduleOptions": ["Please select at least one schedule option"],
      "": ["Please select schedule options for Child 1 in Weekday Quran & Arabic Classes"],
    });
    expect(await db().select().from(submissions)).toHaveLength(0);
  });

  it.each([
    [
      "age 2",
      { "learners[0].age": "2" },
      "learners[0].age",
      "Please enter an age between 3 and 18",
    ],
    [
      "age 19",
      { "learners[0].age": "19" },
      "learners[0].age",
      "Please enter an age between 3 and 18",
    ],
    [
      "age 16 on the adult course",
      {
        "learners[1].course": "adult",
        "learners[1].age": "16",
        "learners[1].scheduleOptions": "Tafseer Only",
      },
      "learners[1].age",
      "Please enter an age between 17 and 120",
    ],
    [
      "age 121 on the adult course",
      {
        "learners[1].course": "adult",
        "learners[1].age": "121",
        "learners[1].scheduleOptions": "Tafseer Only",
      },
      "learners[1].age",
      "Please enter an age between 17 and 120",
    ],
    [
      "age 30 on a children's course",
      { "learners[0].age": "30" },
      "learners[0].age",
      "Please enter an age between 3 and 18",
    ],
    [
      "an age that is not a whole number",
      { "learners[0].age": "7.5" },
      "learners[0].age",
      "Please enter an age between 3 and 18",
    ],
    [
      "an unknown course",
      { "learners[0].course": "karate" },
      "learners[0].course",
      "Please select a course",
    ],
    [
      "an unknown schedule",
      { "learners[0].scheduleOptions": "Friday Only" },
      "learners[0].scheduleOptions",
      "Please choose from the options listed",
    ],
    [
      "another course's schedule",
      { "learners[1].scheduleOptions": "Monday & Wednesday" },
      "learners[1].scheduleOptions",
      "Please choose from the options listed",
    ],
    [
      "no schedule for the weekday course",
      { "learners[0].scheduleOptions": [] },
      "learners[0].scheduleOptions",
      "Please select at least one schedule option",
    ],
    [
      "no course option for the adult course",
      { "learners[1].course": "adult", "learners[1].scheduleOptions": [] },
      "learners[1].scheduleOptions",
      "Please select a course option",
    ],
    [
      "two course options for the adult course",
      {
        "learners[1].course": "adult",
        "learners[1].scheduleOptions": ["Arabic & Tafseer", "Tafseer Only"],
      },
      "learners[1].scheduleOptions",
      "Please select a course option",
    ],
    [
      "six learners",
      Object.assign(
        {},
        ...[2, 3, 4, 5].map((i) => learner(i, `Child ${i}`, "7", "weekend", ["Saturday Only"])),
      ),
      "learners",
      "You can enrol up to 5 learners at a time",
    ],
  ])("refuses %s with 400 and stores nothing", async (_case, change, field, message) => {
    const result = await send({ ...valid, ...change });
    expect(result.status).toBe(400);
    expect((result.data as Reply).result.error[field]).toEqual([message]);
    expect(await db().select().from(submissions)).toHaveLength(0);
    expect(await db().select().from(outbox)).toHaveLength(0);
  });

  it("enrols an adult of 30 (or 17, or 95) on the adult course", async () => {
    for (const age of ["30", "17", "95"]) {
      const parent = Object.fromEntries(
        Object.entries(valid).filter(([name]) => !name.startsWith("learners")),
      );
      const result = await send({
        ...parent,
        ...learner(0, "Hafsa Ali", age, "adult", ["Arabic & Tafseer"]),
      });
      expect(result.status, age).toBe(302);
    }
    const stored = await db().select().from(submissions);
    expect(stored.map((row) => (row.payload.learners as { age: number }[])[0]?.age)).toEqual([
      30, 17, 95,
    ]);
  });

  it("gives the schedule alert as the form's message, naming the learner and the course", async () => {
    const result = await send({ ...valid, "learners[1].scheduleOptions": [] });
    expect((result.data as Reply).result.error[""]).toEqual([
      "Please select schedule options for Aisha in Weekend Islamic Education",
    ]);
  });

  it("adds and removes learners without JavaScript (Conform list intents), keeping what was typed", async () => {
    const added = await send({
      ...valid,
      __intent__: JSON.stringify({
        type: "insert",
        payload: { name: "learners", defaultValue: {} },
      }),
    });
    expect(added.status).toBe(200);
    const value = (added.data as Reply).result.initialValue;
    expect((value.learners as unknown[]).length).toBe(3);
    expect(value.parentName).toBe("Hafsa Ali");
    expect(await db().select().from(submissions)).toHaveLength(0);
  });

  it("says 'Failed to send enrollment. Please try again or contact support.' and keeps everything when it cannot store", async () => {
    const broken = openPglite(new PGlite());
    installDatabase(broken);
    try {
      const result = await send(valid);
      expect(result.status).toBe(503);
      const reply = (result.data as Reply).result;
      expect(reply.error[""]).toEqual([ENROLMENT_FAILURE_MESSAGE]);
      expect(reply.initialValue).toMatchObject({ parentName: "Hafsa Ali" });
    } finally {
      installDatabase(handle());
      await broken.close();
    }
  });

  it("preselects a known course from ?course= and ignores unknown ones", async () => {
    const load = async (query: string) =>
      (await loader(routeArgs(new Request(`http://localhost/enrol-now${query}`)))).course;
    expect(await load("?course=adult")).toBe("adult");
    expect(await load("?course=karate")).toBeNull();
    expect(await load("")).toBeNull();
  });
});
