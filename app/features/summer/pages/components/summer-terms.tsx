import { Container, PageHeader } from "#app/components/ui/container";
import type { TermsContent } from "../page-content";

/** The summer terms and conditions of a season: the public page's, and the admin's preview. */
export function SummerTerms({ content: { lead, sections } }: { content: TermsContent }) {
  return (
    <>
      <PageHeader title="Summer Terms & Conditions" lead={lead} />
      <Container width="text" className="py-12">
        <ol className="space-y-8">
          {sections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`terms-${index + 1}`}>
                <h2 id={`terms-${index + 1}`} className="text-xl font-semibold text-brand-strong">
                  {index + 1}. {section.title}
                </h2>
                <p className="mt-2 text-stone-800">{section.body}</p>
              </section>
            </li>
          ))}
        </ol>
      </Container>
    </>
  );
}
