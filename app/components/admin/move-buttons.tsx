import { Form, Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button";
import { ConfirmForm } from "./confirm-form";

/**
 * The ↑ and ↓ buttons of a row in an ordered list: each posts `intent` `up` or `down` with the
 * row's own hidden fields (its id). The first row cannot go up, nor the last down.
 */
export function MoveButtons({
  name,
  index,
  count,
  fields,
  busy = false,
}: {
  /** What the row is called, for screen readers ("Move “Library” up"). */
  name: string;
  index: number;
  count: number;
  fields: Record<string, string | number>;
  /** The row is being saved: no second move meanwhile. */
  busy?: boolean;
}) {
  return (["up", "down"] as const).map((direction) => (
    <Form key={direction} method="post">
      {hiddenFields(fields)}
      <Button
        type="submit"
        name="intent"
        value={direction}
        variant="ghost"
        className="min-h-11 px-3"
        disabled={busy || (direction === "up" ? index === 0 : index === count - 1)}
        aria-label={`Move “${name}” ${direction}`}
      >
        {direction === "up" ? "↑ Up" : "↓ Down"}
      </Button>
    </Form>
  ));
}

const hiddenFields = (fields: Record<string, string | number>) =>
  Object.entries(fields).map(([field, value]) => (
    <input key={field} type="hidden" name={field} value={value} />
  ));

/**
 * The buttons of a row in an ordered list with an editor: move up and down, edit (`editTo`), and
 * remove (posting `remove.intent` with the row's fields) once the browser's dialog says yes.
 */
export function OrderedRowActions({
  name,
  index,
  count,
  fields,
  editTo,
  remove,
}: {
  name: string;
  index: number;
  count: number;
  fields: Record<string, string | number>;
  editTo: string;
  remove: { intent: string; label: string; question: string };
}) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <MoveButtons name={name} index={index} count={count} fields={fields} />
      <Link to={editTo} className={buttonClasses("ghost")} aria-label={`Edit "${name}"`}>
        Edit
      </Link>
      <ConfirmForm question={remove.question}>
        <input type="hidden" name="intent" value={remove.intent} />
        {hiddenFields(fields)}
        <Button type="submit" variant="ghost" aria-label={`${remove.label} "${name}"`}>
          {remove.label}
        </Button>
      </ConfirmForm>
    </div>
  );
}
