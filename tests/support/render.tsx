import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";

/** A route as a page test renders it: its id (which names its loader data), path and page. */
interface RenderedRoute {
  id: string;
  path: string;
  Component: ComponentType;
}

/** The HTML of the route's page at `url` (its path by default), its loader having answered `loaderData`. */
export function renderRoute(route: RenderedRoute, loaderData: unknown, url = route.path): string {
  const Stub = createRoutesStub([route]);
  return renderToString(
    <Stub initialEntries={[url]} hydrationData={{ loaderData: { [route.id]: loaderData } }} />,
  );
}

/** A page's visible text: no scripts or tags, entities read, one space between words. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
