import { type FormMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ComponentType, ReactNode } from "react";
import type { FormProps } from "react-router";
import { Button } from "#app/components/ui/button";
import { ErrorSummary, TextField } from "#app/components/ui/field";
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

/** What the three forms share: the post to their action, the errors on top, the submit button. */
function AuthFormFrame<Fields extends Record<string, unknown>>({
  FormComponent,
  submitting,
  form,
  action,
  redirectTo,
  submit,
  children,
  footer,
}: Pick<AuthFormProps, "FormComponent" | "submitting"> & {
  form: FormMetadata<Fields, string[]>;
  action: string;
  redirectTo?: string;
  submit: { label: string; pendingLabel: string };
  children: ReactNode;
  footer: ReactNode;
}) {
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
      <p className="flex flex-wrap justify-between gap-2 text-sm">{footer}</p>
    </FormComponent>
  );
}

export function LoginForm({ result, redirectTo, onSwitch, ...frame }: AuthFormProps) {
  const [form, fields] = useValidatedForm(
    lazySchema(loadSchemas, (schemas) => schemas.loginSchema),
    {
      id: "login-form",
      lastResult: result,
    },
  );
  return (
    <AuthFormFrame
      {...frame}
      form={form}
      action="/login"
      redirectTo={redirectTo ?? ""}
      submit={{ label: "Log in", pendingLabel: "Logging in..." }}
      footer={
        <>
          <SwitchLink mode="forgot" onSwitch={onSwitch}>
            Forgot password?
          </SwitchLink>
          <SwitchLink mode="signup" onSwitch={onSwitch}>
            Don't have an account? Sign up
          </SwitchLink>
        </>
      }
    >
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
    </AuthFormFrame>
  );
}

export function SignupForm({ result, redirectTo, onSwitch, ...frame }: AuthFormProps) {
  const [form, fields] = useValidatedForm(
    lazySchema(loadSchemas, (schemas) => schemas.signupSchema),
    {
      id: "signup-form",
      lastResult: result,
    },
  );
  return (
    <AuthFormFrame
      {...frame}
      form={form}
      action="/signup"
      redirectTo={redirectTo ?? ""}
      submit={{ label: "Sign up", pendingLabel: "Creating account..." }}
      footer={
        <SwitchLink mode="login" onSwitch={onSwitch}>
          Already have an account? Log in
        </SwitchLink>
      }
    >
      <TextField meta={fields.name} label="Full name" autoComplete="name" />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
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
  const [form, fields] = useValidatedForm(
    lazySchema(loadSchemas, (schemas) => schemas.forgotPasswordSchema),
    {
      id: "forgot-form",
      lastResult: result,
    },
  );
  return (
    <AuthFormFrame
      FormComponent={FormComponent}
      submitting={submitting}
      form={form}
      action="/forgot-password"
      submit={{ label: "Send reset link", pendingLabel: "Sending..." }}
      footer={
        <SwitchLink mode="login" onSwitch={onSwitch}>
          Back to log in
        </SwitchLink>
      }
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
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
    </AuthFormFrame>
  );
}
