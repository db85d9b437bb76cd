import { describe, expect, it } from "vitest";
import {
  CURRENT_DECLARATION,
  declarationText,
  HMRC_SCHEDULE_COLUMNS,
  hmrcScheduleRows,
  normaliseUkPostcode,
  scheduleDate,
} from "./gift-aid";

describe("UK postcodes", () => {
  it("accepts every Royal Mail format and writes it as Royal Mail does", () => {
    const cases: [string, string][] = [
      ["wd24 5er", "WD24 5ER"],
      ["WD245ER", "WD24 5ER"],
      ["M1 1AE", "M1 1AE"],
      ["B33 8TH", "B33 8TH"],
      ["CR2 6XH", "CR2 6XH"],
      ["DN55 1PT", "DN55 1PT"],
      ["W1A 0AX", "W1A 0AX"],
      ["EC1A 1BB", "EC1A 1BB"],
      [" sw1a  1aa ", "SW1A 1AA"],
      ["GIR 0AA", "GIR 0AA"],
    ];
    for (const [typed, written] of cases) expect(normaliseUkPostcode(typed)).toBe(written);
  });

  it("refuses what is not a UK postcode", () => {
    for (const typed of [
      "",
      "WD24",
      "12345",
      "WD24 5E",
      "QD24 5ER",
      "WD24 5EC",
      "90210",
      "WD24-5ER",
      "WD24 5ER X",
    ])
      expect(normaliseUkPostcode(typed)).toBeNull();
  });
});

describe("the declaration", () => {
  it("is HMRC's model wording with the centre's name, by version", () => {
    const text = declarationText(CURRENT_DECLARATION, "Watford Islamic Centre");
    expect(text).toContain(
      "I want to Gift Aid my donation and any donations I make in the future or have made in the past 4 years to Watford Islamic Centre.",
    );
    expect(text).toContain("it is my responsibility to pay any difference.");
    expect(declarationText("unknown-version", "X")).toBe(declarationText(CURRENT_DECLARATION, "X"));
  });
});

describe("HMRC's Gift Aid schedule", () => {
  it("has HMRC's columns in order", () => {
    expect(HMRC_SCHEDULE_COLUMNS).toEqual([
      "Title",
      "First name or initial",
      "Last name",
      "House name or number",
      "Postcode",
      "Aggregated donations",
      "Sponsored event",
      "Donation date",
      "Amount",
    ]);
  });

  it("lists each donation with its donor, date as DD/MM/YY and amount in pounds, oldest first", () => {
    const rows = hmrcScheduleRows([
      {
        title: "Mrs",
        firstName: "Maryam",
        lastName: "Hussain",
        houseNameOrNumber: "12",
        postcode: "wd245er",
        paidOn: "2026-11-20",
        amountPence: 2500,
      },
      {
        title: "",
        firstName: "Abdul-Rahman",
        lastName: "O'Neill (Jr)",
        houseNameOrNumber: "Rose Cottage",
        postcode: "M1 1AE",
        paidOn: "2026-11-02",
        amountPence: 1000001,
      },
    ]);
    expect(rows).toEqual([
      ["", "Abdul-Rahman", "O'Neill Jr", "Rose Cottage", "M1 1AE", "", "", "02/11/26", "10000.01"],
      ["Mrs", "Maryam", "Hussain", "12", "WD24 5ER", "", "", "20/11/26", "25.00"],
    ]);
    expect(rows.every((row) => row.length === HMRC_SCHEDULE_COLUMNS.length)).toBe(true);
  });

  it("cuts names and house names to HMRC's lengths", () => {
    const [row] = hmrcScheduleRows([
      {
        title: "Prof",
        firstName: "A".repeat(50),
        lastName: "B".repeat(50),
        houseNameOrNumber: "C".repeat(60),
        postcode: "B33 8TH",
        paidOn: "2026-01-05",
        amountPence: 100,
      },
    ]);
    expect(row?.slice(1, 4).map((value) => value.length)).toEqual([35, 35, 40]);
    expect(scheduleDate("2027-03-09")).toBe("09/03/27");
  });
});
