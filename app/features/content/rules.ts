import type { Heading } from "#app/lib/markdown/render";
import { type ContentKey, REQUIRED_ANCHORS } from "./pages";
import { missingAnchorsMessage, NO_MAIN_HEADING } from "./schema";

/**
 * What is wrong with a page body once rendered, for the body field, or null: a # heading (the
 * page's title is its only h1), or a level-2 anchor the page needs (the academy policies' jump
 * list) gone missing.
 */
export function bodyProblem(key: ContentKey, headings: readonly Heading[]): string | null {
  if (headings.some((heading) => heading.depth === 1)) return NO_MAIN_HEADING;
  const required = REQUIRED_ANCHORS[key] ?? [];
  const present = new Set(headings.filter((h) => h.depth === 2).map((h) => h.id));
  const missing = required.filter((id) => !present.has(id));
  return missing.length > 0 ? missingAnchorsMessage(missing) : null;
}

/** The jump list of a page: its level-2 headings, in order. */
export function jumpList(headings: readonly Heading[]): { id: string; text: string }[] {
  return headings.filter((heading) => heading.depth === 2).map(({ id, text }) => ({ id, text }));
}
