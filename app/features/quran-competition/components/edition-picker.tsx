import { Form, Link } from "react-router";
import { linkClasses } from "#app/components/admin/page";
import { buttonClasses } from "#app/components/ui/button";
import { controlClasses } from "#app/components/ui/field";

/** Which edition an admin page shows (`?edition=`); a plain GET form, so it works without JavaScript. */
export function EditionPicker({
  editions,
  selected,
  action,
}: {
  editions: { id: number; title: string; demo: boolean }[];
  selected: number;
  action: string;
}) {
  return (
    <Form method="get" action={action} className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="edition-picker" className="block text-sm font-semibold text-ink">
          Edition
        </label>
        <select
          id="edition-picker"
          name="edition"
          defaultValue={String(selected)}
          className={controlClasses}
        >
          {editions.map((edition) => (
            <option key={edition.id} value={edition.id}>
              {edition.title}
              {edition.demo ? " (demo)" : ""}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses("outline")}>
        Show
      </button>
      <Link to="/admin/competition/editions" className={`${linkClasses} self-center`}>
        Manage editions
      </Link>
    </Form>
  );
}
