import { gzipSync } from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import { islamicMonthStarts, ramadanNights } from "#app/lib/db/schema";
import { addDays, instantAt, toMinutes } from "#app/lib/time/london";
import { routeArgs } from "#tests/support/actions";
import { committedSchema, expectOpenDataHeaders } from "#tests/support/openapi";
import { setupPrayerTests } from "#tests/support/prayer-times";
import { RAMADAN_API_ERRORS } from "./api";
import { daysBetween } from "./hijri-months";
import { loader as apiLoader } from "./routes/api-ramadan";
import { loader as ramadanPage } from "./routes/ramadan";
import { seedDemoNights, seedDemoRamadanStart } from "./seed.server";

const { db } = setupPrayerTests();

beforeEach(async () => {
  for (const table of [islamicMonthStarts, ramadanNights]) await db().delete(table);
});

/** Saturday 20 February 2027, 16:00: day 13 of the demo Ramadan, 1448. */
const IN_RAMADAN = instantAt("2027-02-20", "16:00");

function request(
  path: string,
  at = IN_RAMADAN,
  headers: Record<string, string> = {},
  method = "GET",
) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { Cookie: `wic_test_now=${at}`, ...headers },
  });
}

const ask = async (query: string, at = IN_RAMADAN, headers: Record<string, string> = {}) =>
  (await apiLoader(routeArgs(request(`/api/v1/ramadan${query}`, at, headers)))) as Response;

type RamadanAnswer = {
  hijriYear: number;
  startsOn: string;
  eidOn: string;
  days: {
    day: number;
    date: string;
    suhoorEnds: string;
    fajr: string;
    iftar: string;
    ishaJamaat: string;
    tarawih: string | null;
  }[];
} & Record<string, unknown>;

async function answerOf(query: string, at = IN_RAMADAN): Promise<RamadanAnswer> {
  const response = await ask(query, at);
  expect(response.status, query).toBe(200);
  return response.json();
}

