/** Reading the free-form payloads that public forms store in submissions. */
import { humanise } from "#app/lib/format";
import { readableValue } from "./readable-text";

/** Kinds whose submissions carry especially sensitive personal information. */
const SENSITIVE_KINDS: readonly string[] = ["advice-and-counselling"];
const SENSITIVE_KEYS = new Set(["medicalConditions", "medical_conditions"]);

/** Whether a submission holds sensitive data: admins may see it, but it is never logged. */
export function isSensitiveSubmission(kind: string, payload: Record<string, unknown>): boolean {
  return (
    SENSITIVE_KINDS.includes(kind) || Object.keys(payload).some((key) => SENSITIVE_KEYS.has(key))
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** Who sent it: the name and email a form collected, under whichever field names it uses. */
export function submissionSummary(payload: Record<string, unknown>): {
  name: string;
  email: string;
} {
  const fullName = [text(payload.firstName), text(payload.lastName)].filter(Boolean).join(" ");
  const name =
    fullName ||
    text(payload.name) ||
    text(payload.parent_name) ||
    text(payload.parentName) ||
    text(payload.fullName);
  const email = text(payload.email) || text(payload.parent_email) || text(payload.parentEmail);
  return { name, email };
}

/** One field of a record in a payload (a learner's name, their course). */
interface ReadableField {
  label: string;
  text: string;
}

export type PayloadValue =
  | { type: "text"; text: string }
  | { type: "empty" }
  | { type: "records"; records: ReadableField[][] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const fieldsOf = (record: Record<string, unknown>): ReadableField[] =>
  Object.entries(record).map(([key, inner]) => ({
    label: humanise(key),
    text: readableValue(inner),
  }));

/**
 * One payload value, ready to display, never as JSON: text, nothing, or for an object (or a list
 * of them, such as a form's learners) each record's fields with their names in words.
 */
export function describeValue(value: unknown): PayloadValue {
  if (value === null || value === undefined) return { type: "empty" };
  if (typeof value === "string")
    return value.trim() ? { type: "text", text: value } : { type: "empty" };
  if (typeof value === "boolean") return { type: "text", text: value ? "Yes" : "No" };
  if (isRecord(value)) return { type: "records", records: [fieldsOf(value)] };
  if (Array.isArray(value) && value.length > 0 && value.every(isRecord))
    return { type: "records", records: value.map(fieldsOf) };
  if (Array.isArray(value) && value.length === 0) return { type: "empty" };
  return { type: "text", text: readableValue(value) };
}
