import { createContext, useContext } from "react";
import { type SiteConfig, site } from "./site";

/**
 * The centre's settings for the components below it: the root layout provides what the root
 * loader read for this page, the email outbox what it read when the email was queued.
 */
export const SiteSettingsContext = createContext<SiteConfig>(site);

/** The centre's settings in a component (a page or an email). */
export function useSiteSettings(): SiteConfig {
  return useContext(SiteSettingsContext);
}
