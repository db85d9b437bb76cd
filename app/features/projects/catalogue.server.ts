import { and, asc, eq } from "drizzle-orm";
import { sharedRead } from "#app/lib/db/cache.server";
import { db } from "#app/lib/db/client.server";
import { mediaItems, projects } from "#app/lib/db/schema";
import { pick } from "#app/lib/pick";
import { uploadUrl } from "#app/lib/uploads/rules";
import {
  isFormKind,
  isMotif,
  type Project,
  type ProjectLink,
  type ProjectPage,
  type ProjectPhoto,
} from "./projects";

/**
 * The projects as visitors see them, read from the `projects` table (the first eight are
 * seeded; staff add, edit, hide and order them). Each function is one query: the project with
 * its photo from the media library, visible ones only, in `position` order.
 */

const columns = {
  slug: projects.slug,
  title: projects.title,
  subtitle: projects.subtitle,
  tagline: projects.tagline,
  art: projects.art,
  form: projects.form,
  options: projects.options,
  links: projects.links,
  photoKey: mediaItems.key,
  photoAlt: mediaItems.alt,
  photoWidth: mediaItems.width,
  photoHeight: mediaItems.height,
};

interface Row {
  slug: string;
  title: string;
  subtitle: string;
  tagline: string | null;
  art: { from: string; to: string; motif: string };
  form: string;
  options: string[];
  links: ProjectLink[];
  photoKey: string | null;
  photoAlt: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
}

/** The order visitors see the projects in (the admin list too). */
export const ordered = [asc(projects.position), asc(projects.slug)] as const;

function photoOf(row: Row): ProjectPhoto | null {
  if (!row.photoKey || !row.photoWidth || !row.photoHeight) return null;
  return {
    src: uploadUrl(row.photoKey),
    alt: row.photoAlt ?? "",
    width: row.photoWidth,
    height: row.photoHeight,
  };
}

/** A stored row as the pages use it; a value the code no longer knows falls back safely. */
function toProject(row: Row): Project {
  return {
    ...pick(row, ["slug", "title", "subtitle", "options", "links"]),
    tagline: row.tagline || null,
    art: {
      from: row.art.from,
      to: row.art.to,
      motif: isMotif(row.art.motif) ? row.art.motif : "star",
    },
    photo: photoOf(row),
    form: isFormKind(row.form) ? row.form : "interest",
  };
}

const visible = eq(projects.hidden, false);

/** The visible projects in order (the projects page, /volunteer, the sitemap). */
export async function visibleProjects(): Promise<Project[]> {
  const rows = await db()
    .select(columns)
    .from(projects)
    .leftJoin(mediaItems, eq(mediaItems.id, projects.imageId))
    .where(visible)
    .orderBy(...ordered);
  return rows.map(toProject);
}

/** A visible project with its body, or null (no such project, or hidden). */
export async function findVisibleProject(slug: string | undefined): Promise<ProjectPage | null> {
  if (!slug) return null;
  const [row] = await db()
    .select({ ...columns, bodyHtml: projects.bodyHtml })
    .from(projects)
    .leftJoin(mediaItems, eq(mediaItems.id, projects.imageId))
    .where(and(eq(projects.slug, slug), visible))
    .limit(1);
  return row ? { ...toProject(row), bodyHtml: row.bodyHtml } : null;
}

/** What the site's header needs of the projects: the visible ones' slugs and titles, in order. */
export function projectNavigation(): Promise<{ slug: string; title: string }[]> {
  return sharedRead("projects:navigation", () =>
    db()
      .select({ slug: projects.slug, title: projects.title })
      .from(projects)
      .where(visible)
      .orderBy(...ordered),
  );
}

/** The visible project pages for /sitemap.xml. */
export async function sitemapProjectPages(): Promise<{ path: string; lastModified: string }[]> {
  const rows = await db()
    .select({ slug: projects.slug, updatedAt: projects.updatedAt })
    .from(projects)
    .where(visible)
    .orderBy(...ordered);
  return rows.map((row) => ({
    path: `/projects/${row.slug}`,
    lastModified: row.updatedAt.toISOString().slice(0, 10),
  }));
}
