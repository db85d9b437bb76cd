import { type AppLoadContext, data, redirect } from "react-router";
import { logger } from "~/lib/logger.server";
import { CheckoutError } from "~/lib/payments/checkout.server";
import { stripeClient } from "~/lib/payments/stripe.server";
import { RATE_LIMITED_MESSAGE, screenPublicForm } from "~/lib/security/public-form.server";
import { priceRegistration } from "./pricing";
import {
  findCouponPercent,
  findRegistration,
  loadDraft,
  RegistrationInvalid,
  saveDraft,
  startCheckout,
  submitRegistration,
} from "./registration.server";
import { MAX_CHILDREN, MESSAGES, STATUS } from "./rules";
import {
  type Draft,
  type Errors,
  emptyChild,
  emptyDraft,
  parseChildren,
  parseCoupon,
  parseParent,
  pricingChoices,
  type Step,
  validateChildren,
  validateParent,
} from "./wizard";

const REGISTER_PATH = "/summer/register";

export interface WizardActionData {
  step: Step;
  errors: Errors;
  formError?: string;
}

/** GET /summer/register: the draft (a paid registration starts a fresh one). */
export async function wizardLoader(request: Request) {
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
  const pricing = priceRegistration({
    children: pricingChoices(draft.children),
    couponPercent: draft.couponPercent,
  });
  return data({ draft, pricing, online: stripeClient() !== null }, { headers });
}

const failure = (
  step: Step,
  errors: Errors,
  headers: Headers,
  formError?: string,
  status: 400 | 429 = 400,
) =>
  data<WizardActionData>(
    { step, errors, ...(formError ? { formError } : {}) },
    { status, headers },
  );

/**
 * POST /summer/register: every step is a plain form post. The posted step's answers are stored
 * in the draft (even when wrong, so nothing typed is lost), then the intent moves the wizard.
 */
export async function wizardAction(request: Request, context: Pick<AppLoadContext, "clientIp">) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "next");
  const loaded = await loadDraft(request);
  const id = loaded.id;
  let draft: Draft = loaded.draft;
  const posted = Number(formData.get("step"));
  const step = ([1, 2, 3, 4, 5].includes(posted) ? posted : draft.step) as Step;
  const save = (next: Draft) => saveDraft(id, { ...next, version: draft.version + 1 });
  const go = async (next: Draft) =>
    redirect(`${REGISTER_PATH}#wizard`, { headers: await save(next) });

  if (intent === "restart") return go(emptyDraft());
  if (draft.complete) return go(draft);

  // A change before submitting again makes a new registration.
  const edited = (changes: Partial<Draft>): Draft => ({
    ...draft,
    ...changes,
    ...(intent !== "submit" ? { registrationId: undefined } : {}),
  });

  if (step === 1) {
    const { children, unknown } = parseChildren(formData);
    draft = edited({ children: children.slice(0, MAX_CHILDREN), step: 1 });
    if (intent === "add-child" && children.length < MAX_CHILDREN)
      return go({ ...draft, children: [...children, emptyChild()] });
    if (intent.startsWith("remove-child:") && children.length > 1) {
      const index = Number(intent.slice("remove-child:".length));
      return go({ ...draft, children: children.filter((_, i) => i !== index) });
    }
    if (intent !== "next") return go(draft);
    const errors = validateChildren(children, unknown);
    if (Object.keys(errors).length > 0) return failure(1, errors, await save(draft));
    return go({ ...draft, step: 2 });
  }

  if (step === 2) {
    const parent = parseParent(formData);
    draft = edited({ ...parent, step: 2 });
    if (intent === "back") return go({ ...draft, step: 1 });
    const errors = validateParent(parent);
    if (Object.keys(errors).length > 0) return failure(2, errors, await save(draft));
    return go({ ...draft, step: 3 });
  }

  if (step === 3) {
    const couponCode = parseCoupon(formData);
    const percent = couponCode ? await findCouponPercent(couponCode) : 0;
    draft = edited({ couponCode, couponPercent: percent ?? 0, step: 3 });
    if (intent === "back") return go({ ...draft, step: 2 });
    if (percent === null) return failure(3, { couponCode: MESSAGES.coupon }, await save(draft));
    return go({ ...draft, step: 4 });
  }

  if (step === 4) {
    draft = edited({ termsAccepted: formData.get("termsAccepted") === "on", step: 4 });
    if (intent === "back") return go({ ...draft, step: 3 });
    if (!draft.termsAccepted)
      return failure(4, { termsAccepted: MESSAGES.terms }, await save(draft));
    return go({ ...draft, step: 5 });
  }

  // Step 5: review, then Submit and Pay.
  if (intent === "back") return go({ ...draft, step: 4 });
  if (intent !== "submit") return go(draft);
  let registration = draft.registrationId ? await findRegistration(draft.registrationId) : null;
  if (registration?.status !== STATUS.pending) registration = null;
  if (!registration) {
    // Honeypot and per-address rate limit, as on every public form.
    const verdict = await screenPublicForm("summer-registration", formData, context);
    if (verdict === "spam") return go({ ...emptyDraft(), complete: true });
    if (verdict === "rate-limited") return failure(5, {}, new Headers(), RATE_LIMITED_MESSAGE, 429);
    try {
      registration = await submitRegistration(draft);
    } catch (error) {
      if (error instanceof RegistrationInvalid) {
        return failure(
          error.step as Step,
          error.errors,
          await save({ ...draft, step: error.step as Step }),
        );
      }
      logger.error({ error: String(error) }, "summer registration could not be stored");
      return failure(5, {}, new Headers(), MESSAGES.submitFailed);
    }
  }
  const stored = { ...draft, registrationId: registration.id };
  if (!stripeClient()) return go({ ...stored, complete: true });
  try {
    const url = await startCheckout(registration);
    return redirect(url, { headers: await save(stored) });
  } catch (error) {
    const message = error instanceof CheckoutError ? error.message : MESSAGES.unknownError;
    return failure(5, {}, await save(stored), message);
  }
}
