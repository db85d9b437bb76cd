export interface NavLink {
  href: string;
  label: string;
}

export const primaryNavigation: NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/prayer-times", label: "Prayer Times" },
  { href: "/timetable", label: "Timetable" },
  { href: "/projects", label: "Projects" },
  { href: "/projects/advice-and-counselling", label: "Advice & Counselling" },
  { href: "/what-is-wic", label: "What is WIC?" },
  { href: "/quran-competition", label: "Qur'an Competition" },
  { href: "/volunteer", label: "Volunteer" },
  { href: "/donate", label: "Donate" },
  { href: "/contact", label: "Contact" },
];

export const callsToAction: NavLink[] = [
  { href: "/enrol-now", label: "JOIN WIC ACADEMY" },
  { href: "/directory", label: "BUSINESS DIRECTORY" },
];

export const footerQuickLinks: NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/enrol", label: "Enrol" },
  { href: "/projects", label: "Projects" },
  { href: "/volunteer", label: "Volunteer" },
  { href: "/donate", label: "Donate" },
];

export const footerLegalLinks: NavLink[] = [
  { href: "/academy-policy", label: "Academy Policy" },
  { href: "/policies/privacy", label: "Privacy Policy" },
  { href: "/policies/terms", label: "Terms of Use" },
];

/**
 * The links without those to project pages that visitors cannot see (hidden by staff):
 * `visible` are the slugs of the visible projects (unknown, e.g. on an error page: all kept).
 */
export function withVisibleProjects(
  links: NavLink[],
  visible: readonly { slug: string }[] | undefined,
): NavLink[] {
  if (!visible) return links;
  const slugs = new Set(visible.map((project) => project.slug));
  return links.filter((link) => {
    const slug = /^\/projects\/([^/]+)$/.exec(link.href)?.[1];
    return slug === undefined || slugs.has(slug);
  });
}

/** True when `pathname` is `href` or lies below it; "/" matches only itself. */
export function pathMatches(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The one link to mark active: the most specific link whose path matches, so that on
 * /projects/advice-and-counselling only "Advice & Counselling" is marked, not "Projects" too.
 */
export function activeHref(pathname: string, links: NavLink[]): string | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let best: string | null = null;
  for (const { href } of links) {
    if (pathMatches(normalised, href) && (best === null || href.length > best.length)) best = href;
  }
  return best;
}