describe("GET /api/v1/ramadan", () => {
  it("gives the demo Ramadan as the /ramadan page shows it, day by day", async () => {
    await seedDemoRamadanStart();
    await seedDemoNights();
    const page = await ramadanPage(routeArgs(request("/ramadan")));
    const expected = {
      centre: "Watford Islamic Centre",
      timezone: "Europe/London",
      calculationMethod: "Moonsighting Committee, Hanafi Asr",
      hijriYear: page.year,
      startsOn: page.startsOn,
      startAnnounced: page.startAnnounced,
      eidOn: page.eidOn,
      eidAnnounced: page.eidAnnounced,
      firstNight: page.firstNight,
      days: page.rows,
    };
    // Without a year in Ramadan, and with its year at any time.
    expect(await answerOf("")).toEqual(expected);
    const body = await (await ask("?year=1448")).text();
    console.info(
      `Ramadan 1448: ${body.length} bytes of JSON, ${gzipSync(body).byteLength} gzipped`,
    );
    expect(await answerOf("?year=1448", instantAt("2025-12-01", "10:00"))).toEqual(expected);
    expect(expected).toMatchObject({
      hijriYear: 1448,
      startsOn: "2027-02-08",
      startAnnounced: true,
    });
    const night27 = expected.days.find((day) => day.night?.number === 27);
    expect(night27).toMatchObject({
      date: "2027-03-05",
      night: { note: expect.stringContaining("Khatm al-Qur'an") },
    });
    expect(expected.days.at(-1)).toMatchObject({ tarawih: null, night: null });
  });

  it("answers the next Ramadan outside one, until the day of Eid", async () => {
    expect((await answerOf("", instantAt("2025-12-01", "10:00"))).hijriYear).toBe(1447);
    const lastFast = await answerOf("", instantAt("2026-03-19", "10:00"));
    expect(lastFast.hijriYear).toBe(1447);
    expect(lastFast.eidOn).toBe("2026-03-20");
    expect((await answerOf("", instantAt("2026-03-20", "10:00"))).hijriYear).toBe(1448);
  });

  it("is public JSON, tagged, kept an hour, or until midnight when it is the Ramadan of the day", async () => {
    const response = await ask("?year=1448");
    const etag = expectOpenDataHeaders(response, 3600);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await ask("?year=1448", IN_RAMADAN, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const lateEvening = await ask("", instantAt("2027-02-20", "23:30"));
    expect(lateEvening.headers.get("Cache-Control")).toBe("public, max-age=1800");

    const preflight = (await apiLoader(
      routeArgs(
        request("/api/v1/ramadan", IN_RAMADAN, { Origin: "https://example.org" }, "OPTIONS"),
      ),
    )) as Response;
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("refuses a year it cannot answer with 400 and a JSON message", async () => {
    const cases: [string, string][] = [
      ["?year=soon", RAMADAN_API_ERRORS.year],
      ["?year=2027", RAMADAN_API_ERRORS.years],
      ["?year=1420", RAMADAN_API_ERRORS.years],
      ["?year=1525", RAMADAN_API_ERRORS.years],
      ["?year=", RAMADAN_API_ERRORS.year],
    ];
    for (const [query, error] of cases) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
      const body = await response.json();
      expect(body, query).toEqual({ error });
      expect(committedSchema("Error").parse(body)).toEqual(body);
    }
  });

  it("answers as the committed OpenAPI document describes, for the first and last years", async () => {
    await seedDemoNights();
    for (const query of ["", "?year=1421", "?year=1448", "?year=1524"]) {
      const answer = await answerOf(query);
      expect(committedSchema("Ramadan").parse(answer), query).toEqual(answer);
    }
    const answer = await answerOf("?year=1448");
    const extra = {
      ...answer,
      days: [{ ...answer.days[0], sunrise: "07:00" }, ...answer.days.slice(1)],
    };
    expect(committedSchema("Ramadan").safeParse(extra).success).toBe(false);
  });
});

const DAY_MS = 86_400_000;

/**
 * A Ramadan across a clock change, from the real calculation: every day once, in order; on the
 * clocks' side of the change, suhoor and iftar move by an hour on the clock, while the sun (the
 * instants) moves by a few minutes as on any other day.
 */
async function acrossTheChange(year: number, changeDay: string, shift: 60 | -60) {
  const ramadan = await answerOf(`?year=${year}`);
  const { days } = ramadan;
  expect(days).toHaveLength(daysBetween(ramadan.startsOn, ramadan.eidOn));
  days.forEach((day, index) => {
    expect(day.day).toBe(index + 1);
    expect(day.date).toBe(addDays(ramadan.startsOn, index));
    // Suhoor ends 10 minutes before Fajr and tarawih is 15 minutes after the Isha jama'at, both sides.
    expect(toMinutes(day.fajr) - toMinutes(day.suhoorEnds)).toBe(10);
    if (day.tarawih) expect(toMinutes(day.tarawih) - toMinutes(day.ishaJamaat)).toBe(15);
  });
  const after = days.findIndex((day) => day.date === changeDay);
  expect(after, `${changeDay} is in Ramadan ${year}`).toBeGreaterThan(0);
  const [before, on] = [days[after - 1], days[after]] as const;
  if (!before || !on) throw new Error("no days either side");
  for (const time of ["suhoorEnds", "iftar"] as const) {
    const clock = toMinutes(on[time]) - toMinutes(before[time]);
    expect(Math.abs(clock - shift), `${time} ${before[time]} → ${on[time]}`).toBeLessThanOrEqual(4);
    const sun = instantAt(on.date, on[time]) - instantAt(before.date, before[time]) - DAY_MS;
    expect(Math.abs(sun), `${time}: the sun moves minutes, not an hour`).toBeLessThanOrEqual(
      4 * 60_000,
    );
  }
  // The days either side of those two move by minutes only.
  for (const [a, b] of [
    [after - 2, after - 1],
    [after, after + 1],
  ] as const) {
    const [first, second] = [days[a], days[b]];
    if (!first || !second) continue;
    expect(Math.abs(toMinutes(second.iftar) - toMinutes(first.iftar))).toBeLessThanOrEqual(4);
  }
  return days;
}

describe("a Ramadan across the clock change", () => {
  it("goes forward an hour on the last Sunday of March: Ramadan 1445 (2024) and 1479 (2057)", async () => {
    const days = await acrossTheChange(1445, "2024-03-31", 60);
    expect(days).toHaveLength(30);
    await acrossTheChange(1479, "2057-03-25", 60);
  });

  it("goes back an hour on the last Sunday of October: Ramadan 1458 (2036) and 1459 (2037)", async () => {
    await acrossTheChange(1458, "2036-10-26", -60);
    await acrossTheChange(1459, "2037-10-25", -60);
  });

  it("ends Ramadan 1446 on Saturday 29 March 2025, the clocks changing on Eid", async () => {
    const ramadan = await answerOf("?year=1446");
    expect(ramadan).toMatchObject({ startsOn: "2025-03-01", eidOn: "2025-03-30" });
    expect(ramadan.days).toHaveLength(29);
    expect(ramadan.days.at(-1)?.date).toBe("2025-03-29");
    // Every fast is on Greenwich time: iftar moves by a minute or two a day, never an hour.
    for (let index = 1; index < ramadan.days.length; index++) {
      const [before, day] = [ramadan.days[index - 1], ramadan.days[index]];
      expect(toMinutes(day?.iftar ?? "") - toMinutes(before?.iftar ?? "")).toBeLessThanOrEqual(3);
    }
  });
});
