import { publicPageHeaders } from "#app/lib/http/cache-control";
import { ContentPage } from "../components/content-page";
import { loadContentPage } from "../content.server";
import { contentMeta } from "../content-meta";
import type { Route } from "./+types/what-is-wic";

export const headers = publicPageHeaders;

export const loader = () => loadContentPage("what-is-wic");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  contentMeta(matches, loaderData);

export default function WhatIsWic({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} />;
}
