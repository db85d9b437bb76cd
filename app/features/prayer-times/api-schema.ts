import { z } from "zod";

/**
 * The open-data API's answers (decisions 0372 and 0385): the prayer times, Ramadan and Eid. The
 * tests parse real answers with these zod schemas, and the OpenAPI document (api-document.ts) is
 * generated from them.
 */

export const API_TIMEZONE = "Europe/London";
/** The longest range one request may ask for: a leap year. */
export const MAX_RANGE_DAYS = 366;
/** The years the API answers for, as the timetable page does. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;
/** The Ramadans the API answers for: those within the years above (1421 began in November 2000). */
export const FIRST_HIJRI_YEAR = 1421;
export const LAST_HIJRI_YEAR = 1524;
/** The Eid answer's places left change with every booking: it is kept five minutes. */
export const EID_MAX_AGE = 300;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const YEAR_PATTERN = /^\d{4}$/;

/** The schemas that get a name of their own in the document (their descriptions are `.meta`). */
export const schemas = z.registry<{ id: string }>();

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
const jumuahSessionSchema = z
  .strictObject({
    khutbah: time,
    iqamah: time,
    language: z.string().max(40).meta({ description: "The language of the khutbah" }),
  })
  .meta({ description: "One Jumu'ah: its khutbah, its jama'at and the khutbah's language" })
  .register(schemas, { id: "JumuahSession" });
const hijriDate = z
  .string()
  .max(40)
  .meta({ description: "The Hijri date as the site shows it", examples: ["16 Ramadan 1447 AH"] });
const centre = z
  .string()
  .max(100)
  .meta({ description: "The centre's name", examples: ["Watford Islamic Centre"] });
const timezone = z.literal(API_TIMEZONE).meta({ description: "The time zone of every time" });
const calculationMethod = z
  .string()
  .max(200)
  .meta({
    description: "How the days whose source is calculated were worked out",
    examples: ["Moonsighting Committee, Hanafi Asr"],
  });

const apiDaySchema = z
  .strictObject({
    date: isoDate,
    hijriDate,
    source: z.enum(["timetable", "calculated"]).meta({
      description:
        "timetable: the centre's own timetable; calculated: worked out with calculationMethod",
    }),
    begins: beginsSchema.meta({ description: "When each prayer's time begins (and sunrise)" }),
    iqamah: iqamahSchema.meta({
      description:
        "When the congregation stands for each prayer (jama'ah). On Fridays Jumu'ah takes the place of Dhuhr at the centre; dhuhr is then the day's Dhuhr rule, as the CSV download gives it",
    }),
    jumuah: jumuahSchema.optional().meta({
      description: "Fridays only: doors open, the khutbah and the iqamah of the day's own Jumu'ah",
    }),
    jumuahSessions: z.array(jumuahSessionSchema).min(1).max(5).optional().meta({
      description:
        "Fridays only: every Jumu'ah in the order held, the day's own (as in jumuah) first, then any further sessions",
    }),
  })
  .meta({ description: "One day's prayer times" })
  .register(schemas, { id: "PrayerDay" });

export const prayerTimesAnswerSchema = z
  .strictObject({
    centre,
    timezone,
    calculationMethod,
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

const ramadanNightSchema = z.strictObject({
  number: z.int().min(2).max(30).meta({
    description: "The night the date's evening begins: the evening of day 26 is the 27th",
  }),
  note: z
    .string()
    .max(120)
    .nullable()
    .meta({ description: "The centre's note for the night", examples: ["Khatm al-Qur'an"] }),
});

const ramadanDaySchema = z
  .strictObject({
    day: z.int().min(1).max(30).meta({ description: "The day of Ramadan, from 1" }),
    date: isoDate,
    hijriDate,
    suhoorEnds: time.meta({ description: "When suhoor ends (imsak): before the Fajr adhan" }),
    fajr: time.meta({ description: "The Fajr adhan" }),
    iftar: time.meta({ description: "Iftar: the Maghrib adhan" }),
    ishaJamaat: time.meta({ description: "The Isha jama'at" }),
    tarawih: time.nullable().meta({
      description:
        "The tarawih of the date's evening; null on the last day, whose evening is the night of Eid",
    }),
    night: ramadanNightSchema
      .nullable()
      .meta({ description: "The night the evening begins, and its note; null on the last day" }),
  })
  .meta({ description: "One day of Ramadan" })
  .register(schemas, { id: "RamadanDay" });

const ramadanAnswerSchema = z
  .strictObject({
    centre,
    timezone,
    calculationMethod,
    hijriYear: z
      .int()
      .min(FIRST_HIJRI_YEAR)
      .max(LAST_HIJRI_YEAR)
      .meta({ examples: [1448] }),
    startsOn: isoDate.meta({ description: "The first day of fasting" }),
    startAnnounced: z.boolean().meta({
      description:
        "Whether the centre announced the first day; if not, it is the calendar's (Umm al-Qura) and the sighting decides",
    }),
    eidOn: isoDate.meta({ description: "Eid al-Fitr, the day after the last fast" }),
    eidAnnounced: z.boolean().meta({ description: "Whether the centre announced Eid's day" }),
    firstNight: z
      .strictObject({ date: isoDate, tarawih: time, note: ramadanNightSchema.shape.note })
      .nullable()
      .meta({ description: "The first tarawih: the evening before the first fast" }),
    days: z
      .array(ramadanDaySchema)
      .min(29)
      .max(30)
      .meta({ description: "Every day of the month, in order" }),
  })
  .meta({ description: "A Ramadan timetable, as the /ramadan page shows it" })
  .register(schemas, { id: "Ramadan" });

const eidJamaatSchema = z
  .strictObject({
    time: time.meta({ description: "When the jama'at stands" }),
    place: z
      .string()
      .max(200)
      .meta({ examples: ["Main hall"] }),
    language: z
      .string()
      .max(100)
      .meta({ description: "The language of the khutbah; empty when not given" }),
    booking: z.boolean().meta({ description: "Whether places are booked (free) for it" }),
    placesLeft: z.int().min(0).nullable().meta({
      description: "Places still free when booked and limited; null without booking or limit",
    }),
  })
  .meta({ description: "One jama'at of an Eid prayer" })
  .register(schemas, { id: "EidJamaat" });

const eidAnswerSchema = z
  .strictObject({
    centre,
    timezone,
    eid: z
      .strictObject({
        eid: z.enum(["fitr", "adha"]),
        name: z
          .string()
          .max(40)
          .meta({ examples: ["Eid al-Fitr"] }),
        hijriYear: z
          .int()
          .min(1400)
          .max(1600)
          .meta({ examples: [1448] }),
        date: isoDate.meta({ description: "The day of the Eid prayers" }),
        confirmed: z.boolean().meta({
          description:
            "Whether the day is announced (or the moon sighted); if not, it is expected and the sighting decides",
        }),
        moon: z.enum(["sighted", "not-sighted"]).nullable().meta({
          description: "The sighting, once the centre records it; not-sighted moves Eid a day on",
        }),
        jamaat: z.array(eidJamaatSchema).max(20).meta({ description: "In time order" }),
      })
      .nullable()
      .meta({
        description:
          "The Eid the site is showing, from the day the centre announces it to the end of its day; null when there is none",
      }),
  })
  .meta({ description: "The Eid prayers the centre has announced" })
  .register(schemas, { id: "Eid" });

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
export type RamadanAnswer = z.infer<typeof ramadanAnswerSchema>;
export type EidAnswer = z.infer<typeof eidAnswerSchema>;
