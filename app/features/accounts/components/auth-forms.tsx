import { type FormMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ComponentType, ReactNode } from "react";
import type { FormProps } from "react-router";
import type { z } from "zod";
import { Button } from "#app/components/ui/button";
import { EmailField, ErrorSummary, TextField } from "#app/components/ui/field";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { NewPasswordFields } from "./new-password-fields";

export type AuthMode = "login" | "signup" | "forgot";

const loadSchemas = () => import("../schema");

interface AuthFormProps {
  /** `Form` on the full pages, a fetcher's `Form` in the modal. */
  FormComponent: ComponentType<FormProps>;
  result?: SubmissionResult<string[]>;
  submitting: boolean;
  redirectTo?: string;
  /** Switches the modal's mode; on full pages the switch is a link instead. */
  onSwitch?: (mode: AuthMode) => void;
}

function SwitchLink({
  mode,
  onSwitch,
  children,
}: {
  mode: AuthMode;
  onSwitch?: (mode: AuthMode) => void;
  children: string;
}) {
  const href = { login: "/login", signup: "/signup", forgot: "/forgot-password" }[mode];
  return (
    <a
      href={href}
      className="inline-block py-1 font-semibold text-brand-strong underline"
      onClick={(event) => {
        if (!onSwitch) return;
        event.preventDefault();
        onSwitch(mode);
      }}
    >
      {children}
    </a>
  );
}

type Schemas = typeof import("../schema");

/** What each mode posts to, its submit button and the links to the other modes under it. */
const MODES: Record<
  AuthMode,
  {
    action: string;
    submit: { label: string; pendingLabel: string };
    switches: [AuthMode, string][];
  }
> = {
  login: {
    action: "/login",
    submit: { label: "Log in", pendingLabel: "Logging in..." },
    switches: [
      ["forgot", "Forgot password?"],
      ["signup", "Don't have an account? Sign up"],
    ],
  },
  signup: {
    action: "/signup",
    submit: { label: "Sign up", pendingLabel: "Creating account..." },
    switches: [["login", "Already have an account? Log in"]],
  },
  forgot: {
    action: "/forgot-password",
    submit: { label: "Send reset link", pendingLabel: "Sending..." },
    switches: [["login", "Back to log in"]],
  },
};

const useAuthForm = <Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  pick: (schemas: Schemas) => Schema,
  id: string,
  result?: SubmissionResult<string[]>,
) => useValidatedForm(lazySchema(loadSchemas, pick), { id, lastResult: result });

/** What the three forms share: the post to their action, the errors on top, the submit button. */
function AuthFormFrame<Fields extends Record<string, unknown>>({
  mode,
  FormComponent,
  submitting,
  form,
  redirectTo,
  onSwitch,
  children,
}: Pick<AuthFormProps, "FormComponent" | "submitting" | "onSwitch"> & {
  mode: AuthMode;
  form: FormMetadata<Fields, string[]>;
  redirectTo?: string;
  children: ReactNode;
}) {
  const { action, submit, switches } = MODES[mode];
  return (
    <FormComponent
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      className="space-y-4"
    >
      <ErrorSummary formErrors={form.errors} fields={[]} />
      {redirectTo === undefined ? null : (
        <input type="hidden" name="redirectTo" value={redirectTo} />
      )}
      {children}
      <Button
        type="submit"
        className="w-full"
        pending={submitting}
        pendingLabel={submit.pendingLabel}
      >
        {submit.label}
      </Button>
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        {switches.map(([to, text]) => (
          <SwitchLink key={to} mode={to} onSwitch={onSwitch}>
            {text}
          </SwitchLink>
        ))}
      </p>
    </FormComponent>
  );
}

export function LoginForm({ result, redirectTo, ...frame }: AuthFormProps) {
  const [form, fields] = useAuthForm((schemas) => schemas.loginSchema, "login-form", result);
  return (
    <AuthFormFrame {...frame} mode="login" form={form} redirectTo={redirectTo ?? ""}>
      <EmailField meta={fields.email} label="Email" />
      <TextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
    </AuthFormFrame>
  );
}

export function SignupForm({ result, redirectTo, ...frame }: AuthFormProps) {
  const [form, fields] = useAuthForm((schemas) => schemas.signupSchema, "signup-form", result);
  return (
    <AuthFormFrame {...frame} mode="signup" form={form} redirectTo={redirectTo ?? ""}>
      <TextField meta={fields.name} label="Full name" autoComplete="name" />
      <EmailField meta={fields.email} label="Email" />
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        label="Password"
      />
    </AuthFormFrame>
  );
}

/** Props named one by one, not spread: the `redirectTo` the dialog passes is not posted here. */
export function ForgotPasswordForm({
  FormComponent,
  result,
  submitting,
  onSwitch,
  sentMessage,
}: AuthFormProps & { sentMessage?: string }) {
  const [form, fields] = useAuthForm(
    (schemas) => schemas.forgotPasswordSchema,
    "forgot-form",
    result,
  );
  return (
    <AuthFormFrame
      mode="forgot"
      FormComponent={FormComponent}
      submitting={submitting}
      onSwitch={onSwitch}
      form={form}
    >
      {sentMessage ? (
        <p
          role="status"
          className="rounded-lg border-l-4 border-emerald-700 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          {sentMessage}
        </p>
      ) : null}
      <p className="text-sm text-stone-700">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <EmailField meta={fields.email} label="Email" />
    </AuthFormFrame>
  );
}
