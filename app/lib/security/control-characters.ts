/**
 * Invisible control characters no visitor means to send: C0 controls other than tab, line feed
 * and carriage return, and DEL. PostgreSQL refuses NUL outright; the others break emails, CSV
 * exports and logs. They are screened out of every request before any handler sees it
 * (server/form-bodies.ts, server/address-screening.ts).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export const CONTROL_CHARACTER_MESSAGES = {
  /** Next to a form field; the text comes back without the characters. */
  field:
    "This had an invisible control character in it, which we have removed. Please check it and send the form again.",
  form: "The form had an invisible control character in it, which we have removed. Please check it and send the form again.",
  address: "This address contains characters that are not allowed.",
  malformedAddress: "This address is not valid: it has a broken percent-encoding.",
  json: "The request contains an invisible control character, which is not allowed.",
} as const;

export function hasForbiddenControl(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text);
}

export function withoutForbiddenControls(text: string): string {
  return text.replace(FORBIDDEN_CONTROLS, "");
}

/** Whether any string inside a parsed JSON value (keys included) holds a forbidden control. */
export function jsonHasForbiddenControl(value: unknown): boolean {
  if (typeof value === "string") return hasForbiddenControl(value);
  if (Array.isArray(value)) return value.some(jsonHasForbiddenControl);
  if (value && typeof value === "object")
    return Object.entries(value).some(
      ([key, inner]) => hasForbiddenControl(key) || jsonHasForbiddenControl(inner),
    );
  return false;
}
