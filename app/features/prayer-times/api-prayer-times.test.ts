import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { iqamahRules, prayerTimes, timetableEntries } from "#app/lib/db/schema";
import { routeArgs } from "#tests/support/actions";
import {
  committedOpenApi,
  committedSchema,
  expectOpenDataHeaders,
  OPENAPI_FILE,
} from "#tests/support/openapi";
import { NOW, setupPrayerTests, WINTER } from "#tests/support/prayer-times";
import { API_ERRORS } from "./api";
import { openApiDocument } from "./api-document";
import {
  apiErrorSchema,
  MAX_RANGE_DAYS,
  type PrayerTimesAnswer,
  prayerTimesAnswerSchema,
} from "./api-schema";
import { jumuahSessions } from "./jumuah";
import { savePrayerSettings, syncPrayerTimes } from "./prayer-times.server";
import { isFriday, type PrayerDay } from "./prayers";
import { loader as openApiLoader } from "./routes/api-openapi";
import { loader as apiLoader } from "./routes/api-prayer-times";
import { loader as timetableLoader } from "./routes/timetable";
import { DEFAULT_PRAYER_SETTINGS } from "./settings";

const { db, get } = setupPrayerTests();

/** An anonymous request at the frozen clock (Monday 1 December 2025, 10:00) unless it names another. */
function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(get(path, "").headers);
  for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
  return new Request(`http://localhost${path}`, { method: init.method ?? "GET", headers });
}

const ask = async (query: string, init?: Parameters<typeof request>[1]) =>
  (await apiLoader(routeArgs(request(`/api/v1/prayer-times${query}`, init)))) as Response;

async function answerOf(query: string): Promise<PrayerTimesAnswer> {
  const response = await ask(query);
  expect(response.status, query).toBe(200);
  return response.json();
}

/** The Jumu'ah sessions: the day's own, then one in Urdu. */
const JUMUAH = {
  firstLanguage: "English and Arabic",
  furtherSessions: [{ khutbah: "14:30", iqamah: "14:45", language: "Urdu" }],
};

/** A day of the timetable page as the API must give it, field by field. */
const asTheApiGivesIt = (day: PrayerDay) => ({
  date: day.date,
  hijriDate: day.hijriDate,
  source: day.source,
  begins: day.times,
  iqamah: day.iqamah,
  ...(isFriday(day.date)
    ? { jumuah: day.jummah, jumuahSessions: jumuahSessions(day.jummah, JUMUAH) }
    : {}),
});

// Every kind of day: stored by the sync (one edited by hand), from the centre's timetable,
// calculated on the fly, under an offset iqamah rule and a Jumu'ah rule for the summer.
beforeEach(async () => {
  await db()
    .insert(iqamahRules)
    .values([
      { prayer: "maghrib", mode: "offset", minutes: 5 },
      {
        prayer: "jummah",
        mode: "fixed",
        time: "13:45",
        doors: "12:45",
        khutbah: "13:15",
        validFrom: "2026-04-01",
        validTo: "2026-09-30",
      },
    ]);
  await db()
    .insert(timetableEntries)
    .values([
      { key: "07-10", times: WINTER, iqamah: { fajr: "06:15" } },
      { key: "2026-02-14", times: { ...WINTER, fajr: "05:40" } },
    ]);
  await savePrayerSettings("jumuah", { ...DEFAULT_PRAYER_SETTINGS, jumuah: JUMUAH });
  await syncPrayerTimes(NOW);
  await db()
    .update(prayerTimes)
    .set({ jummahIqamah: "13:40", ishaIqamah: "19:30" })
    .where(eq(prayerTimes.date, "2026-01-09"));
});

