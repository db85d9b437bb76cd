import { Link } from "react-router";
import { GeometricPattern } from "#app/components/layout/geometric-pattern";
import { ButtonLink } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { HeroHeading } from "#app/components/ui/hero-heading";
import { academyHomeLine } from "#app/features/academy/index.server";
import { LatestPosts } from "#app/features/blog";
import { latestPostsForHome } from "#app/features/blog/index.server";
import { CampaignProgress } from "#app/features/donations";
import { runningCampaigns } from "#app/features/donations/index.server";
import { EidPrayersPanel } from "#app/features/eid";
import { eidNotice } from "#app/features/eid/index.server";
import { homeHeroImage } from "#app/features/media/index.server";
import { HomePrayerSection } from "#app/features/prayer-times";
import { homePrayerData } from "#app/features/prayer-times/index.server";
import { ramadanHomeData } from "#app/features/ramadan/index.server";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { formatPostalAddress } from "#app/lib/config/site";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { requestNow } from "#app/lib/http/clock.server";
import { pageMeta, settingsFromMatches } from "#app/lib/meta";
import { JsonLd } from "#app/lib/seo/json-ld";
import { mosqueJsonLd } from "#app/lib/seo/structured-data";
import { localDate } from "#app/lib/time/london";
import { RamadanHomePanel } from "../components/ramadan-panel";
import type { Route } from "./+types/home";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = settingsFromMatches(matches);
  return pageMeta(matches, { title: site.name, description: site.description });
}

export async function loader({ request }: Route.LoaderArgs) {
  const publicUrl = env().PUBLIC_URL;
  const [prayer, ramadan, eid, latestPosts, academyLine, heroImage, campaigns, site] =
    await Promise.all([
      homePrayerData(request),
      ramadanHomeData(request),
      eidNotice(request),
      latestPostsForHome(),
      academyHomeLine(),
      homeHeroImage(),
      runningCampaigns(localDate(requestNow(request))),
      getSiteSettings(),
    ]);
  // The centre itself, for search engines: described once, here, and built on the server.
  const structuredData = publicUrl ? mosqueJsonLd(publicUrl, site) : null;
  return { prayer, ramadan, eid, latestPosts, academyLine, heroImage, campaigns, structuredData };
}

interface Destination {
  href: string;
  title: string;
  text: string;
  icon: string;
}

