import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import type { z } from "zod";
import { Button, buttonClasses } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { ErrorSummary, TextField } from "#app/components/ui/field";
import { MyListings } from "#app/features/directory";
import { dashboardListings } from "#app/features/directory/index.server";
import { isStaff, roleLabels } from "#app/lib/auth/roles";
import { requireUser } from "#app/lib/auth/session.server";
import { useValidatedForm } from "#app/lib/forms";
import { formFailure } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { pageMeta } from "#app/lib/meta";
import { consumeRateLimit } from "#app/lib/security/rate-limit.server";
import { useSubmitting } from "#app/lib/use-submitting";
import {
  AccountError,
  changePassword,
  deleteAccount,
  sendEmailConfirmation,
} from "../accounts.server";
import { AUTH_RATE_LIMITED } from "../auth-actions.server";
import { NewPasswordFields } from "../components/new-password-fields";
import { changePasswordSchema, deleteAccountSchema, messages } from "../schema";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "My Dashboard",
    description: "Your account at Watford Islamic Centre.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const listings = await dashboardListings(user.id);
  const accountType = isStaff(user.roles) ? roleLabels(user.roles) : "Member";
  return data({ user, accountType, ...listings }, { status: listings.loadError ? 503 : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "change-password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    const hideFields = ["currentPassword", "password", "confirmPassword"];
    if (submission.status !== "success")
      return formFailure(submission.reply({ hideFields }), 400, { intent });
    try {
      const headers = await changePassword(
        request,
        submission.value.currentPassword,
        submission.value.password,
      );
      return redirectWithToast(
        "/dashboard",
        { type: "success", message: "Your password has been changed." },
        { headers },
      );
    } catch (error) {
      const message = error instanceof AccountError ? error.message : "Failed to update password";
      return formFailure(submission.reply({ formErrors: [message], hideFields }), 400, { intent });
    }
  }
  if (intent === "send-confirmation") {
    const allowed = await consumeRateLimit(`confirm-email:${user.id}`, {
      limit: 3,
      windowSeconds: 60 * 60,
    });
    if (!allowed.allowed)
      return redirectWithToast("/dashboard", { type: "error", message: AUTH_RATE_LIMITED });
    try {
      await sendEmailConfirmation(user.email);
    } catch (error) {
      const message = error instanceof AccountError ? error.message : "Please try again.";
      return redirectWithToast("/dashboard", { type: "error", message });
    }
    return redirectWithToast("/dashboard", {
      type: "success",
      message: messages.confirmationSent(user.email),
    });
  }
  if (intent === "delete-account") {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema });
    if (submission.status !== "success")
      return formFailure(submission.reply({ hideFields: ["password"] }), 400, { intent });
    try {
      const erasers = await Promise.all(
        context.features.flatMap((feature) => feature.personalData?.erase?.(user.id) ?? []),
      );
      const headers = await deleteAccount(request, submission.value.password);
      for (const erase of erasers) await erase();
      return redirectWithToast(
        "/",
        { type: "success", message: "Your account has been deleted." },
        { headers },
      );
    } catch (error) {
      const message =
        error instanceof AccountError ? error.message : "Failed to delete your account";
      return formFailure(
        submission.reply({ formErrors: [message], hideFields: ["password"] }),
        400,
        { intent },
      );
    }
  }
  return formFailure({ status: "error", error: { "": ["Unknown action"] } }, 400, {
    intent: "unknown",
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 className="text-xl font-semibold text-brand-strong">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * Anyone can sign up with any address, so forms and registrations sent with it (found by the
 * address alone) are only given to an account that has shown the address is its own.
 */
function ConfirmEmailNote({ email }: { email: string }) {
  const pending = useSubmitting({ intent: "send-confirmation" });
  return (
    <Form method="post" className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950">
      <p>
        Forms and registrations you sent with <strong className="break-all">{email}</strong> are
        included once you confirm that this address is yours. Open the link in the welcome email we
        sent you, or ask for a new one.
      </p>
      <input type="hidden" name="intent" value="send-confirmation" />
      <Button
        type="submit"
        variant="outline"
        className="mt-3"
        pending={pending}
        pendingLabel="Sending..."
      >
        Send confirmation email
      </Button>
    </Form>
  );
}

type Answer = Route.ComponentProps["actionData"];
type PasswordIntent = "change-password" | "delete-account";

/** A password form of the page, checked as the action checks it, with the answer to its intent. */
function usePasswordForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  intent: PasswordIntent,
  actionData: Answer,
) {
  const [form, fields] = useValidatedForm(schema, {
    id: intent,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
  });
  return { form, fields, pending: useSubmitting({ intent }) };
}

/** Either password form: the password that allows it, its own `children`, then its button. */
function PasswordForm({
  form,
  intent,
  intro,
  password,
  submit,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: either form's shape; only its id and errors are read
  form: FormMetadata<any, string[]>;
  intent: PasswordIntent;
  intro?: ReactNode;
  password: { meta: FieldMetadata<string>; label: string };
  submit: { label: string; pendingLabel: string; pending: boolean; className?: string };
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      {intro}
      <ErrorSummary formErrors={form.errors} fields={[]} />
      <input type="hidden" name="intent" value={intent} />
      <TextField
        meta={password.meta}
        label={password.label}
        type="password"
        autoComplete="current-password"
      />
      {children}
      <Button
        type="submit"
        className={submit.className}
        pending={submit.pending}
        pendingLabel={submit.pendingLabel}
      >
        {submit.label}
      </Button>
    </Form>
  );
}

function ChangePasswordForm({ actionData }: { actionData: Answer }) {
  const { form, fields, pending } = usePasswordForm(
    changePasswordSchema,
    "change-password",
    actionData,
  );
  return (
    <PasswordForm
      form={form}
      intent="change-password"
      password={{ meta: fields.currentPassword, label: "Current password" }}
      submit={{ label: "Change password", pendingLabel: "Saving...", pending }}
    >
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
    </PasswordForm>
  );
}

function DeleteAccountForm({ actionData }: { actionData: Answer }) {
  const { form, fields, pending } = usePasswordForm(
    deleteAccountSchema,
    "delete-account",
    actionData,
  );
  return (
    <PasswordForm
      form={form}
      intent="delete-account"
      intro={
        <p className="text-stone-700">
          This removes your account and signs you out everywhere. It cannot be undone. Download your
          data first if you want a copy.
        </p>
      }
      password={{ meta: fields.password, label: "Your password" }}
      submit={{
        label: "Delete my account",
        pendingLabel: "Deleting...",
        pending,
        className: "bg-red-800 hover:bg-red-900",
      }}
    >
      <TextField meta={fields.confirm} label="Type DELETE to confirm" autoComplete="off" />
    </PasswordForm>
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { user, accountType, businesses, seekers, loadError } = loaderData;
  return (
    <Container className="py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-brand-strong sm:text-4xl">My Dashboard</h1>
          <p className="mt-2 text-lg text-stone-700">Welcome, {user.name}!</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/directory/businesses/new" className={buttonClasses("primary")}>
            Add Business
          </Link>
          <Link to="/directory/job-seekers/new" className={buttonClasses("accent")}>
            Register as Job Seeker
          </Link>
          {user.roles.length > 0 ? (
            <Link to="/admin" className={buttonClasses("primary")}>
              Admin Panel
            </Link>
          ) : null}
          <Link to="/directory" className={buttonClasses("outline")}>
            Back to Directory
          </Link>
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <MyListings businesses={businesses} seekers={seekers} loadError={loadError} />
        <Section title="Account details">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="font-semibold">Name</dt>
            <dd>{user.name}</dd>
            <dt className="font-semibold">Email</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="font-semibold">Account type</dt>
            <dd>{accountType}</dd>
          </dl>
        </Section>
        <Section title="Your data">
          <p className="text-stone-700">
            Download everything we hold about your account as a ZIP file: your records in data.json,
            with your CVs and images.
          </p>
          <a href="/dashboard/export" className={buttonClasses("outline", "mt-4")} download>
            Download my data
          </a>
          {user.emailVerified ? null : <ConfirmEmailNote email={user.email} />}
        </Section>
        <Section title="Change password">
          <ChangePasswordForm actionData={actionData} />
        </Section>
        <Section title="Delete account">
          <DeleteAccountForm actionData={actionData} />
        </Section>
      </div>
    </Container>
  );
}
