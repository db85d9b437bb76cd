import { Form } from "react-router";
import { Button } from "#app/components/ui/button";

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
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
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
