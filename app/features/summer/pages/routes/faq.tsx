import { pageMeta } from "#app/lib/meta";
import { SummerFaq } from "../components/summer-faq";
import { faqContent } from "../page-content";
import { seasonPageData } from "../pages.server";
import { publicLinks } from "../summer-links";
import type { Route } from "./+types/faq";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Summer FAQ",
    description:
      "Questions and answers about the summer programmes at Watford Islamic Centre: dates, ages, prices, discounts and payment.",
  });
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const { season } = await seasonPageData(request);
  return faqContent(season);
}

export default function SummerFaqPage({ loaderData }: Route.ComponentProps) {
  return <SummerFaq content={loaderData} links={publicLinks()} />;
}
