import { eq, max } from "drizzle-orm";
import { findMedia } from "#app/features/media/index.server";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db, type Transaction } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { projects } from "#app/lib/db/schema";
import { lockedRow } from "#app/lib/db/versioned-rows.server";
import { nonEmptyLines } from "#app/lib/lines";
import { errorForLog, logger } from "#app/lib/logger.server";
import { renderMarkdown } from "#app/lib/markdown/render";
import { type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import { ordered } from "./catalogue.server";
import {
  MAX_LINKS,
  PROJECT_FIELD_LABELS,
  type ProjectEditorInput,
  type ProjectEditorValues,
} from "./editor-schema";
import { FIXED_OPTIONS, type ProjectLink } from "./projects";

const target = (slug: string) => `project:${slug}`;

/** Every project, hidden ones too, in the order visitors see them. */
export async function adminProjectList() {
  const rows = await db()
    .select(columnsOf(projects, ["slug", "title", "form", "hidden", "updatedAt"]))
    .from(projects)
    .orderBy(...ordered);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

const emptyLink = { label: "", group: "", href: "" };

/** The editor's rows: the stored buttons, then empty ones up to the most a project may have. */
function linkRows(links: readonly ProjectLink[]): ProjectEditorValues["links"] {
  const rows = links.map((link) =>
    link.type === "whatsapp"
      ? { label: link.label, group: link.group, href: "" }
      : { label: link.label, group: "", href: link.href },
  );
  while (rows.length < MAX_LINKS) rows.push({ ...emptyLink });
  return rows;
}

export const NEW_PROJECT_VALUES: ProjectEditorValues = {
  slug: "",
  title: "",
  subtitle: "",
  tagline: "",
  artFrom: "#0f6b4f",
  artTo: "#0a4a37",
  motif: "star",
  imageId: "",
  form: "interest",
  options: "Sign Up\nVolunteer",
  links: linkRows([]),
  body: "",
};

export async function projectForEditor(slug: string | undefined) {
  if (!slug) return null;
  const [row] = await db().select().from(projects).where(eq(projects.slug, slug)).limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    hidden: row.hidden,
    version: versionOf(row.updatedAt),
    values: editorValuesOf(row),
  };
}

/** A stored project as the editor's fields show it. */
function editorValuesOf(row: typeof projects.$inferSelect): ProjectEditorValues {
  return {
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    tagline: row.tagline ?? "",
    artFrom: row.art.from,
    artTo: row.art.to,
    motif: row.art.motif,
    imageId: row.imageId === null ? "" : String(row.imageId),
    form: row.form,
    options: row.options.join("\n"),
    links: linkRows(row.links),
    body: row.body,
  };
}

/** The stored fields of the editor's input (the choices of a fixed form are the form's own). */
function fieldsOf(input: ProjectEditorInput, imageId: number | null) {
  const links = (input.links ?? []).flatMap((row): ProjectLink[] => {
    if (!row?.label) return [];
    if (row.group) return [{ type: "whatsapp", label: row.label, group: row.group }];
    return row.href ? [{ type: "link", label: row.label, href: row.href }] : [];
  });
  return {
    title: input.title,
    subtitle: input.subtitle,
    tagline: input.tagline || null,
    art: { from: input.artFrom.toLowerCase(), to: input.artTo.toLowerCase(), motif: input.motif },
    imageId,
    form: input.form,
    options:
      input.form === "interest" ? nonEmptyLines(input.options) : [...FIXED_OPTIONS[input.form]],
    links,
    body: input.body,
    bodyHtml: renderMarkdown(input.body).html,
  };
}

/** The chosen photo's id, null for none, or "missing" when the library no longer has it. */
export async function photoFromInput(
  input: ProjectEditorInput,
): Promise<number | null | "missing"> {
  if (!input.imageId) return null;
  const media = await findMedia(Number(input.imageId));
  return media ? media.id : "missing";
}

type SaveResult = "saved" | "slug-taken" | "not-found" | "failed";

/** Runs `save` in a transaction; a database failure is logged and answered "failed", not thrown. */
async function savedOrFailed<Result>(
  verb: "create" | "save",
  save: (tx: Transaction) => Promise<Result>,
): Promise<Result | "failed"> {
  try {
    return await db().transaction(save);
  } catch (error) {
    logger.error({ error: errorForLog(error) }, `could not ${verb} a project`);
    return "failed";
  }
}

/** Stores a new project at the end of the list, visible; audited as `project.created`. */
export async function createProject(
  user: CurrentUser,
  input: ProjectEditorInput,
  imageId: number | null,
): Promise<SaveResult> {
  const slug = String(input.slug);
  const fields = fieldsOf(input, imageId);
  return savedOrFailed("create", async (tx) => {
    const [last] = await tx.select({ position: max(projects.position) }).from(projects);
    const [created] = await tx
      .insert(projects)
      .values({ slug, ...fields, position: (last?.position ?? 0) + 1 })
      .onConflictDoNothing({ target: projects.slug })
      .returning({ slug: projects.slug });
    if (!created) return "slug-taken";
    await recordAudit(
      user,
      "project.created",
      target(slug),
      { title: fields.title, form: fields.form },
      tx,
    );
    return "saved";
  });
}

/** Saves the editor's changes (the slug never changes); audited as `project.updated`. */
export async function updateProject(
  user: CurrentUser,
  slug: string,
  input: ProjectEditorInput,
  imageId: number | null,
  /** The version the editor opened: a save over a newer one is refused. */
  check: SaveCheck,
): Promise<SaveResult | StaleSave> {
  const fields = fieldsOf(input, imageId);
  return savedOrFailed("save", async (tx): Promise<SaveResult | StaleSave> => {
    const before = await lockedRow(tx, projects, eq(projects.slug, slug));
    if (!before) return "not-found";
    const stale = staleSave(
      before.updatedAt,
      check,
      () => editorValuesOf(before),
      PROJECT_FIELD_LABELS,
    );
    if (stale) return stale;
    const [updated] = await tx
      .update(projects)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(projects.slug, slug))
      .returning({ slug: projects.slug });
    if (!updated) return "not-found";
    await recordAudit(
      user,
      "project.updated",
      target(slug),
      { title: fields.title, form: fields.form, bodyLength: fields.body.length },
      tx,
    );
    return "saved";
  });
}

