import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("csvField", () => {
  it.each([
    ["Amina Khan", "Amina Khan"],
    ["", ""],
  ])("leaves plain text alone: %j", (field, written) => {
    expect(csvField(field)).toBe(written);
  });

  it.each([
    ["Khan, Amina", '"Khan, Amina"'],
    ['She said "salaam"', '"She said ""salaam"""'],
    ["line one\nline two", '"line one\nline two"'],
    ["line one\r\nline two", '"line one\r\nline two"'],
  ])(
    "quotes a field with a comma, a quote or a line break, doubling the quotes: %j",
    (field, written) => {
      expect(csvField(field)).toBe(written);
    },
  );

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+44 7700 900456", "'+44 7700 900456"],
    ["-1+2", "'-1+2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
  ])("defuses text that a spreadsheet would run as a formula: %j", (field, written) => {
    expect(csvField(field)).toBe(written);
  });

  it("leaves an = that does not start the field alone", () => {
    expect(csvField("a=b")).toBe("a=b");
  });

  it.each<[unknown, string]>([
    [-5, "-5"],
    [true, "true"],
    [null, ""],
    [undefined, ""],
    [new Date("2025-03-01T10:00:00Z"), "2025-03-01T10:00:00.000Z"],
    [["Quran", "Arabic"], '"[""Quran"",""Arabic""]"'],
    [{ a: 1 }, '"{""a"":1}"'],
  ])("writes numbers, booleans, dates, nulls and structures: %j", (value, written) => {
    expect(csvField(value)).toBe(written);
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
