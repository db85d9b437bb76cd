import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "#app/lib/audit/audit.server";
import { toCsv } from "#app/lib/csv";
import { db } from "#app/lib/db/client.server";
import {
  payments,
  summerChildren,
  summerProgrammes,
  summerRegistrations,
  summerSessions,
} from "#app/lib/db/schema";
import { parseId } from "#app/lib/http/ids";
import { pounds } from "#app/lib/money";
import { chargeStatusText } from "#app/lib/payments/charges";
import { refundPayment } from "#app/lib/payments/refunds.server";
import { latestPaidPayment, markPaidManually, PURPOSE } from "../registration/registration.server";
import { STATUS, STATUSES } from "../rules";
import { currentSeason, listSeasons } from "../seasons/seasons-admin.server";

export interface SummerFilters {
  /** The season's id; null (refunds, data lookups) for every season. */
  season: number | null;
  status: string;
  programme: string;
  date: string;
}

/** What the filters offer for a season: its programmes (key, short name) and session dates. */
export interface SeasonFilterOptions {
  seasons: { id: number; title: string; status: string }[];
  programmes: { key: string; short: string }[];
  dates: string[];
}

/**
 * The filters asked for, checked against what the chosen season has. Without a (known) season,
 * the current one: the newest season that is neither a draft nor archived.
 */
export async function parseFilters(
  params: URLSearchParams,
): Promise<{ filters: SummerFilters; options: SeasonFilterOptions }> {
  const seasons = await listSeasons();
  const asked = parseId(params.get("season"));
  const season = seasons.find((s) => s.id === asked) ?? currentSeason(seasons);
  const rows = season
    ? await db()
        .select({
          key: summerProgrammes.key,
          short: summerProgrammes.short,
          date: summerSessions.date,
        })
        .from(summerProgrammes)
        .leftJoin(summerSessions, eq(summerSessions.programmeId, summerProgrammes.id))
        .where(eq(summerProgrammes.seasonId, season.id))
        .orderBy(asc(summerProgrammes.position), asc(summerProgrammes.id))
    : [];
  const programmes = [...new Map(rows.map((row) => [row.key, row.short])).entries()].map(
    ([key, short]) => ({ key, short }),
  );
  const dates = [...new Set(rows.flatMap((row) => (row.date ? [row.date] : [])))].sort();
  const status = params.get("status") ?? "";
  const programme = params.get("programme") ?? "";
  const date = params.get("date") ?? "";
  return {
    filters: {
      season: season?.id ?? null,
      status: (STATUSES as readonly string[]).includes(status) ? status : "",
      programme: programmes.some((p) => p.key === programme) ? programme : "",
      date: dates.includes(date) ? date : "",
    },
    options: {
      seasons: seasons.map(({ id, title, status }) => ({ id, title, status })),
      programmes,
      dates,
    },
  };
}

export async function findRegistrations(filters: SummerFilters) {
  const rows = await db()
    .select()
    .from(summerRegistrations)
    .where(
      and(
        filters.season === null ? undefined : eq(summerRegistrations.seasonId, filters.season),
        filters.status ? eq(summerRegistrations.status, filters.status) : undefined,
      ),
    )
    .orderBy(desc(summerRegistrations.createdAt))
    .limit(1000);
  const ids = rows.map((row) => row.id);
  const children = ids.length
    ? await db()
        .select()
        .from(summerChildren)
        .where(inArray(summerChildren.registrationId, ids))
        .orderBy(summerChildren.position)
    : [];
  const paymentRows = ids.length
    ? await db().select().from(payments).where(inArray(payments.reference, ids))
    : [];
  return rows
    .map((row) => ({
      ...row,
      children: children.filter((child) => child.registrationId === row.id),
      payments: paymentRows.filter(
        (payment) => payment.reference === row.id && payment.purpose === PURPOSE,
      ),
    }))
    .filter((row) =>
      row.children.some((child) =>
        child.programmes.some(
          (choice) =>
            (!filters.programme || choice.programme === filters.programme) &&
            (!filters.date ||
              choice.dates.includes(filters.date) ||
              choice.wednesdayDates.includes(filters.date)),
        ),
      ),
    );
}

export type AdminRegistration = Awaited<ReturnType<typeof findRegistrations>>[number];

const REGISTRATIONS_PER_PAGE = 25;
const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The filters as a query string (for the CSV export of the same list). */
export function filtersQuery(filters: SummerFilters): string {
  return new URLSearchParams(
    Object.entries(filters).flatMap(([name, value]) =>
      value === "" || value === null ? [] : [[name, String(value)]],
    ),
  ).toString();
}

/**
 * /admin/summer: one page of the registrations matching the filters (newest first), and the
 * register of the chosen session date (every match, not only this page's).
 */
export async function listRegistrations(params: URLSearchParams) {
  const { filters, options } = await parseFilters(params);
  const page = pageSchema.parse(params.get("page") ?? undefined);
  const rows = await findRegistrations(filters);
  const shortNames = new Map(options.programmes.map((p) => [p.key, p.short]));
  const start = (page - 1) * REGISTRATIONS_PER_PAGE;
  return {
    filters,
    options,
    page,
    total: rows.length,
    pageCount: Math.max(1, Math.ceil(rows.length / REGISTRATIONS_PER_PAGE)),
    rows: rows.slice(start, start + REGISTRATIONS_PER_PAGE).map((row) => ({
      id: row.id,
      registrationDate: row.registrationDate,
      parentName: row.parentName,
      parentEmail: row.parentEmail,
      parentPhone: row.parentPhone,
      status: row.status,
      totalPence: row.totalPence,
      paidBy: row.paidBy,
      /** The card payment's state when Stripe refunded or disputed it ("Disputed", …). */
      payment: paymentNote(row.payments),
      children: row.children.map((child) => `${child.name} (${child.age})`),
      refundable: row.payments.some((payment) => payment.status === "paid") && beforeStart(row),
    })),
    register: filters.date ? registerFor(rows, filters.date, shortNames) : null,
  };
}

