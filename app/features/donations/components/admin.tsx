import type { ReactNode } from "react";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { AdminSectionNav } from "#app/components/admin/section-nav";
import { Button } from "#app/components/ui/button";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { formatInstant } from "#app/lib/time/format";

/** The donations admin's pages. */
const SECTIONS = [
  { to: "/admin/donations", label: "Donations", end: true },
  { to: "/admin/donations/funds", label: "Funds", end: false },
  { to: "/admin/donations/campaigns", label: "Campaigns", end: false },
  { to: "/admin/donations/gift-aid", label: "Gift Aid claims", end: false },
] as const;

export function DonationsAdminNav() {
  return <AdminSectionNav label="Donations admin" sections={SECTIONS} />;
}

/** "2026-11" → "November 2026". */
export const monthName = (month: string) => formatCalendarDate(month, "month");

/** "2026-11-05" → "5 Nov 2026". */
export const shortDay = (date: string) => formatCalendarDate(date, "medium");

/** The note beside a refunded payment that was already in a Gift Aid claim. */
export const claimedNote = (claimedAt: Date | string) =>
  `This payment was already claimed from HMRC on ${formatInstant(claimedAt, "long")}: the first Gift Aid claim after the refund adjusts for it.`;

/**
 * A POST of one `intent` for one row, asked about first ("Refund £25.00 to…?"): the browser's
 * confirmation dialog, as the other admin pages ask before what cannot be undone.
 */
export function ConfirmedAction({
  intent,
  id,
  question,
  disabled,
  children,
}: {
  intent: string;
  id: string | number;
  question: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <ConfirmForm question={question}>
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="ghost"
        className="px-3 py-1"
        disabled={disabled}
      >
        {children}
      </Button>
    </ConfirmForm>
  );
}
