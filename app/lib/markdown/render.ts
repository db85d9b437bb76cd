import { Marked, type Tokens } from "marked";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { escapeAttribute, sanitiseHtml } from "./safe-html";

/**
 * Markdown that staff write for the site's pages (content pages, project pages): headings may
 * carry an explicit anchor, `## Safeguarding Policy {#safeguarding}`, and the HTML is sanitised
 * (no raw HTML tags beyond a safe list, no unsafe links). The same pipeline makes the editor's
 * live preview in the browser. The first install reads content/*.md with their front matter.
 */

export interface FrontMatter {
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) of the last revision, when the page gives one. */
  updated?: string;
}

export interface Heading {
  depth: number;
  id: string;
  /** The heading as plain text, without its `{#id}`. */
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(["\\])/g, "$1");
  }
  if (trimmed.length >= 2 && trimmed.startsWith("'") && trimmed.endsWith("'")) {
    return trimmed.slice(1, -1).replace(/''/g, "'");
  }
  return trimmed;
}

/** Splits `---` front matter (one `key: value` a line) from the Markdown body. */
export function parseFrontMatter(source: string): {
  data: FrontMatter;
  body: string;
} {
  const text = source.replace(/^\uFEFF/, "");
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error("The page has no front matter (--- title, description ---)");
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const separator = line.indexOf(":");
    if (separator === -1) throw new Error(`Front matter line without a colon: ${line}`);
    fields[line.slice(0, separator).trim()] = unquote(line.slice(separator + 1));
  }
  const { title, description, updated } = fields;
  if (!title) throw new Error("Front matter needs a title");
  if (!description) throw new Error("Front matter needs a description");
  if (updated !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(updated)) {
    throw new Error(`Front matter 'updated' must be a date like 2025-09-01, not ${updated}`);
  }
  return {
    data: { title, description, ...(updated ? { updated } : {}) },
    body: text.slice(match[0].length),
  };
}

/** A URL fragment from a heading's text: "1. Staff Recruitment Policy" → "1-staff-recruitment-policy". */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[''`]/g, "")
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** Ids the site itself uses, which a heading must not take. */
const RESERVED_IDS = new Set(["top", "main-content"]);

const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

/** Markdown to safe HTML; every h2–h6 gets an id, its `{#id}` if it has one, else a unique slug. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: Heading[] = [];
  const used = new Set(RESERVED_IDS);
  // Explicit ids are claimed first, so a slug never takes one that a later heading asks for.
  // An id asked for twice (a typing slip in the editor) goes to the first heading; the second
  // gets a numbered one, so the page still renders and every anchor stays unique.
  const claimed = new Set<string>();
  for (const line of markdown.split(/\r?\n/)) {
    const explicit = /^#{1,6}\s.*\{#([A-Za-z][\w-]*)\}\s*$/.exec(line)?.[1];
    if (explicit && !used.has(explicit)) claimed.add(explicit);
  }
  for (const id of claimed) used.add(id);
  const unique = (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Heading["tokens"]): string } }, token) {
        const inner = this.parser.parseInline(token.tokens);
        const explicit = EXPLICIT_ID.exec(inner);
        const html = explicit ? inner.slice(0, explicit.index) : inner;
        const text = plainText(html);
        const asked = explicit?.[1];
        const id = asked && claimed.delete(asked) ? asked : unique(asked ?? slugify(text));
        headings.push({ depth: token.depth, id, text });
        return `<h${token.depth} id="${escapeAttribute(id)}">${html}</h${token.depth}>\n`;
      },
    },
  });
  const html = sanitiseHtml(marked.parse(markdown, { async: false }));
  return { html, headings };
}

/** "2025-09-01" → "1 September 2025". */
export function formatUpdated(date: string): string {
  return formatCalendarDate(date, "long");
}
