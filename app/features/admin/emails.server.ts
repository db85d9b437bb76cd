import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { countRows } from "#app/lib/db/counts.server";
import { outbox } from "#app/lib/db/schema";
import { retryEmail } from "#app/lib/email/outbox.server";
import { pageCountOf, pageWindow } from "#app/lib/paging";
import { type EmailStatusFilter, emailStatusFilters } from "./filters";

const EMAILS_PER_PAGE = 50;

/** For the preview of a stored email: no scripts, no requests but images, no same-origin rights. */
export const EMAIL_PREVIEW_CSP =
  "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'; sandbox";

const filtersSchema = z.object({
  status: z.enum(emailStatusFilters).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type EmailFilters = z.infer<typeof filtersSchema>;

export function parseEmailFilters(params: URLSearchParams): EmailFilters {
  return filtersSchema.parse({
    status: params.get("status") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The status a form sent back (to return to the same filtered list), "all" when unexpected. */
export function parseEmailStatus(value: unknown): EmailStatusFilter {
  return filtersSchema.shape.status.parse(value);
}

/** One page of the outbox, newest first, without the bodies. */
export async function listEmails(filters: EmailFilters) {
  const where = filters.status === "all" ? undefined : eq(outbox.status, filters.status);
  const { limit, offset } = pageWindow(filters.page, EMAILS_PER_PAGE);
  const [rows, total] = await Promise.all([
    db()
      .select(
        columnsOf(outbox, [
          "id",
          "template",
          "toAddress",
          "subject",
          "status",
          "attempts",
          "lastError",
          "nextAttemptAt",
          "createdAt",
        ]),
      )
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit)
      .offset(offset),
    countRows(outbox, where),
  ]);
  return { emails: rows, total, pageCount: pageCountOf(total, EMAILS_PER_PAGE) };
}

/** The stored HTML of an email, or null when there is no such email. */
export async function emailHtml(id: number): Promise<string | null> {
  const [row] = await db().select({ html: outbox.html }).from(outbox).where(eq(outbox.id, id));
  return row?.html ?? null;
}

/** Queues a failed email again and records who did it, in one transaction. */
export async function retryFailedEmail(
  actor: CurrentUser,
  id: number,
): Promise<"queued" | "not-found" | "not-failed"> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ status: outbox.status, template: outbox.template })
      .from(outbox)
      .where(eq(outbox.id, id))
      .for("update");
    if (!row) return "not-found";
    if (row.status !== "failed") return "not-failed";
    await retryEmail(id, tx);
    await recordAudit(actor, "email.retry", `email:${id}`, { template: row.template }, tx);
    return "queued";
  });
}
