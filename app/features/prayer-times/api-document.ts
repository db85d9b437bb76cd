import { z } from "zod";
import {
  API_TIMEZONE,
  EID_MAX_AGE,
  FIRST_HIJRI_YEAR,
  FIRST_YEAR,
  LAST_HIJRI_YEAR,
  LAST_YEAR,
  MAX_RANGE_DAYS,
  MONTH_PATTERN,
  schemas,
  YEAR_PATTERN,
} from "./api-schema";

/**
 * The OpenAPI document of the open-data API (decisions 0372 and 0385), generated from the
 * answers' schemas: committed at docs/api/prayer-times.openapi.json, served at
 * /api/v1/openapi.json.
 */

const OPENAPI_PATH = "/api/v1/openapi.json";

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

const NOT_MODIFIED = {
  description: "Not modified: the copy whose ETag was sent in If-None-Match is current",
};
const REFUSED = (description: string) => ({ description, content: json("Error") });
const UNTIL_MIDNIGHT = "no later than midnight in London";

/** The OpenAPI 3.1 document of the API, generated from the schemas. */
export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "Prayer times, Ramadan and Eid",
      version: "1.1.0",
      description: `The centre's prayer times as its /prayer-times and /timetable pages show them: when each prayer begins, the iqamah (jama'ah) times, and the Jumu'ah sessions on Fridays; its Ramadan timetable as /ramadan shows it; and its Eid prayers. Every time is local time in ${API_TIMEZONE}. Anyone may use it, from any website (CORS).`,
    },
    paths: {
      "/api/v1/prayer-times": {
        get: {
          operationId: "getPrayerTimes",
          summary: "Prayer times of today, a day, a month, a range or a year",
          description: `Ask for one form at a time: no query for today, or date, month, from and to, or year; years ${FIRST_YEAR} to ${LAST_YEAR}.`,
          parameters: QUERY_PARAMETERS.map((parameter) => ({
            in: "query",
            required: false,
            ...parameter,
          })),
          responses: {
            "200": {
              description: "The prayer times",
              headers: answerHeaders(
                `public, max-age=3600; today's answer (no query) ${UNTIL_MIDNIGHT}`,
              ),
              content: json("PrayerTimes"),
            },
            "304": NOT_MODIFIED,
            "400": REFUSED("The query is not one of the forms above, or asks for too much"),
          },
        },
      },
      "/api/v1/ramadan": {
        get: {
          operationId: "getRamadan",
          summary: "A Ramadan timetable: suhoor, iftar and tarawih for every day",
          parameters: [
            {
              in: "query",
              name: "year",
              required: false,
              description: `The Hijri year, ${FIRST_HIJRI_YEAR} to ${LAST_HIJRI_YEAR}; without it, the Ramadan under way or else the next one`,
              schema: { type: "string", pattern: YEAR_PATTERN.source },
              example: "1448",
            },
          ],
          responses: {
            "200": {
              description: "The Ramadan timetable",
              headers: answerHeaders(
                `public, max-age=3600; the Ramadan under way or next (no year) ${UNTIL_MIDNIGHT}`,
              ),
              content: json("Ramadan"),
            },
            "304": NOT_MODIFIED,
            "400": REFUSED("year is not a Hijri year the API answers for"),
          },
        },
      },
      "/api/v1/eid": {
        get: {
          operationId: "getEid",
          summary: "The Eid prayers shown now or next announced, with their jama'at",
          responses: {
            "200": {
              description: "The Eid, or null when none is announced",
              headers: answerHeaders(`public, max-age=${EID_MAX_AGE}; ${UNTIL_MIDNIGHT}`),
              content: json("Eid"),
            },
            "304": NOT_MODIFIED,
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
            "304": NOT_MODIFIED,
          },
        },
      },
    },
    components: { schemas: componentSchemas() },
  };
}
