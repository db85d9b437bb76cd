import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { loginAction, signedOutOnly } from "../auth-actions.server";
import { LoginForm } from "../components/auth-forms";
import { AuthFormPage } from "../components/auth-page";
import type { Route } from "./+types/login";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Log in",
    description: "Log in to your Watford Islamic Centre account.",
  });
}

export const loader = ({ request }: Route.LoaderArgs) => signedOutOnly(request);

export const action = ({ request, context }: Route.ActionArgs) => loginAction(request, context);

export default function LoginPage({ actionData }: Route.ComponentProps) {
  return <AuthFormPage title="Log in" AuthForm={LoginForm} result={actionData?.result} />;
}
