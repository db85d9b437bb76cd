import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import { Band, Container } from "#app/components/ui/container";
import { HeroHeading } from "#app/components/ui/hero-heading";
import { formFailure } from "#app/lib/forms.server";
import { privatePageHeaders } from "#app/lib/http/cache-control";
import { requestNow } from "#app/lib/http/clock.server";
import { errorForLog, fieldNames, logger } from "#app/lib/logger.server";
import { pageMeta } from "#app/lib/meta";
import { onlinePaymentOn } from "#app/lib/payments/stripe.server";
import { screenPublicForm, tooManyAttempts } from "#app/lib/security/public-form.server";
import {
  confirmedPayment,
  DuplicateRegistration,
  entryPaymentClosed,
  findEntry,
  participantName,
  registerEntry,
  startEntryCheckout,
} from "../competition.server";
import { FaqDialog, PaymentDialog } from "../components/dialogs";
import { EditionProvider } from "../components/edition-context";
import { CompetitionVideo, Poster } from "../components/poster";
import { type FormStatus, RegistrationForm } from "../components/registration-form";
import { closedReason, editionText } from "../editions";
import { editionAt } from "../editions.server";
import { CATEGORIES, MESSAGES, REDIRECT_DELAY_MS, STATUS } from "../rules";
import { competitionSchema } from "../schema";
import type { Route } from "./+types/quran-competition";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const edition = loaderData?.edition;
  return pageMeta(matches, {
    title: "Winter Qur'an Competition",
    description: `Watford Islamic Centre's Winter Qur'an Competition on ${edition?.dateText ?? ""}: Hifdh, Qirā'ah and Complete Qur'an categories for ages ${edition?.minAge ?? ""}–${edition?.maxAge ?? ""}. Register for ${edition?.feeLabel ?? ""}.`,
  });
}

export const headers = privatePageHeaders;

