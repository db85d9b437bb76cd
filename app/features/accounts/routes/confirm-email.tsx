import { Form, Link, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/field";
import { getCurrentUser } from "#app/lib/auth/session.server";
import { actionAnswer, BUTTONS } from "#app/lib/forms";
import { formError } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { pageMeta } from "#app/lib/meta";
import { confirmEmail } from "../accounts.server";
import { AuthPage } from "../components/auth-page";
import { messages } from "../schema";
import type { Route } from "./+types/confirm-email";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "Confirm your email address",
      description: "Confirm that this email address is yours.",
    }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The emailed link opens this page and the button confirms: mail scanners that open every link
 * in a message only read the page, so they cannot confirm an address for anyone.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (!(await confirmEmail(params.token))) {
    return formError(messages.confirmLinkInvalid, 400, { formId: BUTTONS });
  }
  const signedIn = (await getCurrentUser(request)) !== null;
  return redirectWithToast(signedIn ? "/dashboard" : "/login", {
    type: "success",
    message: signedIn ? messages.emailConfirmed : `${messages.emailConfirmed} You can now log in.`,
  });
}

export default function ConfirmEmailPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { buttonErrors } = actionAnswer(actionData);
  return (
    <AuthPage title="Confirm your email address">
      {buttonErrors ? (
        <>
          <ErrorSummary formErrors={buttonErrors} />
          <p className="mt-4 text-stone-700">
            <Link to="/dashboard" className="font-semibold text-brand-strong underline">
              Go to my dashboard
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-stone-700">
            Confirm that this email address is yours: "Download my data" will then include the forms
            and registrations you send with it.
          </p>
          <Button
            type="submit"
            className="w-full"
            pending={navigation.state === "submitting"}
            pendingLabel="Confirming..."
          >
            Confirm my email address
          </Button>
        </Form>
      )}
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
