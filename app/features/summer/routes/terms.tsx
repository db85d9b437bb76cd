import { Container, PageHeader } from "~/components/ui/container";
import { pageMeta } from "~/lib/meta";
import { TERMS } from "../content";

export const meta = () =>
  pageMeta({
    title: "Summer Terms & Conditions",
    description: "Terms and conditions of the summer programmes at Watford Islamic Centre.",
  });

export default function SummerTermsPage() {
  return (
    <>
      <PageHeader
        title="Summer Terms & Conditions"
        lead="Wicked Wednesdays & Weekends, summer 2025."
      />
      <Container width="text" className="py-12">
        <ol className="space-y-8">
          {TERMS.map((section, index) => (
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
