import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { forgotPasswordAction } from "../auth-actions.server";
import { ForgotPasswordForm } from "../components/auth-forms";
import { AuthFormPage } from "../components/auth-page";
import type { Route } from "./+types/forgot-password";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Forgot password",
    description: "Get a link to choose a new password for your account.",
  });
}

export const action = ({ request, context }: Route.ActionArgs) =>
  forgotPasswordAction(request, context);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthFormPage
      title="Forgot your password?"
      AuthForm={ForgotPasswordForm}
      result={actionData?.result}
      sentMessage={actionData && "sent" in actionData ? actionData.sent : undefined}
    />
  );
}
