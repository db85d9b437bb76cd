import { humanise } from "#app/lib/format";
import { formatDateTime } from "#app/lib/time/format";

/** An instant as JSON writes it (`2026-07-01T09:00:00.000Z`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * An audit entry's details as staff read them ("Before: none · After: treasurer, academy"),
 * never as JSON: each key in words, lists joined, instants in UK time, nothing left empty.
 */
export function auditDetailsText(details: Record<string, unknown> | null): string {
  if (!details) return "";
  return Object.entries(details)
    .map(([key, value]) => `${humanise(key)}: ${readableValue(value)}`)
    .join(" · ");
}

/** Any stored value in words: lists joined, nested keys named, instants in UK time. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (Array.isArray(value))
    return value.length === 0 ? "none" : value.map(readableValue).join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object")
    return Object.entries(value)
      .map(([key, inner]) => `${humanise(key).toLowerCase()} ${readableValue(inner)}`)
      .join(", ");
  if (typeof value === "string" && INSTANT.test(value)) return formatDateTime(value);
  return String(value);
}
