import { useRouteLoaderData } from "react-router";
import { type SiteConfig, site } from "./site";

/** The centre's settings in a component, as the root loader read them for this page. */
export function useSiteSettings(): SiteConfig {
  const data = useRouteLoaderData("root") as { settings?: SiteConfig } | undefined;
  return data?.settings ?? site;
}
