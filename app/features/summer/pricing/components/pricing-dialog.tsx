import { TextDialog } from "#app/components/ui/modal";
import type { PricingModalData } from "../../pages/content";

function PricingBody({ programmes, note }: { programmes: PricingModalData[]; note: string }) {
  return (
    <div className="space-y-5">
      {programmes.map((programme) => (
        <section key={programme.id} aria-labelledby={`price-${programme.id}-title`}>
          <h3
            id={`price-${programme.id}-title`}
            className="text-lg font-semibold text-brand-strong"
          >
            {programme.title}{" "}
            <span className="text-sm font-normal text-stone-700">({programme.subtitle})</span>
          </h3>
          <p className="mt-1 font-semibold text-ink">{programme.headline}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
            {programme.leaflet.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="rounded-lg bg-brand-soft p-3 text-sm text-stone-800">{note}</p>
    </div>
  );
}

/**
 * A pricing modal (closed by × or Close). Without JavaScript the opener is a link to the same
 * text printed on the page (`#{fallbackId}`).
 */
export function PricingDialog({
  label,
  title,
  programmes,
  note,
  fallbackId,
  variant,
}: {
  label: string;
  title: string;
  programmes: PricingModalData[];
  /** The season's price note (pricing/price-text.ts `priceNote`). */
  note: string;
  fallbackId: string;
  variant?: "outline" | "primary" | "accent";
}) {
  return (
    <TextDialog
      label={label}
      variant={variant}
      fallbackHref={`#${fallbackId}`}
      title={title}
      description="Prices and discounts of the summer programmes"
      closeLabel="Close price breakdown"
    >
      <div className="mt-4">
        <PricingBody programmes={programmes} note={note} />
      </div>
    </TextDialog>
  );
}

/** The same prices printed on the page, for visitors without JavaScript (and print). */
export function PricingSection({
  id,
  programmes,
  note,
}: {
  id: string;
  programmes: PricingModalData[];
  note: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-2xl border border-stone-300 bg-white p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-brand-strong">
        Prices
      </h2>
      <div className="mt-4">
        <PricingBody programmes={programmes} note={note} />
      </div>
    </section>
  );
}
