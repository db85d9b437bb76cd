import type { DonationFrequency, DonationStatus } from "#app/lib/db/enums";

/** How the donor pages and the admin name a donation's frequency and status. */
export const FREQUENCY_LABELS: Record<DonationFrequency, string> = {
  "one-off": "One-off",
  monthly: "Monthly",
};

export const STATUS_LABELS: Record<DonationStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  active: "Monthly, active",
  failed: "Payment failed",
  expired: "Not completed",
  cancelled: "Cancelled",
  refunded: "Refunded",
};
