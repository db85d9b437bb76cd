import { env } from "~/lib/config/env.server";
import { JsonLd } from "~/lib/seo/json-ld";
import { academyJsonLd } from "~/lib/seo/structured-data";
import { ContentPage } from "../components/content-page";
import { loadContentPage } from "../content.server";
import { contentMeta } from "../content-meta";
import type { Route } from "./+types/why-choose-wic";

export const loader = async () => ({
  page: await loadContentPage("why-choose-wic"),
  structuredData: academyJsonLd(env().PUBLIC_URL),
});

export const meta = ({ loaderData }: Route.MetaArgs) => contentMeta(loaderData?.page);

export default function WhyChooseWic({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.structuredData} />
      <ContentPage page={loaderData.page} />
    </>
  );
}
