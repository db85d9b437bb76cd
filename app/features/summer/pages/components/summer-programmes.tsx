import { ButtonLink } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { PricingDialog, PricingSection } from "../../pricing/components/pricing-dialog";
import type { ProgrammesContent } from "../page-content";
import type { SummerLinks } from "../summer-links";

/**
 * The programmes page (/summer/programmes) of a season: each card in full, with its points and
 * weekly topics. The public page's, and the admin's preview.
 */
export function SummerProgrammes({
  content: { lead, cards, modals, note },
  links,
  notice,
}: {
  content: ProgrammesContent;
  links: SummerLinks;
  /** Why the season cannot be booked now. */
  notice?: string | null;
}) {
  return (
    <>
      <PageHeader title="Summer Programmes" lead={lead} />
      <Container className="space-y-10 py-12">
        {notice ? (
          <p className="rounded-2xl border border-brand bg-brand-soft p-4 font-semibold text-ink">
            {notice}
          </p>
        ) : null}
        {cards.map((card) => {
          const modal = modals.filter((programme) => programme.id === card.id);
          return (
            <article
              key={card.id}
              aria-labelledby={`${card.id}-title`}
              className="rounded-2xl border border-stone-300 bg-white p-6 shadow-sm sm:p-8"
            >
              <h2 id={`${card.id}-title`} className="text-2xl font-semibold text-brand-strong">
                {card.title}
              </h2>
              <p className="text-sm font-semibold text-stone-700">
                {card.subtitle} · {card.timetable}
              </p>
              <p className="mt-4 text-stone-800">{card.intro}</p>
              {card.bullets.length > 0 ? (
                <ul className="mt-4 list-disc space-y-1 pl-5 text-stone-800">
                  {card.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
              {card.topics.length > 0 ? (
                <h3 className="mt-6 text-lg font-semibold text-brand-strong">Weekly topics</h3>
              ) : null}
              <div className="mt-3 grid gap-4 md:grid-cols-3">
                {card.topics.map((group) => (
                  <div key={group.group} className="rounded-xl bg-brand-soft p-4">
                    <h4 className="font-semibold text-ink">{group.group}</h4>
                    <ol className="mt-2 space-y-1 text-sm text-stone-800">
                      {group.weeks.map((topic, week) => (
                        <li key={topic}>
                          <span className="font-semibold">Week {week + 1}:</span> {topic}
                        </li>
                      ))}
                    </ol>
                  </div>
                ))}
              </div>
              <p className="mt-6 text-stone-800">
                <span className="font-semibold">Dates:</span> {card.dates}
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                {links.register ? (
                  <ButtonLink to={links.register} variant="accent">
                    Sign Up Now
                  </ButtonLink>
                ) : null}
                <PricingDialog
                  label="Price Breakdown"
                  title={`Price Breakdown: ${modal[0]?.title ?? card.title}`}
                  programmes={modal}
                  note={note}
                  fallbackId={`prices-${card.id}`}
                />
              </div>
            </article>
          );
        })}
        {cards.map((card) => (
          <PricingSection
            key={card.id}
            id={`prices-${card.id}`}
            programmes={modals.filter((programme) => programme.id === card.id)}
            note={note}
          />
        ))}
      </Container>
    </>
  );
}
