import { Container, PageHeader } from "#app/components/ui/container";
import { pageMeta } from "#app/lib/meta";
import { landingCopy, terms } from "../page-text";
import { seasonPageData } from "../pages.server";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Summer Terms & Conditions",
    description: "Terms and conditions of the summer programmes at Watford Islamic Centre.",
  });
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const { season } = await seasonPageData(request);
  return { lead: landingCopy(season).termsLead, sections: terms(season) };
}

export default function SummerTermsPage({ loaderData }: Route.ComponentProps) {
  const { lead, sections } = loaderData;
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
