import { Link } from "react-router";
import { Container, PageHeader } from "#app/components/ui/container";
import { pageMeta } from "#app/lib/meta";
import { faq } from "../page-text";
import { seasonPageData } from "../pages.server";
import type { Route } from "./+types/faq";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Summer FAQ",
    description:
      "Questions and answers about the summer programmes at Watford Islamic Centre: dates, ages, prices, discounts and payment.",
  });
}

/** One question open at a time: native exclusive <details name> (works without JavaScript). */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const { season } = await seasonPageData(request);
  return { questions: faq(season) };
}

export default function SummerFaqPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Summer FAQ"
        lead="Everything parents ask about Wicked Wednesdays & Weekends."
      />
      <Container width="text" className="py-12">
        <div className="divide-y divide-stone-200 rounded-2xl border border-stone-300 bg-white">
          {loaderData.questions.map((item) => (
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
        <p className="mt-8">
          <Link
            to="/summer/register"
            className="font-semibold text-brand-strong underline underline-offset-4"
          >
            Start Registration
          </Link>
        </p>
      </Container>
    </>
  );
}
