import { Link } from "react-router";
import { Container, PageHeader } from "#app/components/ui/container";
import type { FaqContent } from "../page-content";
import type { SummerLinks } from "../summer-links";

/**
 * The summer FAQ of a season, one question open at a time (native exclusive <details name>,
 * which works without JavaScript). The public page's, and the admin's preview.
 */
export function SummerFaq({
  content: { questions },
  links,
}: {
  content: FaqContent;
  links: SummerLinks;
}) {
  return (
    <>
      <PageHeader
        title="Summer FAQ"
        lead="Everything parents ask about Wicked Wednesdays & Weekends."
      />
      <Container width="text" className="py-12">
        <div className="divide-y divide-stone-200 rounded-2xl border border-stone-300 bg-white">
          {questions.map((item) => (
            <details key={item.question} name="summer-faq" className="group p-5">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 font-semibold text-ink">
                {item.question}
                <span
                  aria-hidden="true"
                  className="text-xl text-brand transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 text-stone-800">{item.answer}</p>
            </details>
          ))}
        </div>
        {links.register ? (
          <p className="mt-8">
            <Link
              to={links.register}
              className="font-semibold text-brand-strong underline underline-offset-4"
            >
              Start Registration
            </Link>
          </p>
        ) : null}
      </Container>
    </>
  );
}
