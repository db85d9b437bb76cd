import type { ReactNode } from "react";
import { Form } from "react-router";

/** A POST form that first asks `question` in the browser's confirmation dialog, for what cannot be undone. */
export function ConfirmForm({
  question,
  className,
  children,
}: {
  question: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      className={className}
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      {children}
    </Form>
  );
}
