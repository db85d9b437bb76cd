/**
 * A record's version, as an editor's form carries it (the hidden field `version`): the moment it
 * was last saved, to the millisecond. A save whose version is no longer the stored one was made
 * from an out-of-date form, and is refused (409) rather than overwrite someone else's work.
 */
export const VERSION_FIELD = "version";

export const versionOf = (savedAt: Date): string => String(savedAt.getTime());

/** The version a form sent, or null when it sent none (or not a version). */
function sentVersion(form: FormData): string | null {
  const value = form.get(VERSION_FIELD);
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? value : null;
}

/** What a save is checked against: the version its form was opened on, and what the form sent. */
export interface SaveCheck {
  version: string | null;
  sent: Readonly<Record<string, unknown>>;
}

/** No check: a form that sent no version (an old tab, a script) is not refused. */
export const NO_CHECK: SaveCheck = { version: null, sent: {} };

/**
 * A form's check: its version, and its fields as sent (or `sent`, the values as parsed, where
 * those compare better with the stored record).
 */
export function saveCheck(
  form: FormData,
  sent: Readonly<Record<string, unknown>> = Object.fromEntries(form),
): SaveCheck {
  return { version: sentVersion(form), sent };
}

/** The newest version a refused save answered with (`staleSaveFailure`), or null for any other answer. */
export function refusedVersion(answer: unknown): string | null {
  const version =
    answer && typeof answer === "object" && "version" in answer ? answer.version : undefined;
  return typeof version === "string" ? version : null;
}

/** A save refused because someone saved since the form was opened: the newest version, and how it differs. */
export interface StaleSave {
  stale: string;
  differing: string[];
}

/**
 * Null when the form was opened on the stored version (or sent none); otherwise the refusal, with
 * the fields where the stored record (`stored`, as the editor's fields show it) and the form differ.
 */
export function staleSave<Name extends string>(
  savedAt: Date,
  { version, sent }: SaveCheck,
  stored: () => { readonly [Field in NoInfer<Name>]?: unknown },
  labels: Record<Name, string>,
): StaleSave | null {
  if (version === null || versionOf(savedAt) === version) return null;
  return { stale: versionOf(savedAt), differing: differingFields(stored(), sent, labels) };
}

/** The labels of the fields where the stored record and the form differ, in the labels' order. */
function differingFields<Name extends string>(
  stored: { readonly [Field in NoInfer<Name>]?: unknown },
  sent: Readonly<Record<string, unknown>>,
  labels: Record<Name, string>,
): string[] {
  // As a form sends them: a ticked box is "on", an unticked one is not sent at all.
  const text = (value: unknown) =>
    value === undefined || value === null || value === false
      ? ""
      : value === true
        ? "on"
        : String(value).trim();
  return (Object.keys(labels) as Name[])
    .filter((name) => text(stored[name]) !== text(sent[name]))
    .map((name) => labels[name]);
}

/**
 * What a refused save says: who won, what differs, and what to do. Saving again from the same
 * form (which now carries the newest version) puts this editor's text over theirs.
 */
export function staleSaveMessage(thing: string, differing: readonly string[]): string {
  const what =
    differing.length > 0
      ? ` Their version differs from yours in: ${differing.join(", ")}.`
      : " Their version is the same as yours.";
  return `Someone else saved this ${thing} after you opened it.${what} Your text is still in the form: save again to replace their version with yours, or reload the page to start from theirs.`;
}
