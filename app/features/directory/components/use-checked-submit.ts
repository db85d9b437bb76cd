import { type FormEvent, useState } from "react";

interface Checked<Field extends string> {
  errors: Partial<Record<Field, string>>;
  formError: string | null;
}

/**
 * Checks a form in the browser with the server's own rules before it is sent: with errors the
 * form stays, the messages show next to the fields and the summary takes focus. A new answer
 * from the server replaces the browser's check.
 */
export function useCheckedSubmit<Field extends string>(
  state: Checked<Field>,
  check: (form: FormData) => Partial<Record<Field, string>>,
  fixErrors: string | ((form: FormData) => string) = "Please fill in all required fields",
) {
  const [checked, setChecked] = useState<Checked<Field> | null>(null);
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setChecked(null);
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(element, submitter);
    const errors = check(form);
    if (Object.keys(errors).length === 0) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked({
      errors,
      formError: typeof fixErrors === "string" ? fixErrors : fixErrors(form),
    });
    requestAnimationFrame(() =>
      element.querySelector<HTMLElement>("[data-error-summary]")?.focus(),
    );
  };
  return { ...(checked ?? state), onSubmit };
}
