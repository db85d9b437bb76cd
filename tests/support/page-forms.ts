/** What a page's HTML forms send, read from the HTML (no browser needed). */

/** An attribute's text as the browser reads it (React escapes these five). */
const attributeText = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The names (and, for buttons, the values) of the fields of a page's forms of one method. */
export function formFields(html: string, method: "post" | "get") {
  const names = new Set<string>();
  const choices = new Map<string, Set<string>>();
  /** The fields a person types in: text boxes and text areas. */
  const textFields = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<form\b([^>]*)>([\s\S]*?)<\/form>/g,
  )) {
    const formMethod = /\bmethod="(\w+)"/i.exec(attributes)?.[1]?.toLowerCase() ?? "get";
    if (formMethod !== method) continue;
    for (const [control] of body.matchAll(/<(?:input|select|textarea|button)\b[^>]*>/g)) {
      const name = attributeText(/\bname="([^"]+)"/.exec(control)?.[1] ?? "");
      if (!name) continue;
      names.add(name);
      if (
        /^<textarea|^<input(?![^>]*type="(hidden|checkbox|radio|file|submit|button)")/.test(control)
      )
        textFields.add(name);
      const raw = /\bvalue="([^"]*)"/.exec(control)?.[1];
      const value = raw === undefined ? undefined : attributeText(raw);
      if (
        value !== undefined &&
        /^<(button|input[^>]*type="(hidden|radio|checkbox)")/.test(control)
      )
        choices.set(name, (choices.get(name) ?? new Set()).add(value));
    }
  }
  return { names: [...names], choices, textFields: [...textFields] };
}