describe("GET /api/v1/prayer-times", () => {
  it("gives, month by month for a whole year, the days the /timetable page shows", async () => {
    const year = await answerOf("?year=2026");
    expect(year.days).toHaveLength(365);
    let checked = 0;
    for (let month = 1; month <= 12; month++) {
      const name = `2026-${String(month).padStart(2, "0")}`;
      const page = await timetableLoader(routeArgs(get(`/timetable?month=${name}`, "")));
      const expected = page.days.map(asTheApiGivesIt);
      const answer = await answerOf(`?month=${name}`);
      expect(answer.days, name).toEqual(expected);
      expect(
        year.days.filter((day) => day.date.startsWith(name)),
        name,
      ).toEqual(expected);
      checked += expected.length;
    }
    expect(checked).toBe(365);
    const day = (date: string) => year.days.find((one) => one.date === date);
    expect(day("2026-01-09")).toMatchObject({
      source: "calculated",
      iqamah: { isha: "19:30" },
      jumuah: { iqamah: "13:40" },
    });
    expect(day("2026-02-14")).toMatchObject({ source: "timetable", begins: { fajr: "05:40" } });
    expect(day("2026-07-10")).toMatchObject({ source: "timetable", iqamah: { fajr: "06:15" } });
    expect(day("2026-05-08")?.jumuah).toEqual({
      doors: "12:45",
      khutbah: "13:15",
      iqamah: "13:45",
    });
    expect(day("2026-05-08")?.jumuahSessions).toEqual([
      { khutbah: "13:15", iqamah: "13:45", language: "English and Arabic" },
      { khutbah: "14:30", iqamah: "14:45", language: "Urdu" },
    ]);
    expect(day("2026-05-07")).not.toHaveProperty("jumuah");
    expect(day("2026-05-07")).not.toHaveProperty("jumuahSessions");
    expect(year).toMatchObject({
      centre: "Watford Islamic Centre",
      timezone: "Europe/London",
      calculationMethod: "Moonsighting Committee, Hanafi Asr",
      from: "2026-01-01",
      to: "2026-12-31",
    });
  });

  it("answers today (London) without a query, a day, and a range", async () => {
    const today = await answerOf("");
    expect(today.days.map((day) => day.date)).toEqual(["2025-12-01"]);
    expect(today.days[0]?.hijriDate).toBe("10 Jumada II 1447 AH");
    expect((await answerOf("?date=2026-03-06")).days[0]).toHaveProperty("jumuah");
    const range = await answerOf("?from=2025-12-30&to=2026-01-02");
    expect(range.days.map((day) => day.date)).toEqual([
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
    ]);
    expect(range).toMatchObject({ from: "2025-12-30", to: "2026-01-02" });
    const longest = await answerOf("?from=2027-06-01&to=2028-05-31");
    expect(longest.days).toHaveLength(MAX_RANGE_DAYS);
  });

  it("is public JSON any website may read, tagged, and 304 when the copy is current", async () => {
    const response = await ask("?month=2026-03");
    const body = await response.text();
    const etag = expectOpenDataHeaders(response, 3600);
    // Strong (no W/), and of the body's bytes.
    const digest = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    expect(etag).toBe(`"${digest}"`);

    for (const known of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const notModified = await ask("?month=2026-03", { headers: { "If-None-Match": known } });
      expect(notModified.status, known).toBe(304);
      expect(await notModified.text()).toBe("");
      expect(notModified.headers.get("ETag")).toBe(etag);
      expect(notModified.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(notModified.headers.get("Cache-Control")).toBe("public, max-age=3600");
    }
    const stale = await ask("?month=2026-03", { headers: { "If-None-Match": '"other"' } });
    expect(stale.status).toBe(200);

    // A change the timetable shows is a new body, so a new tag.
    await db()
      .insert(iqamahRules)
      .values({ prayer: "isha", mode: "fixed", time: "20:00", validFrom: "2026-03-01" });
    const changed = await ask("?month=2026-03", { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("lets today's answer be kept no later than midnight", async () => {
    // The frozen clock is 10:00: an hour is well before midnight.
    expect((await ask("")).headers.get("Cache-Control")).toBe("public, max-age=3600");
    const lateEvening = request("/api/v1/prayer-times", {
      headers: { Cookie: `wic_test_now=${NOW + 13.5 * 3_600_000}` },
    });
    const response = (await apiLoader(routeArgs(lateEvening))) as Response;
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=1800");
  });

  it("answers a CORS preflight", async () => {
    const response = await ask("?year=2026", {
      method: "OPTIONS",
      headers: {
        Origin: "https://example.org",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "if-none-match",
      },
    });
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, HEAD, OPTIONS",
      "access-control-allow-headers": "*",
      "access-control-max-age": "86400",
    });
  });

  it("refuses each malformed query with 400 and a JSON message, never a 500", async () => {
    const cases: [string, string][] = [
      ["?date=2026-02-30", API_ERRORS.date],
      ["?date=yesterday", API_ERRORS.date],
      ["?month=2026-13", API_ERRORS.month],
      ["?year=twenty", API_ERRORS.year],
      ["?from=2026-03-01", API_ERRORS.rangeHalf],
      ["?from=2026-03-01&to=2026-13-01", API_ERRORS.rangeDates],
      ["?from=2026-03-02&to=2026-03-01", API_ERRORS.rangeOrder],
      ["?from=2026-01-01&to=2027-01-02", API_ERRORS.rangeLength],
      ["?date=2026-03-06&year=2026", API_ERRORS.oneForm],
      ["?year=3000", API_ERRORS.years],
    ];
    for (const [query, error] of cases) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(apiErrorSchema.parse(await response.json()), query).toEqual({ error });
    }
  });

  it("sends a whole year in under 30 KB gzipped", async () => {
    const body = await (await ask("?year=2028")).text();
    const gzipped = gzipSync(body).byteLength;
    console.info(`year 2028: ${body.length} bytes of JSON, ${gzipped} gzipped`);
    expect(gzipped).toBeLessThan(30 * 1024);
  });
});

describe("the OpenAPI document", () => {
  const committed = committedOpenApi();

  it("is committed as the schemas generate it", () => {
    expect(
      committed,
      `${OPENAPI_FILE} is out of date: save GET /api/v1/openapi.json over it (then npx biome format --write ${OPENAPI_FILE})`,
    ).toEqual(openApiDocument());
  });

  it("is served at /api/v1/openapi.json, public and tagged", async () => {
    const response = (await openApiLoader(routeArgs(request("/api/v1/openapi.json")))) as Response;
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
    expect(await response.json()).toEqual(committed);
  });

  it("describes the real answers: a day, a month, a range, a year and a refusal", async () => {
    // The committed file's own schemas, besides zod's.
    const fileSchema = committedSchema;
    const answers = [
      await answerOf(""),
      await answerOf("?date=2026-03-06"),
      await answerOf("?month=2026-02"),
      await answerOf("?from=2026-06-20&to=2026-07-20"),
      await answerOf("?year=2026"),
    ];
    for (const answer of answers) {
      expect(prayerTimesAnswerSchema.parse(answer)).toEqual(answer);
      expect(fileSchema("PrayerTimes").parse(answer)).toEqual(answer);
    }
    const refusal = await (await ask("?month=May")).json();
    expect(apiErrorSchema.parse(refusal)).toEqual(refusal);
    expect(fileSchema("Error").parse(refusal)).toEqual(refusal);
    // The file's schemas are not so loose that anything passes.
    const [first] = answers;
    const extra = { ...first, days: [{ ...first?.days[0], maghribIqamah: "16:10" }] };
    expect(fileSchema("PrayerTimes").safeParse(extra).success).toBe(false);
    const badTime = { ...first, days: [{ ...first?.days[0], date: "1 Dec" }] };
    expect(fileSchema("PrayerTimes").safeParse(badTime).success).toBe(false);
  });
});
