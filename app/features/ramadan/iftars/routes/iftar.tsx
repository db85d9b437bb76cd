import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import {
  EmailField,
  ErrorSummary,
  NumberField,
  summaryFields,
  TextField,
} from "#app/components/ui/field";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { formFailure } from "#app/lib/forms.server";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { requestNow } from "#app/lib/http/clock.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { pageMeta } from "#app/lib/meta";
import { HoneypotField } from "#app/lib/security/honeypot";
import { screenPublicForm, tooManyAttempts } from "#app/lib/security/public-form.server";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { PlacesBadge } from "../components/community-iftars";
import { EveningDetails } from "../components/evening-details";
import { iftarNightPage, signUpForIftar } from "../iftars.server";
import { IFTAR_MESSAGES } from "../messages";
import { fewPlacesMessage, PEOPLE_MAX } from "../rules";
import { SIGNUP_LABELS, signupSchema } from "../schema";
import type { Route } from "./+types/iftar";

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const day = loaderData ? formatCalendarDate(loaderData.date, "weekdayLong") : null;
  return pageMeta(matches, {
    title: day ? `Community iftar on ${day}` : "Community iftar",
    description: day
      ? `Sign up for the community iftar on ${day}: free places for you and your family.`
      : "Sign up for a community iftar.",
  });
}

export const loader = ({ request, params }: Route.LoaderArgs) =>
  iftarNightPage(request, params.date);

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signupSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);

  const screened = await screenPublicForm(
    "iftar-signup",
    formData,
    context,
    submission.value.email,
  );
  if (screened.verdict === "rate-limited") return tooManyAttempts(submission, screened);
  if (screened.verdict === "spam")
    return redirectWithToast(`/ramadan/iftars/${params.date}`, {
      type: "success",
      message: IFTAR_MESSAGES.signedUp,
    });
  let outcome: Awaited<ReturnType<typeof signUpForIftar>>;
  try {
    outcome = await signUpForIftar(params.date, submission.value, requestNow(request));
  } catch (error) {
    logger.error({ date: params.date, error: errorForLog(error) }, "iftar sign-up not stored");
    return formFailure(submission.reply({ formErrors: [IFTAR_MESSAGES.notStored] }), 503);
  }
  if (outcome.status === "full")
    return formFailure(
      submission.reply({ fieldErrors: { people: [fewPlacesMessage(outcome.left)] } }),
      409,
    );
  if (outcome.status === "closed")
    return formFailure(submission.reply({ formErrors: [IFTAR_MESSAGES.closed] }), 409);
  return redirectWithToast(`/ramadan/iftars/booking/${outcome.row.token}`, {
    type: "success",
    message: IFTAR_MESSAGES.signedUp,
  });
}

function SignupForm({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.signupSchema,
    ),
    { lastResult: actionData?.result, defaultValue: { people: "1" } },
  );
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="mt-8 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h2 className="text-2xl font-semibold text-brand-strong">Sign up</h2>
      <ErrorSummary formErrors={form.errors} fields={summaryFields(fields, SIGNUP_LABELS)} />
      <HoneypotField />
      <TextField meta={fields.name} label={SIGNUP_LABELS.name} autoComplete="name" />
      <EmailField
        meta={fields.email}
        label={SIGNUP_LABELS.email}
        hint="We email you the details and a link to cancel."
      />
      <NumberField
        meta={fields.people}
        label={SIGNUP_LABELS.people}
        hint={`Including yourself: 1 to ${PEOPLE_MAX}.`}
        min={1}
        max={PEOPLE_MAX}
        className="max-w-xs"
      />
      <Button
        type="submit"
        pending={navigation.state === "submitting"}
        pendingLabel="Signing up..."
      >
        Sign up
      </Button>
    </Form>
  );
}

/** Why there is no form: the night is full, closed or over. */
const NO_FORM = {
  full: IFTAR_MESSAGES.full,
  closed: IFTAR_MESSAGES.closed,
  past: IFTAR_MESSAGES.past,
} as const;

export default function IftarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { date, note, iftar, state } = loaderData;
  const day = formatCalendarDate(date, "weekdayLong");
  // A sign-up refused because the last places went meanwhile keeps its form and what was typed.
  const showForm = state === "open" || (state === "full" && actionData !== undefined);
  return (
    <>
      <PageHeader title="Community iftar" lead={day} />
      <Container width="text" className="py-10">
        <EveningDetails day={day} iftar={iftar} note={note}>
          <dd>
            <PlacesBadge night={loaderData} />
          </dd>
        </EveningDetails>
        {state !== "open" ? (
          <p role="status" className="mt-6 rounded-lg bg-brand-soft p-4 font-medium">
            {NO_FORM[state]}
          </p>
        ) : null}
        {showForm ? <SignupForm actionData={actionData} /> : null}
        <p className="mt-8">
          <Link to="/ramadan" className="font-semibold text-brand-strong underline">
            Back to the Ramadan timetable and the other iftars
          </Link>
        </p>
      </Container>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
