import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import {
  configuredSocialLinks,
  formatPostalAddress,
  type SiteConfig,
  SOCIAL_NETWORK_NAMES,
} from "#app/lib/config/site";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { StarMark } from "./geometric-pattern";
import { LinkList } from "./link-list";
import { footerLegalLinks, footerQuickLinks, type NavLink } from "./navigation";

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-accent-soft">
        {title}
      </h2>
      <LinkList links={links} className="mt-3 space-y-2">
        {(link) => (
          <Link to={link.href} className="text-stone-100 underline-offset-4 hover:underline">
            {link.label}
          </Link>
        )}
      </LinkList>
    </nav>
  );
}

function ContactLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: string;
}) {
  return (
    <p>
      <a href={href} className={cn(className, "underline-offset-4 hover:underline")}>
        {children}
      </a>
    </p>
  );
}

const DAY_ABBREVIATIONS: Record<string, string> = {
  Monday: "Mon",
  Tuesday: "Tue",
  Wednesday: "Wed",
  Thursday: "Thu",
  Friday: "Fri",
  Saturday: "Sat",
  Sunday: "Sun",
};
const WEEK = Object.keys(DAY_ABBREVIATIONS);

/** "Mon–Thu" for consecutive days, "Mon, Wed" otherwise. */
function dayRange(days: string[]): string {
  const short = days.map((day) => DAY_ABBREVIATIONS[day] ?? day);
  const positions = days.map((day) => WEEK.indexOf(day));
  const consecutive =
    days.length > 2 &&
    positions.every(
      (position, index) =>
        position >= 0 && (index === 0 || position === (positions[index - 1] ?? -2) + 1),
    );
  return consecutive ? `${short[0]}–${short.at(-1)}` : short.join(", ");
}

/** "5pm", "9:30am" from "17:00", "09:30". */
function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "pm" : "am";
  const hour = hours % 12 || 12;
  return minutes ? `${hour}:${String(minutes).padStart(2, "0")}${suffix}` : `${hour}${suffix}`;
}

function OpeningHours({ hours }: { hours: SiteConfig["openingHours"] }) {
  if (!hours.length) return null;
  return (
    <>
      <h2 className="mt-6 font-sans text-sm font-semibold uppercase tracking-wider text-accent-soft">
        Opening hours
      </h2>
      <ul className="mt-3 space-y-1 text-stone-100">
        {hours.map((row) => (
          <li key={`${row.days.join()}-${row.opens}`}>
            {dayRange(row.days)} {clock(row.opens)}–{clock(row.closes)}
          </li>
        ))}
      </ul>
    </>
  );
}

export function SiteFooter({ year }: { year: number }) {
  const site = useSiteSettings();
  const socials = configuredSocialLinks(site);
  return (
    <footer className="mt-16 bg-brand-strong text-stone-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-3 font-display text-xl font-semibold text-white">
            <StarMark className="size-9 text-brand" />
            {site.name}
          </p>
          <p className="mt-3 text-stone-200">{site.tagline}</p>
          {socials.length ? (
            <ul className="mt-4 flex flex-wrap gap-3" aria-label="Social media">
              {socials.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} rel="noopener noreferrer" target="_blank" className="underline">
                    {SOCIAL_NETWORK_NAMES[network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FooterLinks title="Quick links" links={footerQuickLinks} />
        <FooterLinks title="Policies" links={footerLegalLinks} />
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-accent-soft">
            Visit us
          </h2>
          <address className="mt-3 space-y-2 not-italic text-stone-100">
            <p>{formatPostalAddress(site)}</p>
            <ContactLink href={`tel:${site.phone.international}`}>{site.phone.display}</ContactLink>
            <ContactLink href={`mailto:${site.emails.contact}`} className="break-all">
              {site.emails.contact}
            </ContactLink>
          </address>
          <OpeningHours hours={site.openingHours} />
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-stone-200 sm:px-6">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
