import { Link } from "react-router";
import type { Announcement } from "#app/lib/config/announcement";
import { isSitePath } from "#app/lib/links";

/**
 * The site-wide announcement (set at /admin/settings), above the header of every public page
 * between its dates. White on the strong brand colour, whose contrast the settings check.
 */
export function AnnouncementBanner({ announcement }: { announcement: Announcement | null }) {
  if (!announcement) return null;
  const { text, link, linkText } = announcement;
  const label = linkText || "Find out more";
  return (
    <section
      aria-label="Announcement"
      className="bg-brand-strong px-4 py-2.5 text-center text-sm text-white print:hidden"
    >
      <p className="mx-auto max-w-7xl">
        {text}
        {link ? (
          <>
            {" "}
            {isSitePath(link) ? (
              <Link to={link} className="font-semibold underline underline-offset-4">
                {label}
              </Link>
            ) : (
              <a
                href={link}
                rel="noopener noreferrer"
                className="font-semibold underline underline-offset-4"
              >
                {label}
              </a>
            )}
          </>
        ) : null}
      </p>
    </section>
  );
}
