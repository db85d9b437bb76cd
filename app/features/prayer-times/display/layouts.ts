/**
 * The wall screens' layouts, chosen per screen in the admin (decision 0384): named screens, each
 * opened at /display?screen=<its name as a slug> (or /tv?screen=…), and a default layout for any
 * other address.
 */
export const SCREEN_LAYOUTS = ["standard", "large"] as const;
export type ScreenLayout = (typeof SCREEN_LAYOUTS)[number];

export const SCREEN_LAYOUT_LABELS: Record<ScreenLayout, string> = {
  standard: "Standard",
  large: "Large type",
};

/** How many named screens the admin lists. */
export const MAX_NAMED_SCREENS = 6;

export type NamedScreen = { name: string; layout: ScreenLayout };

export type WallScreens = { defaultLayout: ScreenLayout; screens: NamedScreen[] };

export const DEFAULT_WALL_SCREENS: WallScreens = { defaultLayout: "standard", screens: [] };

/** A screen's name in its address: "Sisters' hall" → "sisters-hall". */
export const screenSlug = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f']/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** The screen at `slug` (the address's `screen`), or none: the unknown and the absent get the default. */
const namedScreen = (screens: WallScreens, slug: string | null): NamedScreen | null =>
  (slug && screens.screens.find((screen) => screenSlug(screen.name) === slug)) || null;

/** The layout of the screen opened with `?screen=slug`. */
export const layoutOf = (screens: WallScreens, slug: string | null): ScreenLayout =>
  namedScreen(screens, slug)?.layout ?? screens.defaultLayout;

/** The address a named screen is opened at. */
export const screenAddress = (name: string, path = "/display") =>
  `${path}?screen=${screenSlug(name)}`;