/** Hides a project from visitors (its page answers 404) or shows it again. */
export async function setProjectHidden(
  user: CurrentUser,
  slug: string,
  hidden: boolean,
): Promise<{ title: string } | null> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ hidden, updatedAt: new Date() })
      .where(eq(projects.slug, slug))
      .returning({ title: projects.title });
    if (!row) return null;
    await recordAudit(user, hidden ? "project.hidden" : "project.shown", target(slug), {}, tx);
    return row;
  });
}

/**
 * Moves a project one place up or down the list; the list is numbered afresh (1, 2, 3…) in the
 * new order. Null when there is no such project or it is already at that end.
 */
export async function moveProject(
  user: CurrentUser,
  slug: string,
  direction: "up" | "down",
): Promise<{ title: string } | null> {
  return db().transaction(async (tx) => {
    const rows = await tx
      .select({ slug: projects.slug, title: projects.title, position: projects.position })
      .from(projects)
      .orderBy(...ordered)
      .for("update");
    const from = rows.findIndex((row) => row.slug === slug);
    const to = direction === "up" ? from - 1 : from + 1;
    const moved = rows[from];
    const other = rows[to];
    if (!moved || !other) return null;
    rows[from] = other;
    rows[to] = moved;
    for (const [index, row] of rows.entries()) {
      if (row.position !== index + 1)
        await tx
          .update(projects)
          .set({ position: index + 1 })
          .where(eq(projects.slug, row.slug));
    }
    await recordAudit(
      user,
      "project.moved",
      target(slug),
      { direction, from: from + 1, to: to + 1 },
      tx,
    );
    return { title: moved.title };
  });
}
