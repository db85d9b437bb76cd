import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

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
