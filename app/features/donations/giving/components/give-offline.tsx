import { cn } from "#app/lib/cn";
import { formatPostalAddress } from "#app/lib/config/site";
import { useSiteSettings } from "#app/lib/config/use-site-settings";

/**
 * How to give without online payment (Stripe keys unset): at the centre, or by bank transfer
 * with the details set in the admin's settings (empty ones are left out).
 */
export function GiveOffline({ className }: { className?: string }) {
  const site = useSiteSettings();
  const { accountName, sortCode, accountNumber, reference } = site.bankTransfer;
  const bank = [
    ["Account name", accountName],
    ["Sort code", sortCode],
    ["Account number", accountNumber],
    ["Reference", reference],
  ].filter(([, value]) => value?.trim());
  return (
    <div className={cn("grid gap-6", className)}>
      <section
        aria-labelledby="give-at-centre"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <h2 id="give-at-centre" className="text-xl font-semibold text-brand-strong">
          Give at the centre
        </h2>
        <p className="mt-2 text-stone-700">
          Bring your donation to {site.name} and ask for a receipt, or a Gift Aid form if you pay UK
          tax.
        </p>
        <p className="mt-3 font-semibold text-ink">{formatPostalAddress(site)}</p>
      </section>
      {bank.length > 0 ? (
        <section
          aria-labelledby="give-by-transfer"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        >
          <h2 id="give-by-transfer" className="text-xl font-semibold text-brand-strong">
            Give by bank transfer
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {bank.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-stone-700">{label}</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
