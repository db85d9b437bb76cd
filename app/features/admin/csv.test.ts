import { describe, expect, it } from "vitest";
import { csvField, submissionsCsv, toCsv } from "./csv";

describe("csvField", () => {
  it("leaves plain text alone", () => {
    expect(csvField("Amina Khan")).toBe("Amina Khan");
    expect(csvField("")).toBe("");
  });

  it("quotes fields with a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvField("Khan, Amina")).toBe('"Khan, Amina"');
    expect(csvField('She said "salaam"')).toBe('"She said ""salaam"""');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("line one\r\nline two")).toBe('"line one\r\nline two"');
  });

  it("defuses text that a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField("+44 7700 900456")).toBe("'+44 7700 900456");
    expect(csvField("-1+2")).toBe("'-1+2");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("a=b")).toBe("a=b");
  });

  it("writes numbers, booleans, dates, nulls and structures", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField(true)).toBe("true");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(new Date("2025-03-01T10:00:00Z"))).toBe("2025-03-01T10:00:00.000Z");
    expect(csvField(["Quran", "Arabic"])).toBe('"[""Quran"",""Arabic""]"');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe("toCsv", () => {
  it("writes a header and rows, each line ended by CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          [1, "x,y"],
          [null, "z"],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n,z\r\n');
  });

  it("writes only the header when there are no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe("a,b\r\n");
  });
});

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
