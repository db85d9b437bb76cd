import { env } from "#app/lib/config/env.server";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { ContentPage, withBreadcrumb } from "../components/content-page";
import { loadContentPage } from "../content.server";
import { contentMeta } from "../content-meta";
import type { Route } from "./+types/policy-terms";

export const headers = publicPageHeaders;

export const loader = async () =>
  withBreadcrumb(await loadContentPage("policies/terms"), env().PUBLIC_URL);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  contentMeta(matches, loaderData?.page);

export default function PolicyTerms({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} />;
}
