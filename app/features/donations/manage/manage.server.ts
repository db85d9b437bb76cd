import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { NotFoundDetail } from "#app/components/layout/error-screen";
import { BUTTONS } from "#app/lib/forms";
import { formError, formFailure } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { pounds, poundsToPence } from "#app/lib/money";
import { formatInstant } from "#app/lib/time/format";
import { FREQUENCY_LABELS, STATUS_LABELS } from "../messages";
import {
  cancelDeclaration,
  cancelMonthlyDonation,
  changeMonthlyAmount,
  findManagedDonation,
} from "./donor-changes.server";
import { monthlyAmountSchema } from "./schema";

export const MANAGE_MESSAGES = {
  cancelled: "Your monthly donation is cancelled. No further payments will be taken.",
  changed: (amount: string) => `Your monthly donation is now ${amount}, from the next payment.`,
  giftAidCancelled:
    "Your Gift Aid declaration is cancelled. We will not claim Gift Aid on payments from today.",
  failed: "We could not make this change just now. Please try again in a few minutes.",
  unknown: "Please choose one of the buttons on the page.",
} as const;

const NOT_FOUND: NotFoundDetail = {
  title: "Donation not found",
  text: "This link does not match a donation. Please use the link in your latest receipt, or contact us.",
  link: { to: "/contact", label: "Contact us" },
};

async function managed(token: string) {
  const found = await findManagedDonation(token);
  if (!found) throw data(NOT_FOUND, { status: 404 });
  return found;
}

/** The donor's page behind the receipt's link: the gift, its payments and what they may change. */
export async function managePage(token: string) {
  const { donation, declaration, payments } = await managed(token);
  const active = donation.frequency === "monthly" && donation.status === "active";
  return {
    donation: {
      fundName: donation.fundName,
      amountPence: donation.amountPence,
      monthly: donation.frequency === "monthly",
      frequency: FREQUENCY_LABELS[donation.frequency],
      status: STATUS_LABELS[donation.status],
      startedOn: formatInstant(donation.createdAt, "weekdayLong"),
      people: donation.people,
    },
    giftAid: declaration
      ? {
          declaredOn: formatInstant(declaration.declaredAt, "weekdayLong"),
          cancelledOn: declaration.cancelledAt
            ? formatInstant(declaration.cancelledAt, "weekdayLong")
            : null,
        }
      : null,
    payments: payments.map((payment) => ({
      amount: pounds(payment.amountPence),
      paidOn: payment.paidAt ? formatInstant(payment.paidAt, "weekdayLong") : null,
      paid: payment.status === "paid",
      giftAid: payment.giftAid,
    })),
    canChange: active,
  };
}

async function attempt(intent: string, change: () => Promise<unknown>): Promise<boolean> {
  try {
    await change();
    return true;
  } catch (error) {
    logger.warn({ error: errorForLog(error), intent }, "donation change failed");
    return false;
  }
}

/**
 * The donor's changes: cancel the monthly gift, change its amount (£1–£10,000), or cancel the
 * Gift Aid declaration. Each answers with a toast on the same page; a failure at Stripe keeps
 * the page with a message, never a 500.
 */
export async function manageAction(request: Request, token: string) {
  const { donation } = await managed(token);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const done = (message: string) =>
    redirectWithToast(`/donate/manage/${token}`, { type: "success", message });

  if (intent === "change-amount") {
    const submission = parseWithZod(formData, { schema: monthlyAmountSchema });
    if (submission.status !== "success") return formFailure(submission.reply(), 400);
    const pence = poundsToPence(submission.value.amount) ?? 0;
    if (await attempt(intent, () => changeMonthlyAmount(donation, pence)))
      return done(MANAGE_MESSAGES.changed(pounds(pence)));
    return formFailure(submission.reply({ formErrors: [MANAGE_MESSAGES.failed] }), 503);
  }
  const change =
    intent === "cancel-monthly"
      ? { run: () => cancelMonthlyDonation(donation), message: MANAGE_MESSAGES.cancelled }
      : intent === "cancel-gift-aid"
        ? { run: () => cancelDeclaration(donation), message: MANAGE_MESSAGES.giftAidCancelled }
        : null;
  if (!change) return formError(MANAGE_MESSAGES.unknown, 400, { formId: BUTTONS });
  if (await attempt(intent, change.run)) return done(change.message);
  return formError(MANAGE_MESSAGES.failed, 503, { formId: BUTTONS });
}
