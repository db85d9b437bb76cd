import { RetentionSchedule } from "#app/features/privacy";
import { env } from "#app/lib/config/env.server";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { JsonLd } from "#app/lib/seo/json-ld";
import { breadcrumbJsonLd } from "#app/lib/seo/structured-data";
import { ContentPage } from "../components/content-page";
import { loadContentPage } from "../content.server";
import { contentMeta } from "../content-meta";
import type { Route } from "./+types/policy-privacy";

export const headers = publicPageHeaders;

export const loader = async () => {
  const page = await loadContentPage("policies/privacy");
  return {
    page,
    structuredData: breadcrumbJsonLd(env().PUBLIC_URL, [{ name: page.title, path: page.path }]),
  };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  contentMeta(matches, loaderData?.page);

export default function PolicyPrivacy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.structuredData} />
      <ContentPage page={loaderData.page} afterContent={<RetentionSchedule />} />
    </>
  );
}