const destinations: Destination[] = [
  {
    href: "/enrol-now",
    title: "WIC Academy",
    // The current term's line is added by the page (academyHomeLine).
    text: "Qur'an, Arabic and Islamic education for children aged 4–16 and adults.",
    icon: "M4 6h7a3 3 0 0 1 3 3v11a2 2 0 0 0-2-2H4zM20 6h-7a3 3 0 0 0-3 3v11a2 2 0 0 1 2-2h8z",
  },
  {
    href: "/projects",
    title: "Community projects",
    text: "A library, a football club, youth club, elders' circle, baby and mum, business networking and more.",
    icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0",
  },
  {
    href: "/summer",
    title: "Summer programmes",
    text: "Wicked Wednesdays & Weekends: Saturday Fantastic 5 and a Qur'an Intensive for the holidays.",
    icon: "M12 4v2m0 12v2M4 12h2m12 0h2M6.3 6.3l1.4 1.4m8.6 8.6 1.4 1.4M6.3 17.7l1.4-1.4m8.6-8.6 1.4-1.4M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  },
  {
    href: "/prayer-times",
    title: "Prayer times",
    text: "Today's adhan and iqamah times, Jumu'ah and the monthly timetable.",
    icon: "M12 3a9 9 0 1 0 9 9M12 7v5l3 2",
  },
  {
    href: "/directory",
    title: "Business directory",
    text: "Find local Muslim-run businesses and professionals, or list your own.",
    icon: "M4 7h16v12H4zM9 7V5h6v2M4 12h16",
  },
  {
    href: "/contact",
    title: "Contact us",
    text: "Questions, visits or ideas? Send us a message and we will get back to you.",
    icon: "M4 6h16v12H4zM4 7l8 6 8-6",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { prayer, ramadan, eid, latestPosts, academyLine, heroImage, campaigns, structuredData } =
    loaderData;
  const site = useSiteSettings();
  return (
    <>
      {structuredData ? <JsonLd data={structuredData} /> : null}
      <section className="relative isolate overflow-hidden bg-brand-strong text-white">
        {heroImage ? (
          <>
            {/* The centre's own photo (admin: Media → Home & summer photos), under a veil that keeps the text readable. */}
            <img
              src={heroImage.src}
              alt={heroImage.alt}
              width={heroImage.width}
              height={heroImage.height}
              fetchPriority="high"
              decoding="async"
              className="absolute inset-0 -z-20 size-full object-cover"
            />
            <div className="absolute inset-0 -z-10 bg-brand-strong/75 sm:bg-transparent sm:bg-gradient-to-r sm:from-brand-strong sm:via-brand-strong/85 sm:to-brand-strong/30" />
          </>
        ) : (
          <>
            <GeometricPattern
              className="absolute inset-0 -z-10 size-full text-white/10"
              tile={72}
            />
            <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-strong via-brand-strong/90 to-transparent" />
          </>
        )}
        <Container className="py-16 sm:py-24">
          <HeroHeading
            eyebrow="Assalamu alaikum · Welcome"
            title={site.name}
            lead={site.tagline}
            titleClassName="max-w-3xl sm:text-6xl"
            leadClassName="max-w-2xl sm:text-xl"
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/enrol-now" variant="accent">
              Join WIC Academy
            </ButtonLink>
            <ButtonLink
              to="/prayer-times"
              className="bg-white/10 ring-1 ring-white/60 hover:bg-white/20"
            >
              Today's prayer times
            </ButtonLink>
          </div>
          <p className="mt-10 text-sm text-stone-200">
            <span className="font-semibold text-white">Find us:</span> {formatPostalAddress(site)}
          </p>
        </Container>
      </section>

      {ramadan ? <RamadanHomePanel {...ramadan} /> : null}
      {eid ? (
        <Container className={ramadan ? "pt-6" : "pt-14"}>
          <EidPrayersPanel notice={eid} />
        </Container>
      ) : null}
      <HomePrayerSection {...prayer} />

      {campaigns.length > 0 ? (
        <section aria-labelledby="appeals-heading" className="bg-accent-soft py-12">
          <Container>
            <h2 id="appeals-heading" className="text-3xl font-semibold text-brand-strong">
              Current appeals
            </h2>
            <ul className="mt-6 grid gap-5 md:grid-cols-2">
              {campaigns.map((campaign) => (
                <li key={campaign.id}>
                  <CampaignProgress
                    campaign={campaign}
                    className="h-full"
                    action={
                      <ButtonLink to={`/donate?fund=${encodeURIComponent(campaign.fundSlug)}`}>
                        Donate<span className="sr-only"> to {campaign.title}</span>
                      </ButtonLink>
                    }
                  />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      <Container className="py-14">
        <h2 className="text-3xl font-semibold text-brand-strong">What we offer</h2>
        <p className="mt-3 max-w-2xl text-stone-700">{site.description}</p>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <Link
            to="/what-is-wic"
            className="font-semibold text-brand-strong underline underline-offset-4"
          >
            What is WIC?
          </Link>
          <Link
            to="/why-choose-wic"
            className="font-semibold text-brand-strong underline underline-offset-4"
          >
            Why choose WIC Academy?
          </Link>
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {destinations.map((destination) => (
            <li key={destination.href}>
              <Link
                to={destination.href}
                className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <svg
                    viewBox="0 0 24 24"
                    className="size-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d={destination.icon} />
                  </svg>
                </span>
                <h3 className="mt-4 text-xl font-semibold text-brand-strong">
                  {destination.title}
                </h3>
                <p className="mt-2 flex-1 text-stone-700">
                  {destination.href === "/enrol-now"
                    ? `${destination.text} ${academyLine}`
                    : destination.text}
                </p>
                <span
                  className="mt-4 font-semibold text-brand-strong group-hover:underline"
                  aria-hidden="true"
                >
                  Find out more →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
      <LatestPosts posts={latestPosts} />
    </>
  );
}
