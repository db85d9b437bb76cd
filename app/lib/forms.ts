import {
  type DefaultValue,
  type FormMetadata,
  parse,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useActionData, useLocation } from "react-router";
import type { z } from "zod";

/** The name of the hidden button Conform submits with to check a field on blur or input. */
const CONFORM_INTENT = "__intent__";

/**
 * A submit button of the form's own marked `formNoValidate` (Back, Add another…): HTML sends its
 * form unchecked. Conform's own button is marked so too, and it is the one that asks for a check.
 */
const skipsValidation = (submitter: HTMLInputElement | HTMLButtonElement | null) =>
  submitter?.formNoValidate === true && submitter.name !== CONFORM_INTENT;

/** zod and Conform's zod adapter (about 28 KB gzipped) come with the first form a visitor uses. */
const loadParser = () => import("@conform-to/zod/v4").then((module) => module.parseWithZod);

export type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

/** A schema whose module (and zod with it) is fetched only when its form is first used. */
class LazySchema<Schema extends FormSchema> {
  constructor(
    readonly load: () => Promise<unknown>,
    readonly pick: (schemas: never) => Schema,
  ) {}
}

/**
 * The schema `pick` takes from the module `load` imports, e.g.
 * `lazySchema(() => import("#app/schema"), (schemas) => schemas.contactSchema)`. `pick` runs at
 * each check, with the props of the moment (a project's own questions, the term's courses).
 */
export function lazySchema<Schemas, Schema extends FormSchema>(
  load: () => Promise<Schemas>,
  pick: (schemas: Schemas) => Schema,
): LazySchema<Schema> {
  return new LazySchema(load, pick);
}

interface ValidatedFormOptions<Schema extends FormSchema> {
  id?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** What the fields start with (a record being edited, a stored draft, a choice made by a link). */
  defaultValue?: DefaultValue<z.input<Schema>>;
  /**
   * The form's own message when the browser keeps it back ('Please fill in all required fields'),
   * shown at the top beside the messages next to the fields.
   */
  refusal?: string | ((form: FormData) => string);
  /** A submission only the server can judge, sent unchecked (e.g. the saved businesses alone). */
  unchecked?: (form: FormData) => boolean;
}

/**
 * A form validated by the same zod schema as its action: on blur first, then as the user types,
 * with the server's answer (`lastResult`) shown the same way. A submit button with
 * `formNoValidate` is sent without checking, as it would be without JavaScript, and the server
 * decides.
 *
 * The checking code (zod, Conform's zod adapter and, for a `lazySchema`, the schema's module) is
 * fetched when the form is first focused or touched, so a page ships none of it until someone
 * uses a form. Until it has arrived (a few milliseconds), a submission goes to the server
 * unchecked, which answers with the same messages, as it does without JavaScript; a check leaves
 * the messages as they are, and the fields left meanwhile are checked once the code is here.
 */
