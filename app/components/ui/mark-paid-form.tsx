import { Form } from "react-router";
import { Button } from "./button";

/** An admin's "paid at the centre" button for one registration (intent mark-paid). */
export function MarkPaidForm({
  id,
  who,
  disabled,
  className,
}: {
  id: string | number;
  who: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value="mark-paid"
        variant="outline"
        className={className}
        disabled={disabled}
      >
        Mark paid<span className="sr-only"> for {who}</span>
      </Button>
    </Form>
  );
}
