import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { academyJsonLd } from "#app/lib/seo/structured-data";
import { ContentPage } from "../components/content-page";
import { loadContentPage } from "../content.server";
import { contentMeta } from "../content-meta";
import type { Route } from "./+types/why-choose-wic";

export const headers = publicPageHeaders;

export const loader = async () => ({
  page: await loadContentPage("why-choose-wic"),
  structuredData: academyJsonLd(env().PUBLIC_URL, await getSiteSettings()),
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  contentMeta(matches, loaderData?.page);

export default function WhyChooseWic({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} />;
}
