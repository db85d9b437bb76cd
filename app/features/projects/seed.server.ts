import { max } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { projects } from "#app/lib/db/schema";
import { renderMarkdown } from "#app/lib/markdown/render";
import { PROJECT_DEFAULTS } from "./defaults";

/**
 * The eight first projects with a first body each, inserted when missing (every install, every
 * start). A project already stored is never touched, so staff edits survive; one that is missing
 * goes after the others.
 */
export async function seedProjects(): Promise<void> {
  const stored = await db().select({ slug: projects.slug }).from(projects);
  const have = new Set(stored.map((row) => row.slug));
  const missing = PROJECT_DEFAULTS.filter((project) => !have.has(project.slug));
  if (missing.length === 0) return;
  const [last] = await db()
    .select({ position: max(projects.position) })
    .from(projects);
  const after = last?.position ?? 0;
  await db()
    .insert(projects)
    .values(
      missing.map((project, index) => ({
        slug: project.slug,
        title: project.title,
        subtitle: project.subtitle,
        tagline: project.tagline ?? null,
        art: project.art,
        form: project.form,
        options: [...project.options],
        links: [...project.links],
        body: project.body,
        bodyHtml: renderMarkdown(project.body).html,
        position: after + index + 1,
      })),
    )
    // Two servers starting at once: the second one's rows are already there.
    .onConflictDoNothing({ target: projects.slug });
}
