import { and, count, eq, gte, sql } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { db, type Transaction } from "#app/lib/db/client.server";
import type { SeasonStatus } from "#app/lib/db/enums";
import {
  type SummerSeasonTexts,
  summerBookings,
  summerChildren,
  summerProgrammes,
  summerRegistrations,
  summerSeasons,
  summerSessions,
} from "#app/lib/db/schema";
import { pick } from "#app/lib/pick";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import {
  dateToUkLocal,
  type ProgrammeFormValues,
  SEASON_LABELS,
  type SeasonFormValues,
  type SeasonInput,
  ukLocalToDate,
} from "../admin-schema";
import { DEFAULT_FAQ, DEFAULT_GALLERY_HEADING, DEFAULT_TERMS } from "../pages/season-texts";
import { programmeFields } from "./programmes-admin.server";
import {
  type Actor,
  type AdminProgramme,
  findSeason,
  liveRegistrationsOf,
  programmesOf,
  type SeasonRow,
} from "./season-records.server";

/**
 * The admin side of summer seasons (decisions 0143–0148): list, create, edit, open, close and archive
 * (programmes: programmes-admin.server.ts; copying to next year: copy-season.server.ts). Every
 * change is written to the audit log in the same transaction.
 */

export interface SeasonSummary {
  id: number;
  title: string;
  status: SeasonStatus;
  demo: boolean;
  registrationOpensAt: string | null;
  registrationClosesAt: string | null;
  firstDate: string | null;
  lastDate: string | null;
  registrations: number;
}

/** Every season, newest first (by its first session date, then by when it was made). */
export async function listSeasons(): Promise<SeasonSummary[]> {
  const [seasons, dates, counts] = await Promise.all([
    db().select().from(summerSeasons),
    db()
      .select({
        seasonId: summerProgrammes.seasonId,
        first: sql<string | null>`min(${summerSessions.date})`,
        last: sql<string | null>`max(${summerSessions.date})`,
      })
      .from(summerSessions)
      .innerJoin(summerProgrammes, eq(summerSessions.programmeId, summerProgrammes.id))
      .groupBy(summerProgrammes.seasonId),
    db()
      .select({ seasonId: summerRegistrations.seasonId, total: count() })
      .from(summerRegistrations)
      .groupBy(summerRegistrations.seasonId),
  ]);
  return seasons
    .map((season) => {
      const range = dates.find((row) => row.seasonId === season.id);
      return {
        id: season.id,
        title: season.title,
        status: season.status,
        demo: season.demo,
        registrationOpensAt: season.registrationOpensAt?.toISOString() ?? null,
        registrationClosesAt: season.registrationClosesAt?.toISOString() ?? null,
        firstDate: range?.first ? String(range.first) : null,
        lastDate: range?.last ? String(range.last) : null,
        registrations: Number(counts.find((row) => row.seasonId === season.id)?.total ?? 0),
      };
    })
    .sort((a, b) => (b.firstDate ?? "9999").localeCompare(a.firstDate ?? "9999") || b.id - a.id);
}

/** The season the registrations pages start on: the newest one that is neither draft nor archived. */
export function currentSeason<T extends Pick<SeasonSummary, "id" | "status">>(
  seasons: readonly T[],
): T | undefined {
  return seasons.find((s) => s.status !== "draft" && s.status !== "archived") ?? seasons[0];
}

const ukLocalOrEmpty = (instant: Date | null) => (instant ? dateToUkLocal(instant) : "");

function seasonFormValues(season: SeasonRow): SeasonFormValues {
  return {
    ...pick(season, ["title", "status", "fullWeekDays", "fullWeekPercent", "siblingPercent"]),
    registrationOpensAt: ukLocalOrEmpty(season.registrationOpensAt),
    registrationClosesAt: ukLocalOrEmpty(season.registrationClosesAt),
    // What visitors read now: the season's own wording, or the built-in text it stands on.
    galleryHeading: season.texts?.galleryHeading || DEFAULT_GALLERY_HEADING,
    faq: season.texts?.faq || DEFAULT_FAQ,
    terms: season.texts?.terms || DEFAULT_TERMS,
    prices: season.texts?.prices ?? "",
  };
}

/** The wording as stored: an emptied field goes back to the built-in text (prices: to the figures). */
function seasonTexts(input: SeasonInput): SummerSeasonTexts {
  return {
    ...(input.galleryHeading ? { galleryHeading: input.galleryHeading } : {}),
    ...(input.faq ? { faq: input.faq } : {}),
    ...(input.terms ? { terms: input.terms } : {}),
    ...(input.prices ? { prices: input.prices } : {}),
  };
}

function programmeFormValues(programme: AdminProgramme): ProgrammeFormValues {
  return {
    ...programmeFields(programme),
    sessions: programme.sessions.map((session) => ({
      id: session.id,
      date: session.date,
      capacity: session.capacity ?? undefined,
      remove: false,
    })),
  };
}

/** What the season editor shows, or null when there is no such season. */
export async function seasonForEditor(id: number) {
  const season = await findSeason(id);
  if (!season) return null;
  const [programmes, [registrations]] = await Promise.all([
    programmesOf(id),
    db()
      .select({ total: count() })
      .from(summerRegistrations)
      .where(eq(summerRegistrations.seasonId, id)),
  ]);
  return {
    season: {
      id: season.id,
      title: season.title,
      status: season.status,
      demo: season.demo,
      registrations: Number(registrations?.total ?? 0),
    },
    /** The season form's version: when the season was last saved (its status changes too). */
    version: versionOf(season.updatedAt),
    values: seasonFormValues(season),
    programmes: programmes.map((programme) => ({
      id: programme.id,
      key: programme.key,
      name: programme.name,
      sessions: programme.sessions,
      values: programmeFormValues(programme),
      /** The programme form's version: when the programme was last saved. */
      version: versionOf(programme.updatedAt),
    })),
  };
}

