import { summerSlideshowImages } from "#app/features/media/index.server";
import { pageMeta } from "#app/lib/meta";
import { SeasonNotice } from "../../registration/components/opening-notice";
import { SummerLanding } from "../components/summer-landing";
import { landingContent } from "../page-content";
import { notifyAction, seasonPageData } from "../pages.server";
import { publicLinks } from "../summer-links";
import type { Route } from "./+types/summer";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData ? loaderData.copy.title : "Summer programmes",
    description: loaderData
      ? loaderData.copy.description
      : "Summer programmes at Watford Islamic Centre.",
  });
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const [{ season, notice, signUpSeasonId }, photos] = await Promise.all([
    seasonPageData(request),
    summerSlideshowImages(),
  ]);
  return { notice, signUpSeasonId, photos, ...landingContent(season) };
}

/** "Tell me when it opens". */
export async function action({ request, context }: Route.ActionArgs) {
  return notifyAction(request, await request.formData(), context, "/summer", { notify: true });
}

export default function SummerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, signUpSeasonId, photos, ...content } = loaderData;
  return (
    <SummerLanding
      content={content}
      photos={photos}
      links={publicLinks(notice)}
      notice={
        notice ? (
          <SeasonNotice
            notice={notice}
            canSignUp={signUpSeasonId !== null}
            lastResult={actionData?.result}
          />
        ) : null
      }
    />
  );
}