/** `?session_id=` (Checkout's return) shows the thank-you banner only once our server confirms it. */
export async function loader({ request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  const edition = await editionAt(requestNow(request));
  return {
    thanks: await confirmedPayment(sessionId),
    edition: editionText(edition),
    closed: closedReason(edition, requestNow(request)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "pay") {
    const row = await findEntry(String(formData.get("id") ?? ""));
    if (!row) return data({ paymentError: Date.now(), registered: null, result: null }, 404);
    if (row.status !== STATUS.pending) return redirect("/quran-competition");
    const over = await entryPaymentClosed(row, requestNow(request));
    if (over)
      return formFailure(
        parseWithZod(formData, { schema: competitionSchema }).reply({ formErrors: [over] }),
        409,
      );
    try {
      if (!onlinePaymentOn()) throw new Error("Stripe is not configured");
      return redirect(await startEntryCheckout(row));
    } catch (error) {
      logger.warn({ error: errorForLog(error) }, "competition checkout could not be opened");
      return data(
        {
          paymentError: Date.now(),
          registered: { id: row.id, participant: participantName(row) },
          result: null,
        },
        502,
      );
    }
  }

  const submission = parseWithZod(formData, { schema: competitionSchema });
  // A past or closed edition takes no registration, whatever is posted.
  const now = requestNow(request);
  const edition = await editionAt(now);
  const closed = closedReason(edition, now);
  if (closed) return formFailure(submission.reply({ formErrors: [closed] }), 409);
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const screened = await screenPublicForm(
    "quran-competition",
    formData,
    context,
    submission.value.parent_email,
  );
  if (screened.verdict === "rate-limited") return tooManyAttempts(submission, screened);
  if (screened.verdict === "spam")
    return data({
      result: submission.reply({ resetForm: true }),
      registered: null,
      paymentError: null,
    });
  try {
    const row = await registerEntry(submission.value, edition);
    return data({
      result: submission.reply({ resetForm: true }),
      registered: { id: row.id, participant: participantName(row) },
      paymentError: null,
    });
  } catch (error) {
    if (error instanceof DuplicateRegistration)
      return formFailure(submission.reply({ formErrors: [MESSAGES.duplicate] }), 409);
    logger.error(
      { fields: fieldNames(submission.value), error: errorForLog(error) },
      "competition registration could not be stored",
    );
    return formFailure(submission.reply({ formErrors: [MESSAGES.failure] }), 503, {
      failed: true,
    });
  }
}

export default function QuranCompetitionPage({
  loaderData,
  actionData: answer,
}: Route.ComponentProps) {
  const { thanks, edition, closed } = loaderData;
  const { dateText, feeLabel, minAge, maxAge } = edition;
  const actionData = answer as
    | {
        result?: Parameters<typeof RegistrationForm>[0]["lastResult"];
        registered?: { id: string; participant: string } | null;
        paymentError?: number | null;
        failed?: boolean;
      }
    | undefined;
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formAction?.startsWith("/quran-competition") === true &&
    navigation.formData?.get("intent") === "register";
  const status: FormStatus = sending
    ? "sending"
    : actionData?.failed
      ? "failure"
      : actionData?.registered && !actionData.paymentError
        ? "success"
        : "idle";

  useEffect(() => {
    if (!thanks) return;
    const timer = window.setTimeout(() => {
      window.history.replaceState(window.history.state, "", "/quran-competition");
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [thanks]);

  return (
    <EditionProvider value={edition}>
      {thanks ? (
        <div role="status" className="bg-accent-soft py-4" data-testid="thank-you-banner">
          <Container>
            <p className="text-lg font-semibold text-brand-strong">
              Thank you! Your payment of {feeLabel} was received: {thanks.participant} is registered
              for the Winter Qur'an Competition.
            </p>
          </Container>
        </div>
      ) : null}
      <section className="bg-gradient-to-br from-brand-strong to-brand text-white">
        <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-2 lg:items-center">
          <div>
            <HeroHeading
              eyebrow={
                <>
                  {dateText} · ages {minAge}–{maxAge}
                </>
              }
              title="Winter Qur'an Competition"
              lead={
                <>
                  Hifdh, Qirā'ah and Complete Qur'an categories with cash prizes up to £1000.
                  Registration is {feeLabel}, fully refundable upon participation.
                </>
              }
              titleClassName="sm:text-5xl"
              leadClassName="max-w-xl"
            />
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href="#register"
                className="inline-flex items-center justify-center rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:brightness-95"
              >
                {closed ? "Registration closed" : "Register now"}
              </a>
              <Link
                to="/quran-competition/rules"
                className="inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold text-white ring-1 ring-white hover:bg-white/10"
              >
                Competition rules
              </Link>
            </div>
          </div>
          <Poster />
        </Container>
      </section>

      <Container className="py-14">
        <h2 className="text-3xl font-semibold text-brand-strong">Categories and prizes</h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {CATEGORIES.map((category) => (
            <section
              key={category.id}
              aria-labelledby={`category-${category.id}`}
              className="rounded-2xl border border-stone-300 bg-white p-6 shadow-sm"
            >
              <h3
                id={`category-${category.id}`}
                className="text-xl font-semibold text-brand-strong"
              >
                {category.id}. {category.name}
              </h3>
              <p className="mt-1 text-stone-700">{category.summary}</p>
              <ul className="mt-3 space-y-1">
                {category.groups.map((group) => (
                  <li
                    key={group.id}
                    className="flex justify-between border-b border-stone-200 py-1"
                  >
                    <span>{group.label}</span>
                    <span className="font-semibold">{group.prize}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-stone-700">
                Scored out of {category.scoring.maxTotal}.
              </p>
            </section>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <FaqDialog />
          <Link
            to="/quran-competition/rules"
            className="font-semibold text-brand-strong underline self-center"
          >
            Read the full rules
          </Link>
        </div>
      </Container>

      <Band headingId="video-heading" title="Watch" width="text" className="bg-brand-soft">
        <div className="mt-6">
          <CompetitionVideo />
        </div>
      </Band>

      <Band
        id="register"
        headingId="register-heading"
        title="Registration form"
        width="text"
        className="scroll-mt-24"
      >
        {closed ? (
          <p
            role="status"
            data-testid="registration-closed"
            className="mt-6 rounded-2xl border border-stone-300 bg-stone-50 p-6 text-lg font-semibold text-brand-strong"
          >
            {closed}
          </p>
        ) : (
          <>
            <p className="mt-3 text-stone-700">
              Register one participant in one category. The fee is {feeLabel}; you can pay now or
              later from your confirmation email.
            </p>
            <div className="mt-8">
              <RegistrationForm
                key={actionData?.registered?.id ?? "competition"}
                lastResult={actionData?.result}
                status={status}
              />
              {actionData?.registered ? (
                <PaymentDialog
                  key={actionData.registered.id}
                  registrationId={actionData.registered.id}
                  participant={actionData.registered.participant}
                  paymentError={actionData.paymentError ?? null}
                />
              ) : null}
            </div>
          </>
        )}
      </Band>
    </EditionProvider>
  );
}
