import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { z } from "zod";
import { formFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { CheckoutError } from "#app/lib/payments/checkout.server";
import { onlinePaymentOn } from "#app/lib/payments/stripe.server";
import { screenPublicForm } from "#app/lib/security/public-form.server";
import { MESSAGES } from "../messages";
import { landingCopy } from "../pages/page-text";
import { notifyAction, standing } from "../pages/pages.server";
import { findCouponPercent } from "../pricing/coupons.server";
import { priceRegistration } from "../pricing/pricing";
import { MAX_CHILDREN, STATUS } from "../rules";
import { type CurrentSeason, currentSeason } from "../seasons/seasons.server";
import {
  findRegistration,
  loadDraft,
  RegistrationInvalid,
  saveDraft,
  startCheckout,
  submitRegistration,
} from "./registration.server";
import { stepSchemas } from "./schema";
import {
  type Draft,
  emptyChild,
  emptyDraft,
  pricingChoices,
  readChildren,
  readCoupon,
  readParent,
  readTerms,
  type Step,
  type WizardFailure,
} from "./wizard";
import { recheckStep } from "./wizard-check";

const REGISTER_PATH = "/summer/register";
/** Nothing to check when the season is closed: the refusal is the form's own message. */
const STEP_SCHEMAS_CLOSED = z.object({});
const STEPS: readonly number[] = [1, 2, 3, 4, 5];

/** The season the page offers, or why none can be booked (its "closed / opens on" sentence). */
function bookable(current: CurrentSeason | null, now: number) {
  if (!current) return { current, notice: MESSAGES.noSeason, signUpSeasonId: null };
  return { current, ...standing(current, now) };
}

/** GET /summer/register: the season, and the draft (a paid registration starts a fresh one). */
export async function wizardLoader(request: Request) {
  const now = requestNow(request);
  const { current, notice, signUpSeasonId } = bookable(await currentSeason(now), now);
  let { id, draft } = await loadDraft(request);
  let headers = new Headers();
  if (draft.registrationId && !draft.complete) {
    const registration = await findRegistration(draft.registrationId);
    if (registration?.status === STATUS.paid) {
      draft = emptyDraft();
      headers = await saveDraft(id, draft);
      id = id ?? null;
    }
  }
  const season = current?.season ?? null;
  const pricing = season
    ? priceRegistration({
        season,
        children: pricingChoices(draft.children),
        couponPercent: draft.couponPercent,
      })
    : null;
  return data(
    {
      draft,
      pricing,
      online: onlinePaymentOn(),
      season,
      notice,
      canSignUp: signUpSeasonId !== null,
      // Written on the server, as on the other summer pages.
      lead: season ? landingCopy(season).registerLead : undefined,
    },
    { headers },
  );
}

/** The step shown again with Conform's result: the errors, and everything typed kept. */
const refused = (
  step: Step,
  result: SubmissionResult<string[]>,
  headers?: HeadersInit,
  status: 400 | 429 | 503 = 400,
) => formFailure<Omit<WizardFailure, "result">>(result, status, { step }, headers);

/**
 * POST /summer/register: every step is a plain form post. The posted step's answers are stored
 * in the draft (even when wrong, so nothing typed is lost), then the intent moves the wizard.
 */
export async function wizardAction(
  request: Request,
  context: Pick<AppLoadContext, "clientIp" | "visitorId">,
) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "next");
  const loaded = await loadDraft(request);
  const id = loaded.id;
  let draft: Draft = loaded.draft;
  const posted = Number(formData.get("step"));
  const step = (STEPS.includes(posted) ? posted : draft.step) as Step;
  const save = (next: Draft) => saveDraft(id, { ...next, version: draft.version + 1 });
  const go = async (next: Draft) =>
    redirect(`${REGISTER_PATH}#wizard`, { headers: await save(next) });
  /** Stores the answers (wrong ones too, so nothing typed is lost) and shows the step again. */
  const refuse = async (result: SubmissionResult<string[]>, next = draft) =>
    refused(next.step, result, await save(next));

  if (intent === "notify") {
    const extra: Omit<WizardFailure, "result"> = { step: draft.step, notify: true };
    return notifyAction(request, formData, context, REGISTER_PATH, extra);
  }
  if (intent === "restart") return go(emptyDraft());
  if (draft.complete) return go(draft);
  // A season that cannot be booked now (not yet open, closed, past) refuses every step.
  const now = requestNow(request);
  const { current, notice } = bookable(await currentSeason(now), now);
  if (!current || notice)
    return refused(
      draft.step,
      parseWithZod(formData, { schema: STEP_SCHEMAS_CLOSED }).reply({
        formErrors: [notice ?? MESSAGES.noSeason],
      }),
    );
  const season = current.season;
  const STEP_SCHEMAS = stepSchemas(season);

  // A change before submitting again makes a new registration.
  const edited = (changes: Partial<Draft>): Draft => ({
    ...draft,
    ...changes,
    ...(intent !== "submit" ? { registrationId: undefined } : {}),
  });
  const submission = parseWithZod(formData, { schema: STEP_SCHEMAS[step] });
  const answers = submission.payload;

  if (step === 1) {
    const children = readChildren(season, answers);
    draft = edited({ children: children.slice(0, MAX_CHILDREN), step: 1 });
    if (intent === "add-child" && children.length < MAX_CHILDREN)
      return go({ ...draft, children: [...children, emptyChild()] });
    if (intent.startsWith("remove-child:") && children.length > 1) {
      const index = Number(intent.slice("remove-child:".length));
      return go({ ...draft, children: children.filter((_, i) => i !== index) });
    }
    if (intent !== "next") return go(draft);
    if (submission.status !== "success") return refuse(submission.reply());
    return go({ ...draft, step: 2 });
  }

  if (step === 2) {
    draft = edited({ ...readParent(answers), step: 2 });
    if (intent === "back") return go({ ...draft, step: 1 });
    if (submission.status !== "success") return refuse(submission.reply());
    return go({ ...draft, step: 3 });
  }

  if (step === 3) {
    const couponCode = readCoupon(answers);
    const valid = submission.status === "success";
    const percent =
      valid && couponCode ? await findCouponPercent(couponCode, new Date(now), season.id) : 0;
    draft = edited({ couponCode, couponPercent: percent ?? 0, step: 3 });
    if (intent === "back") return go({ ...draft, step: 2 });
    if (!valid) return refuse(submission.reply());
    if (percent === null)
      return refuse(submission.reply({ fieldErrors: { couponCode: [MESSAGES.coupon] } }));
    return go({ ...draft, step: 4 });
  }

  if (step === 4) {
    draft = edited({ termsAccepted: readTerms(answers), step: 4 });
    if (intent === "back") return go({ ...draft, step: 3 });
    if (submission.status !== "success") return refuse(submission.reply());
    return go({ ...draft, step: 5 });
  }

  // Step 5: review, then Submit and Pay.
  if (intent === "back") return go({ ...draft, step: 4 });
  if (intent !== "submit") return go(draft);
  const formError = (message: string) => submission.reply({ formErrors: [message] });
  let registration = draft.registrationId ? await findRegistration(draft.registrationId) : null;
  if (registration?.status !== STATUS.pending) registration = null;
  if (!registration) {
    // Honeypot and rate limits (session, the parent's email, address), as on every public form.
    const screened = await screenPublicForm(
      "summer-registration",
      formData,
      context,
      draft.parentEmail,
    );
    if (screened.verdict === "spam") return go({ ...emptyDraft(), complete: true });
    if (screened.verdict === "rate-limited")
      return refused(5, formError(screened.message), screened.headers, 429);
    try {
      registration = await submitRegistration(draft, season, new Date(now));
    } catch (error) {
      if (error instanceof RegistrationInvalid) {
        // The step to put right, shown with the draft's answers and their errors.
        const result = recheckStep(season, draft, error.step).reply(
          error.fieldErrors ? { fieldErrors: error.fieldErrors } : undefined,
        );
        return refuse(result, { ...draft, step: error.step });
      }
      logger.error({ error: errorForLog(error) }, "summer registration could not be stored");
      return refused(5, formError(MESSAGES.submitFailed), undefined, 503);
    }
  }
  const stored = { ...draft, registrationId: registration.id };
  if (!onlinePaymentOn()) return go({ ...stored, complete: true });
  try {
    const url = await startCheckout(registration);
    return redirect(url, { headers: await save(stored) });
  } catch (error) {
    const message = error instanceof CheckoutError ? error.message : MESSAGES.unknownError;
    return refused(5, formError(message), await save(stored));
  }
}
