import { data } from "react-router";
import { parseId } from "#app/lib/http/ids";

/**
 * The row id in an address or a form (a business, a job seeker); a 404 whose text is `notFound`
 * when no row can have it, before any query runs.
 */
export function idFrom(value: unknown, notFound: string): number {
  const id = parseId(value);
  if (id === null) throw data(notFound, { status: 404 });
  return id;
}
