import { asc, desc, eq } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { contentPages, contentRevisions } from "#app/lib/db/schema";
import { lockedRow } from "#app/lib/db/versioned-rows.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { unknownPlaceholders } from "#app/lib/markdown/placeholders";
import { type RenderedMarkdown, renderMarkdown } from "#app/lib/markdown/render";
import { RETENTION_RULE_IDS } from "#app/lib/privacy/retention";
import { CONTENT_PAGE_KEYS, type ContentKey, contentParam, contentPath } from "./pages";
import { type DiffRow, lineDiff } from "./revision-diff";
import { bodyProblem } from "./rules";
import type { PageFormValues, PageInput } from "./schema";

const auditTarget = (key: ContentKey) => `content_page:${key}`;

/** /admin/pages: every content page, when it was last saved and by whom. */
export async function adminPageList() {
  const pages = await db()
    .select(columnsOf(contentPages, ["slug", "title", "updatedAt"]))
    .from(contentPages);
  const latest = await db()
    .selectDistinctOn([contentRevisions.pageSlug], {
      pageSlug: contentRevisions.pageSlug,
      authorName: contentRevisions.authorName,
    })
    .from(contentRevisions)
    .orderBy(contentRevisions.pageSlug, desc(contentRevisions.id));
  const authors = new Map(latest.map((row) => [row.pageSlug, row.authorName]));
  const bySlug = new Map(pages.map((page) => [page.slug, page]));
  return CONTENT_PAGE_KEYS.flatMap((key) => {
    const page = bySlug.get(key);
    if (!page) return [];
    return [
      {
        key,
        param: contentParam(key),
        path: contentPath(key),
        title: page.title,
        updatedAt: page.updatedAt.toISOString(),
        updatedBy: authors.get(key) ?? "—",
      },
    ];
  });
}

/** A page's versions, oldest first, numbered 1, 2, 3… (the history's numbers, not table ids). */
async function revisionsOf(key: ContentKey) {
  const rows = await db()
    .select(columnsOf(contentRevisions, ["id", "authorName", "restoredFromId", "createdAt"]))
    .from(contentRevisions)
    .where(eq(contentRevisions.pageSlug, key))
    .orderBy(asc(contentRevisions.id));
  const numberOf = new Map(rows.map((row, index) => [row.id, index + 1]));
  return rows.map((row, index) => ({
    id: row.id,
    number: index + 1,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    restoredFrom: row.restoredFromId === null ? null : (numberOf.get(row.restoredFromId) ?? null),
  }));
}

/** The editor's page: its stored text, when and by whom it was last saved. */
export async function pageForEditor(key: ContentKey) {
  const [page] = await db().select().from(contentPages).where(eq(contentPages.slug, key));
  if (!page) return null;
  const revisions = await revisionsOf(key);
  const current = revisions.at(-1);
  const values: PageFormValues = {
    title: page.title,
    description: page.description,
    body: page.body,
    revision: current ? String(current.id) : "",
  };
  return {
    key,
    param: contentParam(key),
    path: contentPath(key),
    updatedAt: page.updatedAt.toISOString(),
    updatedBy: current?.authorName ?? "—",
    versions: revisions.length,
    values,
  };
}

type SaveResult =
  | { saved: true; number: number }
  | { saved: false; reason: "missing" | "edited-meanwhile" | "unchanged" | "failed" }
  | { saved: false; reason: "invalid"; message: string };

/** A `{{retention:…}}` that names no rule: said on save, so no page shows the raw code. */
function placeholderProblem(body: string): string | null {
  const [unknown] = unknownPlaceholders(body, RETENTION_RULE_IDS);
  return unknown === undefined
    ? null
    : `There is no retention rule “${unknown}”. The rules are listed at /admin/retention, e.g. {{retention:formSubmissions}}.`;
}

/** The body rendered once, or what is wrong with it (a # heading, a needed anchor gone). */
function checkedRendering(
  key: ContentKey,
  body: string,
): { rendered: RenderedMarkdown } | { saved: false; reason: "invalid"; message: string } {
  const rendered = renderMarkdown(body);
  const problem = bodyProblem(key, rendered.headings) ?? placeholderProblem(body);
  return problem ? { saved: false, reason: "invalid", message: problem } : { rendered };
}

/**
 * Stores a new version of a page in one transaction: the page row (its Markdown, rendered HTML
 * and headings, when and by whom) and a revision row, with the audit entry. `basedOn` is the
 * revision the editor started from: when someone saved since, nothing is stored.
 */
