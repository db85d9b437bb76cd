import { TitledSection } from "#app/components/ui/titled-section";
import { pounds } from "#app/lib/money";
import type { PricingResult } from "../pricing";

/** The price breakdown: per child and programme, the discounts, and the total charged. */
export function PriceSummary({
  pricing,
  live = false,
  extrasFee = "£5",
}: {
  pricing: PricingResult;
  live?: boolean;
  /** The season's early start / late finish fee per session ("£5"). */
  extrasFee?: string;
}) {
  const rows: [string, number][] = [
    ["Subtotal", pricing.subtotal],
    [`Full-week discount (${pricing.fullWeekPercent}%)`, -pricing.fullWeekDiscount],
    [`Sibling discount (${pricing.siblingPercent}%)`, -pricing.siblingDiscount],
    [`Coupon discount (${pricing.couponPercent}%)`, -pricing.couponDiscount],
  ];
  return (
    <TitledSection
      headingId="price-heading"
      title="Price breakdown"
      level="h3"
      headingSize="text-lg"
      className="rounded-2xl border border-stone-300 bg-white p-5 shadow-sm"
    >
      {pricing.children.some((child) => child.programmes.length > 0) ? (
        <ul className="mt-3 space-y-2 text-sm text-stone-800">
          {pricing.children.map((child, index) =>
            child.programmes.map((line) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: children are positional; names may repeat
              <li key={`${index}-${line.programme}`} className="flex justify-between gap-4">
                <span>
                  {child.name || `Child ${index + 1}`}: {line.name} – {line.days} ×{" "}
                  {pounds(line.ratePence)}
                </span>
                <span className="tabular-nums">{pounds(line.amount)}</span>
              </li>
            )),
          )}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-stone-700">Choose programmes and dates to see the price.</p>
      )}
      <dl className="mt-4 space-y-1 border-t border-stone-200 pt-3 text-sm">
        {rows
          .filter(([, value], index) => index === 0 || value !== 0)
          .map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt>{label}</dt>
              <dd className="tabular-nums">{pounds(value)}</dd>
            </div>
          ))}
        <div
          className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-bold"
          aria-live={live ? "polite" : undefined}
        >
          <dt>Total to pay</dt>
          <dd className="tabular-nums" data-testid="grand-total">
            {pounds(pricing.grandTotal)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-stone-700">
        Early start and late finish (+{extrasFee} per session) are not included in this price.
      </p>
    </TitledSection>
  );
}
