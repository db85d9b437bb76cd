import { reply } from "./actions";
import type { setupAdminTests } from "./admin";

/** What a kinds list needs of the admin tests: requests as a person would send them. */
export type AdminRequests = Pick<ReturnType<typeof setupAdminTests>, "get" | "post">;

export type Fields = Record<string, string>;
export type Route = {
  loader: (args: never) => Promise<unknown>;
  action: (args: never) => Promise<unknown>;
};

/** One kind of record staff edit: where its editor is, and its form as the browser sends it. */
export interface EditableKind {
  kind: string;
  /** The word the refusal uses ("Someone else saved this post…"). */
  thing: string;
  route: Route;
  /** Makes a record through its own editor; answers its editor's address and parameters. */
  create: () => Promise<{ path: string; params: Record<string, string> }>;
  /** The form as the loaded editor shows it, with `text` typed into the field `edited.name`. */
  // biome-ignore lint/suspicious/noExplicitAny: each editor's loader data has its own shape
  form: (loaded: any, text: string) => Fields;
  /** The field both people change, and its label. */
  edited: { name: string; label: string };
  /**
   * What each person types into it, for a field that takes no words (a date): theirs and mine.
   * Default: "Their title" and "My title".
   */
  typed?: { theirs: string; mine: string };
  /** The part of the editor's loader data about this record (a list page loads every row). */
  // biome-ignore lint/suspicious/noExplicitAny: each editor's loader data has its own shape
  pick?: (loaded: any) => unknown;
}

/** The id a create answered with, from the address it redirects to (`/admin/…/{id}`). */
export const createdId = (answer: unknown) =>
  reply(answer as Response)
    .headers.get("Location")
    ?.split("/")
    .at(-1) ?? "";

export const flat = (values: object): Fields => {
  const fields: Fields = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === false) continue;
    if (value === true) fields[name] = "on";
    else if (Array.isArray(value))
      value.forEach((row: Record<string, string>, index) => {
        for (const [key, cell] of Object.entries(row)) fields[`${name}[${index}].${key}`] = cell;
      });
    else fields[name] = String(value ?? "");
  }
  return fields;
};
