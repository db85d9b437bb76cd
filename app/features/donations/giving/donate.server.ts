import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, redirect } from "react-router";
import { formFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { CheckoutError } from "#app/lib/payments/checkout.server";
import { onlinePaymentOn } from "#app/lib/payments/stripe.server";
import { screenPublicForm, tooManyAttempts } from "#app/lib/security/public-form.server";
import { localDate } from "#app/lib/time/london";
import { runningCampaigns } from "../campaigns.server";
import { offeredFunds } from "../funds.server";
import { DONATION_MESSAGES, type Fund, resolveAmount, suggestedAmounts } from "../rules";
import { startDonation } from "./donations.server";
import { chosenAmount, chosenPeople, donationSchema } from "./schema";

const today = (request: Request) => localDate(requestNow(request));

/**
 * What /donate shows: with online payment, the funds offered today (the one `?fund=` names
 * chosen, else the first) and the campaigns running for them; without it, nothing to choose
 * (the page explains how to give at the centre or by bank transfer).
 */
export async function donatePage(request: Request) {
  if (!onlinePaymentOn()) return { online: false as const, funds: [], campaigns: [], fund: null };
  const date = today(request);
  const [funds, campaigns] = await Promise.all([offeredFunds(date), runningCampaigns(date)]);
  const wanted = new URL(request.url).searchParams.get("fund");
  const fund = funds.find((offered) => offered.slug === wanted) ?? funds[0];
  return {
    online: true as const,
    funds,
    campaigns: campaigns.filter((campaign) => funds.some((f) => f.id === campaign.fundId)),
    fund: fund?.slug ?? null,
  };
}

/**
 * Whether the amount button sent is not one of the fund's own: a choice left over from another
 * fund (hidden, without JavaScript, when the fund changed) is not taken as the gift.
 */
function suggestionProblem(fund: Fund, amount: string): boolean {
  if (!amount || amount === "other" || fund.kind === "per-person") return false;
  return !suggestedAmounts(fund).includes(Number(amount));
}

/**
 * The donate form's post: checked by the form's schema, then by the fund's rules (offered today,
 * per-person arithmetic, one-off only, £1–£10,000), screened (honeypot, rate limit), stored
 * pending and sent on to Stripe Checkout (303). Every refusal keeps what was typed.
 */
export async function submitDonation(
  request: Request,
  context: Pick<AppLoadContext, "clientIp" | "visitorId">,
) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: donationSchema });
  // Input that is not a donation is refused as such (400), with or without online payment.
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  if (!onlinePaymentOn())
    return formFailure(submission.reply({ formErrors: [DONATION_MESSAGES.unavailable] }), 503);
  const form = submission.value;

  const fund = (await offeredFunds(today(request))).find((offered) => offered.slug === form.fund);
  if (!fund)
    return formFailure(submission.reply({ fieldErrors: { fund: [DONATION_MESSAGES.fund] } }), 400);
  if (suggestionProblem(fund, form.amount))
    return formFailure(
      submission.reply({ fieldErrors: { amount: [DONATION_MESSAGES.amount] } }),
      400,
    );
  const resolved = resolveAmount(fund, {
    frequency: form.frequency,
    amountPence: chosenAmount(form),
    people: chosenPeople(form),
  });
  if (!resolved.ok) {
    // A limit broken by a suggested amount (an admin's choice) is shown beside the buttons.
    const field =
      resolved.field === "otherAmount" && form.amount !== "other" ? "amount" : resolved.field;
    return formFailure(submission.reply({ fieldErrors: { [field]: [resolved.message] } }), 400);
  }

  const screened = await screenPublicForm("donate", formData, context, form.email);
  if (screened.verdict === "rate-limited") return tooManyAttempts(submission, screened);
  if (screened.verdict === "spam") return redirect("/donate", 303);

  try {
    const url = await startDonation({
      fund,
      form,
      amountPence: resolved.amountPence,
      people: resolved.people,
      perPersonPence: resolved.perPersonPence,
    });
    return redirect(url, 303);
  } catch (error) {
    if (error instanceof CheckoutError)
      return formFailure(submission.reply({ formErrors: [error.message] }), 503);
    logger.error({ error: errorForLog(error) }, "donation could not be stored");
    return formFailure(submission.reply({ formErrors: [DONATION_MESSAGES.unavailable] }), 503);
  }
}