const seasonFields = (input: SeasonInput) => ({
  title: input.title,
  status: input.status,
  registrationOpensAt: input.registrationOpensAt ? ukLocalToDate(input.registrationOpensAt) : null,
  registrationClosesAt: input.registrationClosesAt
    ? ukLocalToDate(input.registrationClosesAt)
    : null,
  fullWeekDays: input.fullWeekDays,
  fullWeekPercent: input.fullWeekPercent,
  siblingPercent: input.siblingPercent,
  texts: seasonTexts(input),
});

const auditFields = (fields: ReturnType<typeof seasonFields>) => ({
  ...fields,
  registrationOpensAt: fields.registrationOpensAt?.toISOString() ?? null,
  registrationClosesAt: fields.registrationClosesAt?.toISOString() ?? null,
});

/** A new, empty draft season with the 2025 discount rules; its id. */
export async function createSeason(actor: Actor, title: string): Promise<number> {
  return db().transaction(async (tx) => {
    const [season] = await tx
      .insert(summerSeasons)
      .values({ title, status: "draft" })
      .returning({ id: summerSeasons.id });
    if (!season) throw new Error("season not stored");
    await recordAudit(actor, "summer.season.created", `summer_season:${season.id}`, { title }, tx);
    return season.id;
  });
}

/** Opening needs something to book: an offered programme with at least one session date. */
async function bookable(seasonId: number, executor: Pick<Transaction, "select">) {
  const [row] = await executor
    .select({ total: count() })
    .from(summerSessions)
    .innerJoin(summerProgrammes, eq(summerSessions.programmeId, summerProgrammes.id))
    .where(and(eq(summerProgrammes.seasonId, seasonId), eq(summerProgrammes.offered, true)));
  return Number(row?.total ?? 0) > 0;
}

export type SeasonSaveResult = "saved" | "not-found" | "no-sessions" | StaleSave;

type Season = NonNullable<Awaited<ReturnType<typeof findSeason>>>;

interface SeasonChange {
  opens: boolean;
  set: Partial<typeof summerSeasons.$inferInsert>;
  action: string;
  details: Record<string, unknown>;
}

/**
 * Saves one change to a season with its audit entry, in one transaction; a season opens only with
 * a session to book. A form opened on an older version than the stored one (`check`) is refused
 * with the fields where the stored season and the form differ.
 */
function changeSeason(
  actor: Actor,
  id: number,
  change: (before: Season) => SeasonChange,
  check: SaveCheck = NO_CHECK,
): Promise<SeasonSaveResult> {
  return db().transaction(async (tx) => {
    const before = await findSeason(id, tx, { lock: true });
    if (!before) return "not-found";
    const stale = staleSave(before.updatedAt, check, () => seasonFormValues(before), SEASON_LABELS);
    if (stale) return stale;
    const { opens, set, action, details } = change(before);
    if (opens && !(await bookable(id, tx))) return "no-sessions";
    await tx
      .update(summerSeasons)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(summerSeasons.id, id));
    await recordAudit(actor, action, `summer_season:${id}`, details, tx);
    return "saved";
  });
}

/** Saves the season form, unless someone saved the season since `check.version` was read. */
export function updateSeason(
  actor: Actor,
  id: number,
  input: SeasonInput,
  check: SaveCheck = NO_CHECK,
): Promise<SeasonSaveResult> {
  return changeSeason(
    actor,
    id,
    (before) => {
      const fields = seasonFields(input);
      return {
        opens: input.status === "open" && before.status !== "open",
        set: fields,
        action: "summer.season.updated",
        details: auditFields(fields),
      };
    },
    check,
  );
}

const STATUS_ACTIONS = { open: "opened", closed: "closed", archived: "archived" } as const;
export type StatusAction = keyof typeof STATUS_ACTIONS;

/** Open, close or archive a season. */
export function setSeasonStatus(
  actor: Actor,
  id: number,
  status: StatusAction,
): Promise<SeasonSaveResult> {
  return changeSeason(actor, id, (before) => ({
    opens: status === "open",
    set: { status },
    action: `summer.season.${STATUS_ACTIONS[status]}`,
    details: { title: before.title, from: before.status, to: status },
  }));
}

/**
 * How many of a season's live registrations have a session on `today` or later: booked (their
 * bookings) or, for registrations stored before bookings existed (2025), named in their
 * children's choices. What the archive confirmation warns of (decision 0368).
 */
export async function registrationsStillToCome(seasonId: number, today: string): Promise<number> {
  const ofSeason = liveRegistrationsOf(seasonId);
  const [booked, children] = await Promise.all([
    db()
      .selectDistinct({ id: summerBookings.registrationId })
      .from(summerBookings)
      .innerJoin(summerRegistrations, eq(summerRegistrations.id, summerBookings.registrationId))
      .innerJoin(summerSessions, eq(summerSessions.id, summerBookings.sessionId))
      .where(and(ofSeason, gte(summerSessions.date, today))),
    db()
      .select({ id: summerChildren.registrationId, programmes: summerChildren.programmes })
      .from(summerChildren)
      .innerJoin(summerRegistrations, eq(summerRegistrations.id, summerChildren.registrationId))
      .where(ofSeason),
  ]);
  const ids = new Set(booked.map((row) => row.id));
  for (const child of children)
    if (
      child.programmes.some((choice) =>
        [...choice.dates, ...choice.wednesdayDates].some((date) => date >= today),
      )
    )
      ids.add(child.id);
  return ids.size;
}
