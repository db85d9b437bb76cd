import { describe, expect, it } from "vitest";
import { submissionsCsv } from "./submissions-csv";

describe("submissionsCsv", () => {
  const createdAt = new Date("2025-03-01T10:00:00Z");
  /** A new contact submission "id-1", with the given fields replaced. */
  const submission = (
    fields: Partial<Parameters<typeof submissionsCsv>[0][number]>,
  ): Parameters<typeof submissionsCsv>[0][number] => ({
    id: "id-1",
    kind: "contact",
    status: "new",
    createdAt,
    handledAt: null,
    payload: {},
    ...fields,
  });

  it("puts the fixed columns first, then the union of payload keys in sorted order", () => {
    const csv = submissionsCsv([
      submission({ payload: { lastName: "Khan", firstName: "Amina", message: "Hello, world" } }),
      submission({
        id: "id-2",
        kind: "enrolment",
        status: "handled",
        handledAt: new Date("2025-03-02T09:30:00Z"),
        payload: { firstName: "Yusuf", classes: ["Quran"], email: "=cmd" },
      }),
    ]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "id,kind,status,created_at,handled_at,classes,email,firstName,lastName,message",
    );
    expect(lines[1]).toBe('id-1,contact,new,2025-03-01T10:00:00.000Z,,,,Amina,Khan,"Hello, world"');
    expect(lines[2]).toBe(
      'id-2,enrolment,handled,2025-03-01T10:00:00.000Z,2025-03-02T09:30:00.000Z,"[""Quran""]",\'=cmd,Yusuf,,',
    );
    expect(lines[3]).toBe("");
  });

  it("renames a payload key that would clash with a fixed column", () => {
    const csv = submissionsCsv([submission({ payload: { status: "x" } })]);
    expect(csv.split("\r\n")[0]).toBe("id,kind,status,created_at,handled_at,payload.status");
    expect(csv.split("\r\n")[1]).toBe("id-1,contact,new,2025-03-01T10:00:00.000Z,,x");
  });

  it("has just the fixed header for no submissions", () => {
    expect(submissionsCsv([])).toBe("id,kind,status,created_at,handled_at\r\n");
  });
});
