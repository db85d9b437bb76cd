import { pageMeta } from "#app/lib/meta";
import { SummerTerms } from "../components/summer-terms";
import { termsContent } from "../page-content";
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
  return termsContent(season);
}

export default function SummerTermsPage({ loaderData }: Route.ComponentProps) {
  return <SummerTerms content={loaderData} />;
}
