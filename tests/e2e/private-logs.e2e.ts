import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#app/lib/db/schema";
import { breakTable } from "../support/database";
import { readLogs } from "../support/logs";
import { startTestServer, type TestServer } from "../support/server";

/**
 * A public form whose answers cannot be stored logs the failure, and never what was typed: names,
 * phones, addresses, medical notes, a counselling request's situation. Every table refuses writes
 * (as a full disk would), each form is sent as a browser without JavaScript sends it, and every
 * line the server logs is searched for every value sent.
 */

const person = {
  name: "Zubaydah Quennell-Okafor",
  email: "zubaydah.quennell@example.org",
  phone: "07700 900731",
};

const FORMS: { path: string; fields: Record<string, string | string[]>; logsFields?: string[] }[] =
  [
    {
      path: "/contact",
      fields: {
        firstName: "Zubaydah",
        lastName: "Quennell-Okafor",
        email: person.email,
        phone: person.phone,
        message: "Please call me about my private family matter before Friday",
      },
    },
    {
      path: "/volunteer",
      fields: { ...person, areas: ["Elders", "Youth Club"], availability: "Thursday evenings" },
      logsFields: ["name", "phone", "email", "areas", "availability"],
    },
    {
      path: "/enrol-now",
      fields: {
        parentName: "Marguerite Obasanjo-Lindqvist",
        parentPhone: "07700 900846",
        parentEmail: "marguerite.lindqvist@example.org",
        medicalConditions: "Severe peanut allergy carries an adrenaline pen",
        termsAccepted: "on",
        "learners[0].name": "Ismail Obasanjo-Lindqvist",
        "learners[0].age": "9",
        "learners[0].course": "weekday",
        "learners[0].scheduleOptions": "Monday & Wednesday",
      },
      logsFields: ["parentName", "parentPhone", "medicalConditions", "learners[].name"],
    },
    {
      path: "/projects/advice-and-counselling",
      fields: {
        ...person,
        gender: "Female",
        enquiryType: "Family",
        situation: "My husband and I are separating and I need confidential advice",
      },
    },
    {
      path: "/projects/elders",
      fields: {
        formKind: "elders-registration",
        name: "Hajja Wilhelmina Abdulrazak",
        birthDay: "07",
        birthMonth: "03",
        birthYear: "1941",
        phoneNumber: "07700 900952",
        gender: "Female",
        withCarer: "Yes",
        emergencyContactName: "Theodora Abdulrazak",
      },
    },
    {
      path: "/signup",
      fields: {
        name: "Bartholomew Adeyemi-Stuart",
        email: "bartholomew.adeyemi@example.org",
        password: "a-secret-password-41",
        confirmPassword: "a-secret-password-41",
      },
    },
  ];

/** The values a form sent that are the person's own (not the form's kind, which is logged). */
function typedValues(fields: Record<string, string | string[]>): string[] {
  return Object.entries(fields)
    .filter(([name]) => name !== "formKind")
    .flatMap(([, value]) => value)
    .filter((value) => value.length >= 6 && !/^(on|yes|no|male|female)$/i.test(value));
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe("a public form that cannot be stored", () => {
  it("logs the failure with the form's field names, and none of the values sent", async () => {
    const answers: Record<string, number> = {};
    const repairs: (() => Promise<void>)[] = [];
    for (const table of Object.values(schema))
      if (is(table, PgTable) && table !== schema.rateLimits)
        repairs.push(await breakTable(server.database, getTableName(table), "writes"));
    const lines = await readLogs(async () => {
      try {
        for (const { path, fields } of FORMS) {
          const body = new URLSearchParams();
          for (const [name, value] of Object.entries(fields))
            for (const item of [value].flat()) body.append(name, item);
          const response = await fetch(`${server.url}${path}`, {
            method: "POST",
            redirect: "manual",
            body,
          });
          await response.arrayBuffer();
          answers[path] = response.status;
        }
      } finally {
        for (const repair of repairs) await repair();
      }
    });

    // Each form was refused for the storage failure, not for what was typed.
    expect(answers).toEqual({
      "/contact": 503,
      "/volunteer": 503,
      "/enrol-now": 503,
      "/projects/advice-and-counselling": 503,
      "/projects/elders": 503,
      "/signup": 400,
    });
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors.length).toBeGreaterThanOrEqual(FORMS.length);
    const log = lines.join("");
    for (const { path, fields } of FORMS)
      for (const value of typedValues(fields)) {
        expect(log, `${path}: ${value}`).not.toContain(value);
        expect(log, `${path}: ${value}`).not.toContain(JSON.stringify(value).slice(1, -1));
      }
    // The failure names what was being stored, and the database's reason.
    for (const { path, logsFields } of FORMS.filter((form) => form.logsFields)) {
      const line = errors.find((error) =>
        (logsFields ?? []).every((field) => error.includes(`"${field}"`)),
      );
      expect(line, path).toBeDefined();
      expect(line, path).toContain("No space left on device");
    }
  });
});
