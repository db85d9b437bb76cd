import type { ReactNode } from "react";
import { TermList } from "#app/components/ui/term-list";
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
  const bank = (
    [
      ["Account name", accountName],
      ["Sort code", sortCode],
      ["Account number", accountNumber],
      ["Reference", reference],
    ] satisfies [string, string][]
  ).filter(([, value]) => value?.trim());
  return (
    <div className={cn("grid gap-6", className)}>
      <Card id="give-at-centre" title="Give at the centre">
        <p className="mt-2 text-stone-700">
          Bring your donation to {site.name} and ask for a receipt, or a Gift Aid form if you pay UK
          tax.
        </p>
        <p className="mt-3 font-semibold text-ink">{formatPostalAddress(site)}</p>
      </Card>
      {bank.length > 0 ? (
        <Card id="give-by-transfer" title="Give by bank transfer">
          <TermList rows={bank} className="mt-3 gap-x-4 gap-y-2" />
        </Card>
      ) : null}
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id={id} className="text-xl font-semibold text-brand-strong">
        {title}
      </h2>
      {children}
    </section>
  );
}
