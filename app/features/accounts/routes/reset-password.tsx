import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/field";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { formFailure } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { pageMeta } from "#app/lib/meta";
import { AccountError, resetPassword } from "../accounts.server";
import { AuthPage } from "../components/auth-page";
import { NewPasswordFields } from "../components/new-password-fields";
import { messages, resetPasswordSchema } from "../schema";
import type { Route } from "./+types/reset-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Choose a new password",
    description: "Set a new password for your account.",
  });
}

/** The emailed link is /reset-password/{token}; /reset-password?token=… works too. */
export function loader({ params, request }: Route.LoaderArgs) {
  return { token: params.token ?? new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return formFailure(submission.reply({ hideFields }), 400);
  try {
    await resetPassword(submission.value.token, submission.value.password);
  } catch (error) {
    const message = error instanceof AccountError ? error.message : messages.updatePasswordFailed;
    return formFailure(submission.reply({ formErrors: [message], hideFields }), 400);
  }
  return redirectWithToast("/login", { type: "success", message: messages.passwordUpdated });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.resetPasswordSchema,
    ),
    { id: "reset-password-form", lastResult: actionData?.result },
  );
  return (
    <AuthPage title="Choose a new password">
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <ErrorSummary formErrors={form.errors ?? fields.token.errors} fields={[]} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <Button
          type="submit"
          className="w-full"
          pending={navigation.state === "submitting"}
          pendingLabel="Saving..."
        >
          Save new password
        </Button>
      </Form>
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
