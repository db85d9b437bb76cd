import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { countRows } from "#app/lib/db/counts.server";
import type { SubmissionStatus } from "#app/lib/db/enums";
import { outbox, submissions } from "#app/lib/db/schema";
import { pageCountOf, pageWindow } from "#app/lib/paging";
import { COUNSELLING_SUBMISSION_KIND } from "#app/lib/privacy/retention";
import { submissionStatusFilters } from "./filters";
import { isSensitiveSubmission, submissionSummary } from "./payload";
import type { SubmissionForCsv } from "./submissions-csv";
import type { SubmissionScope } from "./visibility";

const SUBMISSIONS_PER_PAGE = 25;

const filtersSchema = z.object({
  kind: z.string().trim().max(100).catch(""),
  status: z.enum(submissionStatusFilters).catch("all"),
  q: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type SubmissionFilters = z.infer<typeof filtersSchema>;

/** The list's filters from a URL's search params; anything unexpected falls back to "all". */
export function parseSubmissionFilters(params: URLSearchParams): SubmissionFilters {
  const filters = filtersSchema.parse({
    kind: params.get("kind") ?? undefined,
    status: params.get("status") ?? undefined,
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  return { ...filters, kind: filters.kind === "all" ? "" : filters.kind };
}

/** The filters as search params again (without the page), for links such as the CSV export. */
export function filterSearchParams(filters: SubmissionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  return params;
}

/** A LIKE pattern that matches the text literally (%, _ and \ lose their meaning). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The submissions a viewer may see: counselling requests only with the counselling role (or as
 * administrator), every other kind with the submissions permission. Every read goes through here:
 * the list, its search, its counts, one submission, the CSV export and the menu's badge.
 */
export function scopeCondition(scope: SubmissionScope): SQL | undefined {
  if (scope === "all") return undefined;
  if (scope === "counselling") return eq(submissions.kind, COUNSELLING_SUBMISSION_KIND);
  if (scope === "others") return ne(submissions.kind, COUNSELLING_SUBMISSION_KIND);
  return sql`false`;
}

function whereClause(scope: SubmissionScope, filters: SubmissionFilters): SQL | undefined {
  return and(
    scopeCondition(scope),
    filters.kind ? eq(submissions.kind, filters.kind) : undefined,
    filters.status !== "all" ? eq(submissions.status, filters.status) : undefined,
    filters.q ? sql`${submissions.payload}::text ilike ${containsPattern(filters.q)}` : undefined,
  );
}

/**
 * The submissions matching the filters, newest first: one page of them, or all of them (export).
 * The list and the CSV export both read through here, so they always agree.
 */
export async function findSubmissions(
  scope: SubmissionScope,
  filters: SubmissionFilters,
  page?: { limit: number; offset: number },
): Promise<SubmissionForCsv[]> {
  const query = db()
    .select(columnsOf(submissions, ["id", "kind", "status", "createdAt", "handledAt", "payload"]))
    .from(submissions)
    .where(whereClause(scope, filters))
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** Every kind of form that has sent something the viewer may see, for the filter. */
async function submissionKinds(scope: SubmissionScope): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ kind: submissions.kind })
    .from(submissions)
    .where(scopeCondition(scope))
    .orderBy(asc(submissions.kind));
  return rows.map((row) => row.kind);
}

/** One page of the list, with only what the table shows (no full payloads sent to the page). */
export async function listSubmissions(scope: SubmissionScope, filters: SubmissionFilters) {
  const [rows, total, kinds] = await Promise.all([
    findSubmissions(scope, filters, pageWindow(filters.page, SUBMISSIONS_PER_PAGE)),
    countRows(submissions, whereClause(scope, filters)),
    submissionKinds(scope),
  ]);
  return {
    submissions: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      createdAt: row.createdAt,
      sensitive: isSensitiveSubmission(row.kind, row.payload),
      ...submissionSummary(row.payload),
    })),
    total,
    pageCount: pageCountOf(total, SUBMISSIONS_PER_PAGE),
    kinds,
  };
}

const submissionIdSchema = z.guid();

/**
 * One submission with the emails it caused, or null for an unknown or malformed id, or one the
 * viewer may not see (alike, so its existence is not told).
 */
export async function getSubmission(scope: SubmissionScope, id: string | undefined) {
  const parsed = submissionIdSchema.safeParse(id);
  if (!parsed.success) return null;
  const [row] = await db()
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, parsed.data), scopeCondition(scope)));
  if (!row) return null;
  const emails = await db()
    .select(columnsOf(outbox, ["id", "toAddress", "subject", "status", "createdAt"]))
    .from(outbox)
    .where(eq(outbox.submissionId, row.id))
    .orderBy(asc(outbox.id));
  return { submission: row, emails, sensitive: isSensitiveSubmission(row.kind, row.payload) };
}

/**
 * Marks a submission handled (keeping the first time it was handled) or new again, and records
 * who did it in the same transaction. False when there is no such submission.
 */
export async function setSubmissionStatus(
  actor: CurrentUser,
  scope: SubmissionScope,
  id: string | undefined,
  status: SubmissionStatus,
): Promise<boolean> {
  const parsed = submissionIdSchema.safeParse(id);
  if (!parsed.success) return false;
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(submissions)
      .set({
        status,
        handledAt: status === "handled" ? sql`coalesce(${submissions.handledAt}, now())` : null,
      })
      .where(and(eq(submissions.id, parsed.data), scopeCondition(scope)))
      .returning({ kind: submissions.kind });
    if (!row) return false;
    const action = status === "handled" ? "submission.mark-handled" : "submission.mark-new";
    await recordAudit(actor, action, `submission:${parsed.data}`, { kind: row.kind }, tx);
    return true;
  });
}
