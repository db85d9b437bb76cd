import type { ComponentProps } from "react";
import { Form } from "react-router";
import { Button } from "./button";

/**
 * A form of one submit button, such as "Archive" on a row: it posts `fields` as hidden inputs
 * (the intent, the id of the row it acts on). The rest are the button's own props (variant,
 * pending, a `name` and `value` it sends itself, its words for screen readers…).
 */
export function PostButton({
  fields = {},
  formClassName,
  children,
  ...button
}: {
  fields?: Readonly<Record<string, string | number>>;
  formClassName?: string;
} & Omit<ComponentProps<typeof Button>, "type">) {
  return (
    <Form method="post" className={formClassName}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" {...button}>
        {children}
      </Button>
    </Form>
  );
}
