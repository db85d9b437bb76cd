/** Reading the free-form payloads that public forms store in submissions. */

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

export type PayloadValue =
  | { type: "text"; text: string }
  | { type: "empty" }
  | { type: "json"; json: string };

/** One payload value, ready to display: text, nothing, or pretty JSON for arrays and objects. */
export function describeValue(value: unknown): PayloadValue {
  if (value === null || value === undefined) return { type: "empty" };
  if (typeof value === "string")
    return value.trim() ? { type: "text", text: value } : { type: "empty" };
  if (typeof value === "boolean") return { type: "text", text: value ? "Yes" : "No" };
  if (typeof value === "number" || typeof value === "bigint")
    return { type: "text", text: String(value) };
  return { type: "json", json: JSON.stringify(value, null, 2) };
}
