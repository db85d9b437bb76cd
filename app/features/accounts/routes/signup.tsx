import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { signedOutOnly, signupAction } from "../auth-actions.server";
import { SignupForm } from "../components/auth-forms";
import { AuthFormPage } from "../components/auth-page";
import type { Route } from "./+types/signup";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Sign up",
    description: "Create your Watford Islamic Centre account.",
  });
}

export const loader = ({ request }: Route.LoaderArgs) => signedOutOnly(request);

export const action = ({ request, context }: Route.ActionArgs) => signupAction(request, context);

export default function SignupPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthFormPage title="Create an account" AuthForm={SignupForm} result={actionData?.result} />
  );
}
