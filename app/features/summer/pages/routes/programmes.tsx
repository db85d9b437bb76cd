import { privatePageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { SummerProgrammes } from "../components/summer-programmes";
import { programmesContent } from "../page-content";
import { seasonPageData } from "../pages.server";
import { publicLinks } from "../summer-links";
import type { Route } from "./+types/programmes";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Summer Programmes",
    description:
      "Saturdays – Fantastic 5 and the Sundays + Wednesdays Qur'an Intensive: weekly topics for Teen Boys, Teen Girls and Kids & Juniors, dates and prices.",
  });
}

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { season, notice } = await seasonPageData(request);
  return { notice, ...programmesContent(season) };
}

export default function ProgrammesPage({ loaderData }: Route.ComponentProps) {
  const { notice, ...content } = loaderData;
  return <SummerProgrammes content={content} notice={notice} links={publicLinks(notice)} />;
}