async function storeVersion(
  user: CurrentUser,
  key: ContentKey,
  input: { title: string; description: string; body: string },
  { html, headings }: RenderedMarkdown,
  options: { basedOn?: number; restoredFrom?: { id: number; number: number } },
): Promise<SaveResult> {
  const now = new Date();
  try {
    return await db().transaction(async (tx): Promise<SaveResult> => {
      const page = await lockedRow(tx, contentPages, eq(contentPages.slug, key));
      if (!page) return { saved: false, reason: "missing" };
      const ids = await tx
        .select({ id: contentRevisions.id })
        .from(contentRevisions)
        .where(eq(contentRevisions.pageSlug, key))
        .orderBy(asc(contentRevisions.id));
      const latest = ids.at(-1)?.id;
      if (options.basedOn !== undefined && latest !== undefined && options.basedOn !== latest) {
        return { saved: false, reason: "edited-meanwhile" };
      }
      if (
        page.title === input.title &&
        page.description === input.description &&
        page.body === input.body
      ) {
        return { saved: false, reason: "unchanged" };
      }
      await tx
        .update(contentPages)
        .set({ ...input, html, headings, updatedAt: now, updatedById: user.id })
        .where(eq(contentPages.slug, key));
      const [revision] = await tx
        .insert(contentRevisions)
        .values({
          pageSlug: key,
          ...input,
          authorId: user.id,
          authorName: user.name,
          restoredFromId: options.restoredFrom?.id ?? null,
          createdAt: now,
        })
        .returning({ id: contentRevisions.id });
      const number = ids.length + 1;
      await recordAudit(
        user,
        options.restoredFrom ? "content.restore" : "content.save",
        auditTarget(key),
        {
          path: contentPath(key),
          title: input.title,
          version: number,
          revisionId: revision?.id,
          ...(options.restoredFrom
            ? {
                restoredFromVersion: options.restoredFrom.number,
                restoredFromId: options.restoredFrom.id,
              }
            : {}),
        },
        tx,
      );
      return { saved: true, number };
    });
  } catch (error) {
    logger.error({ error: errorForLog(error), page: key }, "could not save a content page");
    return { saved: false, reason: "failed" };
  }
}

/** The editor's save: the body is checked (`bodyProblem`) and rendered once, then stored. */
export function savePage(
  user: CurrentUser,
  key: ContentKey,
  input: PageInput,
): Promise<SaveResult> {
  const checked = checkedRendering(key, input.body);
  if (!("rendered" in checked)) return Promise.resolve(checked);
  return storeVersion(
    user,
    key,
    { title: input.title, description: input.description, body: input.body },
    checked.rendered,
    { basedOn: input.revision },
  );
}

type Revisions = Awaited<ReturnType<typeof revisionsOf>>;

/** One version of a page by its number in the history (of `revisions`), with its text. */
async function revisionByNumber(revisions: Revisions, number: number) {
  const wanted = revisions[number - 1];
  if (!wanted) return null;
  const [row] = await db()
    .select(columnsOf(contentRevisions, ["title", "description", "body"]))
    .from(contentRevisions)
    .where(eq(contentRevisions.id, wanted.id));
  return row ? { ...wanted, ...row, current: number === revisions.length } : null;
}

type RestoreResult = SaveResult | { saved: false; reason: "no-such-version" | "current" };

/** Copies an earlier version back as a new version, marked as restored from it. */
export async function restoreVersion(
  user: CurrentUser,
  key: ContentKey,
  number: number,
): Promise<RestoreResult> {
  const revision = await revisionByNumber(await revisionsOf(key), number);
  if (!revision) return { saved: false, reason: "no-such-version" };
  if (revision.current) return { saved: false, reason: "current" };
  const checked = checkedRendering(key, revision.body);
  if (!("rendered" in checked)) return checked;
  return storeVersion(
    user,
    key,
    { title: revision.title, description: revision.description, body: revision.body },
    checked.rendered,
    { restoredFrom: { id: revision.id, number } },
  );
}

interface Comparison {
  number: number;
  title: { before: string; after: string } | null;
  description: { before: string; after: string } | null;
  body: DiffRow[];
}

/** The history page: every version, newest first, and a comparison of one with the current. */
export async function pageHistory(key: ContentKey, compare: number | null) {
  const [page] = await db()
    .select(columnsOf(contentPages, ["title", "description", "body"]))
    .from(contentPages)
    .where(eq(contentPages.slug, key));
  if (!page) return null;
  const revisions = await revisionsOf(key);
  let comparison: Comparison | null = null;
  if (compare !== null) {
    const revision = await revisionByNumber(revisions, compare);
    if (revision) {
      comparison = {
        number: compare,
        title: revision.title === page.title ? null : { before: revision.title, after: page.title },
        description:
          revision.description === page.description
            ? null
            : { before: revision.description, after: page.description },
        body: lineDiff(revision.body, page.body),
      };
    }
  }
  return {
    key,
    param: contentParam(key),
    path: contentPath(key),
    title: page.title,
    current: revisions.length,
    revisions: revisions.toReversed(),
    comparison,
  };
}
