import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ErrorSummary, TextField } from "~/components/ui/field";
import { MyListings } from "~/features/directory/components/my-listings";
import {
  deleteOwnedListings,
  listOwnBusinesses,
  listOwnSeekers,
  ownedListings,
} from "~/features/directory/index.server";
import { useValidatedForm } from "~/lib/forms";
import { formFailure } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { pageMeta } from "~/lib/meta";
import { AccountError, changePassword, deleteAccount } from "../accounts.server";
import { NewPasswordFields } from "../components/new-password-fields";
import { changePasswordSchema, deleteAccountSchema } from "../schema";
import { requireUser } from "../session.server";
import type { Route } from "./+types/dashboard";

export const meta = () =>
  pageMeta({ title: "My Dashboard", description: "Your account at Watford Islamic Centre." });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [businesses, seekers] = await Promise.all([
    listOwnBusinesses(user.id),
    listOwnSeekers(user.id),
  ]);
  return { user, businesses, seekers };
}

export async function action({ request }: Route.ActionArgs) {
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
  if (intent === "delete-account") {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema });
    if (submission.status !== "success")
      return formFailure(submission.reply({ hideFields: ["password"] }), 400, { intent });
    try {
      const owned = await ownedListings(user.id);
      const headers = await deleteAccount(request, submission.value.password);
      await deleteOwnedListings(owned);
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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 className="text-xl font-semibold text-brand-strong">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ChangePasswordForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(changePasswordSchema, {
    id: "change-password",
    lastResult: actionData?.intent === "change-password" ? actionData.result : undefined,
  });
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <ErrorSummary formErrors={form.errors} fields={[]} />
      <input type="hidden" name="intent" value="change-password" />
      <TextField
        meta={fields.currentPassword}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <Button type="submit" pending={pending} pendingLabel="Saving...">
        Change password
      </Button>
    </Form>
  );
}

function DeleteAccountForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(deleteAccountSchema, {
    id: "delete-account",
    lastResult: actionData?.intent === "delete-account" ? actionData.result : undefined,
  });
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete-account";
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <p className="text-stone-700">
        This removes your account and signs you out everywhere. It cannot be undone. Download your
        data first if you want a copy.
      </p>
      <ErrorSummary formErrors={form.errors} fields={[]} />
      <input type="hidden" name="intent" value="delete-account" />
      <TextField
        meta={fields.password}
        label="Your password"
        type="password"
        autoComplete="current-password"
      />
      <TextField meta={fields.confirm} label="Type DELETE to confirm" autoComplete="off" />
      <Button
        type="submit"
        className="bg-red-800 hover:bg-red-900"
        pending={pending}
        pendingLabel="Deleting..."
      >
        Delete my account
      </Button>
    </Form>
  );
}

export default function Dashboard() {
  const { user, businesses, seekers } = useLoaderData<typeof loader>();
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
          {user.role === "admin" ? (
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
        <MyListings businesses={businesses} seekers={seekers} />
        <Section title="Account details">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="font-semibold">Name</dt>
            <dd>{user.name}</dd>
            <dt className="font-semibold">Email</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="font-semibold">Account type</dt>
            <dd>{user.role === "admin" ? "Administrator" : "Member"}</dd>
          </dl>
        </Section>
        <Section title="Your data">
          <p className="text-stone-700">
            Download everything we hold about your account as a JSON file.
          </p>
          <a href="/dashboard/export" className={buttonClasses("outline", "mt-4")} download>
            Download my data
          </a>
        </Section>
        <Section title="Change password">
          <ChangePasswordForm />
        </Section>
        <Section title="Delete account">
          <DeleteAccountForm />
        </Section>
      </div>
    </Container>
  );
}
