import type { BusinessCardData } from "../../cards.server";
import { OneLineLink } from "../../components/one-line-link";
import { SocialLinks } from "../../components/social-links";
import { initialsOf, mapsSearchUrl, truncate } from "../../rules";
import { CopyAddress } from "./copy-address";

/** A business in the directory grid (decision 0105). */
export function BusinessCard({ business }: { business: BusinessCardData }) {
  return (
    <article
      aria-labelledby={`business-${business.id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <details className="group border-b border-stone-200 bg-brand-soft px-4 py-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-strong">
          {business.primaryCategory}
        </summary>
        <dl className="mt-2 space-y-1 text-stone-800">
          {business.subcategory ? (
            <div>
              <dt className="inline font-semibold">Subcategory: </dt>
              <dd className="inline">{business.subcategory}</dd>
            </div>
          ) : null}
          {business.specialty ? (
            <div>
              <dt className="inline font-semibold">Specialty: </dt>
              <dd className="inline">{business.specialty}</dd>
            </div>
          ) : null}
          {business.secondaryCategories.length > 0 ? (
            <div>
              <dt className="inline font-semibold">Also in: </dt>
              <dd className="inline">{business.secondaryCategories.join(", ")}</dd>
            </div>
          ) : null}
        </dl>
      </details>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center gap-3">
          {business.logoUrl ? (
            <img
              src={business.logoUrl}
              alt={`${business.name} logo`}
              width={56}
              height={56}
              loading="lazy"
              className="size-14 rounded-xl object-cover ring-1 ring-stone-200"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-xl bg-brand text-lg font-semibold text-white"
            >
              {initialsOf(business.name)}
            </span>
          )}
          <h3 id={`business-${business.id}`} className="text-lg font-semibold text-ink">
            {business.name}
          </h3>
        </div>
        {business.description ? (
          <p className="text-sm text-stone-700" title={business.description}>
            {truncate(business.description)}
          </p>
        ) : null}
        <ul className="mt-auto space-y-1.5 text-sm text-stone-800">
          {business.website ? (
            <li>
              <OneLineLink
                href={business.website}
                text={business.website.replace(/^https?:\/\//, "")}
                external
                className="font-semibold text-brand-strong"
              >
                <span className="sr-only"> (opens in a new tab)</span>
              </OneLineLink>
            </li>
          ) : null}
          <li>
            {/* Copy follows the address's last line, so the address keeps the card's width. */}
            <a
              href={mapsSearchUrl(business.address)}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2"
            >
              {business.address}
              <span className="sr-only"> (map, opens in a new tab)</span>
            </a>{" "}
            <CopyAddress address={business.address} label={business.name} />
          </li>
          {business.phone ? (
            <li>
              <a
                href={`tel:${business.phone.replace(/\s+/g, "")}`}
                className="underline underline-offset-2"
              >
                {business.phone}
              </a>
            </li>
          ) : null}
          {business.email ? (
            <li>
              <OneLineLink href={`mailto:${business.email}`} text={business.email} />
            </li>
          ) : null}
        </ul>
        <SocialLinks social={business.social} owner={business.name} />
      </div>
    </article>
  );
}
