/** The named fields of an object, and no others (a row's columns that a page or a form takes). */
export function pick<From extends object, Key extends keyof From>(
  from: From,
  keys: readonly Key[],
): Pick<From, Key> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<From, Key>;
}