/** The latest card payment's state, unless it is simply paid (the status says so). */
function paymentNote(rows: AdminRegistration["payments"]): string | null {
  const latest = rows
    .filter((payment) => payment.paidAt)
    .sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0))[0];
  return latest && latest.status !== "paid" ? chargeStatusText(latest) : null;
}

/** Children attending on a date (for the register), from registrations not refunded or cancelled. */
function registerFor(rows: AdminRegistration[], date: string, shortNames: Map<string, string>) {
  return rows
    .filter((row) => row.status === STATUS.paid || row.status === STATUS.pending)
    .flatMap((row) =>
      row.children.flatMap((child) =>
        child.programmes
          .filter((choice) => choice.dates.includes(date) || choice.wednesdayDates.includes(date))
          .map((choice) => ({
            child: child.name,
            age: child.age,
            programme: shortNames.get(choice.programme) ?? choice.programme,
            earlyStart: choice.earlyStart,
            lateFinish: choice.lateFinish,
            parentName: row.parentName,
            parentPhone: row.parentPhone,
            status: row.status,
          })),
      ),
    );
}

export function registrationsCsv(rows: AdminRegistration[]): string {
  return toCsv(
    [
      "id",
      "timestamp",
      "registration_date",
      "status",
      "parent_name",
      "parent_email",
      "parent_phone",
      "payment_method",
      "number_of_children",
      "children_details",
      "early_start",
      "late_finish",
      "subtotal",
      "full_week_discount",
      "sibling_discount",
      "coupon_discount",
      "total_amount",
      "coupon_used",
      "terms_accepted",
      "paid_at",
      "paid_by",
    ],
    rows.map((row) => [
      row.id,
      row.createdAt,
      row.registrationDate,
      row.status,
      row.parentName,
      row.parentEmail,
      row.parentPhone,
      row.paymentMethod,
      row.numberOfChildren,
      row.childrenDetails,
      row.earlyStart,
      row.lateFinish,
      pounds(row.subtotalPence),
      pounds(row.fullWeekDiscountPence),
      pounds(row.siblingDiscountPence),
      pounds(row.couponDiscountPence),
      pounds(row.totalPence),
      row.couponUsed ?? "",
      row.termsAccepted,
      row.paidAt ?? "",
      row.paidBy ?? "",
    ]),
  );
}

type Actor = { id: string; email: string };

/** What an admin's button did: done, or refused with the reason. */
type AdminOutcome = { ok: boolean; message: string };
const done = (message: string): AdminOutcome => ({ ok: true, message });
const refused = (message: string): AdminOutcome => ({ ok: false, message });

export async function adminMarkPaid(actor: Actor, id: string): Promise<AdminOutcome> {
  return db().transaction(async (tx) => {
    const registration = await markPaidManually(tx, id, actor.email);
    if (!registration) return refused("Only a registration pending payment can be marked as paid.");
    await recordAudit(
      actor,
      "summer.mark-paid",
      `summer_registration:${id}`,
      { total: registration.totalPence },
      tx,
    );
    return done("Registration marked as paid.");
  });
}

/** The first session date the registration books (refunds are allowed only before it). */
function startDate(row: AdminRegistration): string | null {
  const dates = row.children.flatMap((child) =>
    child.programmes.flatMap((c) => [...c.dates, ...c.wednesdayDates]),
  );
  return dates.sort()[0] ?? null;
}

/** Before midnight (UK summer time) at the start of the first session day. */
function beforeStart(row: AdminRegistration, now = new Date()): boolean {
  const start = startDate(row);
  return start !== null && now < new Date(`${start}T00:00:00+01:00`);
}

export const REFUND_MESSAGES = {
  done: "Refund issued through Stripe.",
  alreadyRefunded:
    "Stripe had already refunded this payment (from its dashboard): the registration is now recorded as refunded.",
  notPaid: "Only a registration paid by card can be refunded here.",
  tooLate: "Refunds are only given before the programme start date.",
  failed:
    "Stripe could not issue the refund. Please try again or refund from the Stripe dashboard.",
} as const;

export async function adminRefund(
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<AdminOutcome> {
  const [row] = (
    await findRegistrations({ season: null, status: "", programme: "", date: "" })
  ).filter((r) => r.id === id);
  if (!row || row.status !== STATUS.paid) return refused(REFUND_MESSAGES.notPaid);
  const payment = await latestPaidPayment(db(), id);
  if (!payment) return refused(REFUND_MESSAGES.notPaid);
  if (!beforeStart(row, now)) return refused(REFUND_MESSAGES.tooLate);
  try {
    return await db().transaction(async (tx) => {
      const outcome = await refundPayment(tx, payment);
      await tx
        .update(summerRegistrations)
        .set({ status: STATUS.refunded, updatedAt: sql`now()` })
        .where(eq(summerRegistrations.id, id));
      await recordAudit(
        actor,
        "summer.refund",
        `summer_registration:${id}`,
        { amount: payment.amountPence, session: payment.stripeSessionId },
        tx,
      );
      return done(
        outcome === "already-refunded" ? REFUND_MESSAGES.alreadyRefunded : REFUND_MESSAGES.done,
      );
    });
  } catch {
    return refused(REFUND_MESSAGES.failed);
  }
}
