import { getFormProps } from "@conform-to/react";
import { Form, useLocation } from "react-router";
import { Button } from "#app/components/ui/button";
import { TextField } from "#app/components/ui/field";
import { lazySchema, useFormKey, useValidatedForm } from "#app/lib/forms";
import { HoneypotField } from "#app/lib/security/honeypot";
import { SUGGESTION_MAX_LENGTH } from "../rules";
import type { FormAnswer } from "./form-parts";

/** 'Suggest a category', under the directory; it comes back to the same filters. */
export function SuggestCategory({ answer }: { answer: FormAnswer | undefined }) {
  const location = useLocation();
  const formKey = useFormKey();
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.suggestionSchema,
    ),
    { id: "suggest", lastResult: answer?.result },
  );
  return (
    <Form
      key={formKey}
      method="post"
      action={`/directory${location.search}`}
      {...getFormProps(form)}
      noValidate
      className="mt-10 max-w-xl rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200"
    >
      <h2 className="text-lg font-semibold text-brand-strong">Suggest a category</h2>
      {form.errors?.map((error) => (
        <p key={error} role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      ))}
      <HoneypotField />
      <div className="mt-2 flex items-start gap-2">
        <TextField
          meta={fields.suggestion}
          label="Category you would like to see"
          maxLength={SUGGESTION_MAX_LENGTH}
          className="flex-1"
        />
        <Button type="submit" variant="outline" className="mt-[1.625rem] shrink-0">
          Send
        </Button>
      </div>
    </Form>
  );
}
