import {
  formatUpdated,
  type Heading,
  parseFrontMatter,
  renderMarkdown,
} from "~/lib/markdown/render";
import academyPolicy from "../../../content/academy-policy.md?raw";
import privacy from "../../../content/policies/privacy.md?raw";
import terms from "../../../content/policies/terms.md?raw";
import whatIsWic from "../../../content/what-is-wic.md?raw";
import whyChooseWic from "../../../content/why-choose-wic.md?raw";

/**
 * The Markdown pages, bundled into the server build as text (`?raw`), so the production server
 * needs no content/ folder at run time and the Markdown parser never reaches the browser.
 */
const sources = {
  "what-is-wic": whatIsWic,
  "why-choose-wic": whyChooseWic,
  "academy-policy": academyPolicy,
  "policies/privacy": privacy,
  "policies/terms": terms,
} as const;

export type ContentSlug = keyof typeof sources;

export interface ContentPage {
  /** The page's path, e.g. "/policies/privacy". */
  path: string;
  title: string;
  description: string;
  /** ISO date of the last revision, when the page gives one. */
  updated: string | null;
  /** The same date in words, "1 September 2025". */
  updatedLabel: string | null;
  html: string;
  headings: Heading[];
}

const cache = new Map<ContentSlug, ContentPage>();

export function loadContentPage(slug: ContentSlug): ContentPage {
  const cached = cache.get(slug);
  if (cached) return cached;
  const { data, body } = parseFrontMatter(sources[slug]);
  const { html, headings } = renderMarkdown(body);
  const page: ContentPage = {
    path: `/${slug}`,
    title: data.title,
    description: data.description,
    updated: data.updated ?? null,
    updatedLabel: data.updated ? formatUpdated(data.updated) : null,
    html,
    headings,
  };
  cache.set(slug, page);
  return page;
}

export const contentSlugs = Object.keys(sources) as ContentSlug[];
