/**
 * `{{retention:formSubmissions}}` in a page's Markdown: the words of one of the site's retention
 * rules, written in each time the page is shown, so what the privacy notice promises is what the
 * daily job does, even when a period changes after the page was saved.
 */
const PLACEHOLDER = /\{\{retention:([A-Za-z]+)\}\}/g;

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The HTML with each known placeholder replaced by its words (an unknown one stays, visibly). */
export function fillPlaceholders(html: string, words: Readonly<Record<string, string>>): string {
  return html.replace(PLACEHOLDER, (placeholder, id: string) => {
    const text = words[id];
    return text === undefined ? placeholder : escapeText(text);
  });
}

/** The rules a text names that are not among `known`. */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? "")
    .filter((id) => !known.includes(id));
}
