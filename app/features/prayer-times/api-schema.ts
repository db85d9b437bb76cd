import { z } from "zod";

/**
 * The public prayer-times API (decision 0372): the zod schemas of its answers, which the tests
 * parse real answers with, and the OpenAPI document generated from them, which is committed at
 * docs/api/prayer-times.openapi.json and served at /api/v1/openapi.json.
 */

const PRAYER_TIMES_API_PATH = "/api/v1/prayer-times";
const OPENAPI_PATH = "/api/v1/openapi.json";
export const API_TIMEZONE = "Europe/London";
/** The longest range one request may ask for: a leap year. */
export const MAX_RANGE_DAYS = 366;
/** The years the API answers for, as the timetable page does. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const YEAR_PATTERN = /^\d{4}$/;

/** The schemas that get a name of their own in the document (their descriptions are `.meta`). */
const schemas = z.registry<{ id: string }>();

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .meta({ description: `A time of day in ${API_TIMEZONE}, HH:MM (24-hour)`, examples: ["06:05"] })
  .register(schemas, { id: "Time" });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: "date", description: "A calendar date, YYYY-MM-DD", examples: ["2026-03-06"] })
  .register(schemas, { id: "Date" });

const beginsSchema = z.strictObject({
  fajr: time,
  sunrise: time,
  dhuhr: time,
  asr: time,
  maghrib: time,
  isha: time,
});
const iqamahSchema = z.strictObject({
  fajr: time,
  dhuhr: time,
  asr: time,
  maghrib: time,
  isha: time,
});
const jumuahSchema = z.strictObject({ doors: time, khutbah: time, iqamah: time });

const apiDaySchema = z
  .strictObject({
    date: isoDate,
    hijriDate: z
      .string()
      .max(40)
      .meta({
        description: "The Hijri date as the site shows it",
        examples: ["16 Ramadan 1447 AH"],
      }),
    source: z.enum(["timetable", "calculated"]).meta({
      description:
        "timetable: the centre's own timetable; calculated: worked out with calculationMethod",
    }),
    begins: beginsSchema.meta({ description: "When each prayer's time begins (and sunrise)" }),
    iqamah: iqamahSchema.meta({
      description:
        "When the congregation stands for each prayer (jama'ah). On Fridays Jumu'ah takes the place of Dhuhr at the centre; dhuhr is then the day's Dhuhr rule, as the CSV download gives it",
    }),
    jumuah: jumuahSchema
      .optional()
      .meta({ description: "Fridays only: doors open, the khutbah and the Jumu'ah iqamah" }),
  })
  .meta({ description: "One day's prayer times" })
  .register(schemas, { id: "PrayerDay" });

export const prayerTimesAnswerSchema = z
  .strictObject({
    centre: z
      .string()
      .max(100)
      .meta({ description: "The centre's name", examples: ["Watford Islamic Centre"] }),
    timezone: z.literal(API_TIMEZONE).meta({ description: "The time zone of every time" }),
    calculationMethod: z
      .string()
      .max(200)
      .meta({
        description: "How the days whose source is calculated were worked out",
        examples: ["Moonsighting Committee, Hanafi Asr"],
      }),
    from: isoDate.meta({ description: "The first day of the answer" }),
    to: isoDate.meta({ description: "The last day of the answer" }),
    days: z
      .array(apiDaySchema)
      .min(1)
      .max(MAX_RANGE_DAYS)
      .meta({ description: "Every day from `from` to `to`, in order" }),
  })
  .meta({ description: "The prayer times of a day or a range of days" })
  .register(schemas, { id: "PrayerTimes" });

export const apiErrorSchema = z
  .strictObject({
    error: z
      .string()
      .max(200)
      .meta({ description: "What is wrong with the request, in plain English" }),
  })
  .meta({ description: "Why a request was refused" })
  .register(schemas, { id: "Error" });

export type ApiDay = z.infer<typeof apiDaySchema>;
export type PrayerTimesAnswer = z.infer<typeof prayerTimesAnswerSchema>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schemaId: string) => ({ "application/json": { schema: ref(schemaId) } });

/** The query forms, each described once for the OpenAPI document. */
const QUERY_PARAMETERS = [
  { name: "date", description: "One day", schema: ref("Date"), example: "2026-03-06" },
  {
    name: "month",
    description: "A month, YYYY-MM",
    schema: { type: "string", pattern: MONTH_PATTERN.source },
    example: "2026-03",
  },
  {
    name: "from",
    description: "The first day of a range, given with `to`",
    schema: ref("Date"),
    example: "2026-03-01",
  },
  {
    name: "to",
    description: `The last day of a range, given with \`from\`: ${MAX_RANGE_DAYS} days at most in all`,
    schema: ref("Date"),
    example: "2026-04-30",
  },
  {
    name: "year",
    description: "A whole year, YYYY",
    schema: { type: "string", pattern: YEAR_PATTERN.source },
    example: "2026",
  },
];

/** The components' schemas, named for `$ref` (without the `$id`/`$schema` each would repeat). */
function componentSchemas() {
  const generated = z.toJSONSchema(schemas, { uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(
    Object.entries(generated.schemas).map(([id, { $id: _id, $schema: _schema, ...schema }]) => [
      id,
      schema,
    ]),
  );
}

const header = (description: string) => ({ description, schema: { type: "string" } });

/** The headers of every 200 answer, `caching` saying how long it may be kept. */
const answerHeaders = (caching: string) => ({
  ETag: header("A strong tag of the body: send it back in If-None-Match to be told 304"),
  "Cache-Control": header(caching),
  "Access-Control-Allow-Origin": header("*: any website may read it"),
});

/** The OpenAPI 3.1 document of the API, generated from the schemas above. */
export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "Prayer times",
      version: "1.0.0",
      description: `The centre's prayer times as its /prayer-times and /timetable pages show them: when each prayer begins, the iqamah (jama'ah) times, and Jumu'ah on Fridays. Every time is local time in ${API_TIMEZONE}. Anyone may use it, from any website (CORS). Ask for one form at a time: no query for today, or date, month, from and to, or year; years ${FIRST_YEAR} to ${LAST_YEAR}.`,
    },
    paths: {
      [PRAYER_TIMES_API_PATH]: {
        get: {
          operationId: "getPrayerTimes",
          summary: "Prayer times of today, a day, a month, a range or a year",
          parameters: QUERY_PARAMETERS.map((parameter) => ({
            in: "query",
            required: false,
            ...parameter,
          })),
          responses: {
            "200": {
              description: "The prayer times",
              headers: answerHeaders(
                "public, max-age=3600; today's answer (no query) no later than midnight in London",
              ),
              content: json("PrayerTimes"),
            },
            "304": {
              description: "Not modified: the copy whose ETag was sent in If-None-Match is current",
            },
            "400": {
              description: "The query is not one of the forms above, or asks for too much",
              content: json("Error"),
            },
          },
        },
      },
      [OPENAPI_PATH]: {
        get: {
          operationId: "getOpenApiDocument",
          summary: "This document",
          responses: {
            "200": {
              description: "The OpenAPI document",
              headers: answerHeaders("public, max-age=3600"),
              content: { "application/json": { schema: { type: "object" } } },
            },
            "304": { description: "Not modified" },
          },
        },
      },
    },
    components: { schemas: componentSchemas() },
  };
}
