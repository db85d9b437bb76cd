/**
 * The capacity rules every booking shares (summer sessions, Eid jama'at, community iftars):
 * no capacity means no limit, and a booking of several places needs room for all of them.
 */

/** Places still free; null when there is no limit. */
export function placesLeft(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

/** Whether `wanted` more places fit. */
export function hasRoom(capacity: number | null, taken: number, wanted = 1): boolean {
  return capacity === null || taken + wanted <= capacity;
}
