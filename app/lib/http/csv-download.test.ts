import { describe, expect, it } from "vitest";
import { csvDownload } from "./csv-download";

const fileName = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1];

describe("csvDownload", () => {
  it("names the file with the UK date: 00:30 on 1 August in summer time is not 31 July", () => {
    const justAfterMidnight = Date.parse("2026-07-31T23:30:00Z");
    expect(fileName(csvDownload("a\r\n", "summer-registrations", justAfterMidnight))).toBe(
      "summer-registrations-2026-08-01.csv",
    );
  });

  it("names the file with the UK date in winter too, when the UK is on UTC", () => {
    const lateEvening = Date.parse("2026-12-31T23:59:00Z");
    expect(fileName(csvDownload("a\r\n", "donations", lateEvening))).toBe(
      "donations-2026-12-31.csv",
    );
  });

  it("sends UTF-8 with a byte order mark, never cached", async () => {
    const response = csvDownload("name\r\nÉlodie\r\n", "submissions", Date.now());
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });
});