export function useValidatedForm<Schema extends FormSchema>(
  schema: Schema | LazySchema<Schema>,
  { id, lastResult, defaultValue, refusal, unchecked }: ValidatedFormOptions<Schema>,
) {
  const source = useRef(schema);
  source.current = schema;
  const rules = useRef<{ parseWithZod: Awaited<ReturnType<typeof loadParser>>; schemas: unknown }>(
    undefined,
  );
  const leftUnchecked = useRef(new Set<string>());
  const latestForm = useRef<FormMetadata<z.input<Schema>, string[]>>(undefined);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue,
    onValidate({ formData, submitter }) {
      if (skipsValidation(submitter) || unchecked?.(formData))
        return parse<z.output<Schema>, string[]>(formData, {
          resolve: (payload) => ({ value: payload as z.output<Schema> }),
        });
      const loaded = rules.current;
      if (!loaded)
        return parse<z.output<Schema>, string[]>(formData, {
          resolve: (payload, intent) => {
            if (!intent) return { value: payload as z.output<Schema> };
            if (intent.type === "validate" && intent.payload.name)
              leftUnchecked.current.add(intent.payload.name);
            return { error: latestForm.current?.allErrors ?? {} };
          },
        });
      const current = source.current;
      const submission = loaded.parseWithZod(formData, {
        schema: current instanceof LazySchema ? current.pick(loaded.schemas as never) : current,
      });
      // Only a submission proper is "error" (checks while typing have no status).
      if (refusal === undefined || submission.status !== "error") return submission;
      const message = typeof refusal === "string" ? refusal : refusal(formData);
      return {
        ...submission,
        reply: (options) =>
          submission.reply({ ...options, formErrors: [message] } as Parameters<
            typeof submission.reply
          >[0]),
      };
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  latestForm.current = form;

  const formId = form.id;
  useEffect(() => {
    let loading = false;
    const load = () => {
      if (loading || rules.current) return;
      loading = true;
      const current = source.current;
      Promise.all([loadParser(), current instanceof LazySchema ? current.load() : undefined]).then(
        ([parseWithZod, schemas]) => {
          rules.current = { parseWithZod, schemas };
          const pending = [...leftUnchecked.current];
          leftUnchecked.current.clear();
          if (!document.getElementById(formId)) return;
          for (const name of pending) latestForm.current?.validate({ name });
        },
        // Offline, say: the server still checks every submission; the next focus tries again.
        () => {
          loading = false;
        },
      );
    };
    const loadOnUse = (event: Event) => {
      const target = event.target as (Element & { form?: HTMLFormElement | null }) | null;
      if (target?.form?.id === formId || target?.closest?.("form")?.id === formId) load();
    };
    document.addEventListener("focusin", loadOnUse);
    document.addEventListener("pointerdown", loadOnUse);
    return () => {
      document.removeEventListener("focusin", loadOnUse);
      document.removeEventListener("pointerdown", loadOnUse);
    };
  }, [formId]);

  return [form, fields] as const;
}

/**
 * The key of a page's form that starts afresh after a successful send, which redirects back (a
 * new location), and keeps what was typed when its action answers with errors, which is a new
 * location too but leaves the action's data.
 */
export function useFormKey(): string {
  const { key } = useLocation();
  const answered = useActionData() !== undefined;
  const [formKey, setFormKey] = useState(key);
  if (!answered && formKey !== key) setFormKey(key);
  return formKey;
}

/** The `formId` of an answer to one of a page's buttons (delete, move, mark as paid…), not to its main form. */
export const BUTTONS = "buttons";

/** The messages of a failed submission that belong to no field. */
export function formErrorsOf(result: SubmissionResult<string[]> | null | undefined) {
  return result?.error?.[""] ?? undefined;
}

/**
 * The first message of a failed submission, a field's or the form's own, for a page whose rows'
 * forms show what went wrong once, above the list.
 */
export function firstError(result: SubmissionResult<string[]> | null | undefined) {
  return Object.values(result?.error ?? {}).find((errors) => errors?.length)?.[0];
}

/**
 * An action's answer (`formFailure`, `formError`) split for the page: the failed submission of the
 * form `formId` names (with none, the page's main form, whose answers carry no `formId`), for
 * `useValidatedForm`, and the messages its buttons' forms brought back (`formId: BUTTONS`), for the
 * `ErrorSummary` above its list.
 */
export function actionAnswer(
  actionData: object | null | undefined,
  formId?: string,
): {
  lastResult: SubmissionResult<string[]> | undefined;
  buttonErrors: string[] | undefined;
} {
  const answer =
    actionData && "result" in actionData
      ? (actionData as { result: SubmissionResult<string[]> | null; formId?: unknown })
      : undefined;
  return {
    lastResult: (answer?.formId === formId && answer?.result) || undefined,
    buttonErrors: answer?.formId === BUTTONS ? formErrorsOf(answer.result) : undefined,
  };
}
