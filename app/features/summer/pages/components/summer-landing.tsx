import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink, buttonClasses } from "#app/components/ui/button";
import { Band, Container } from "#app/components/ui/container";
import { HeroHeading } from "#app/components/ui/hero-heading";
import { VideoFacade } from "#app/components/ui/video-facade";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { PricingDialog, PricingSection } from "../../pricing/components/pricing-dialog";
import type { LandingContent } from "../page-content";
import type { SummerLinks } from "../summer-links";
import { Slideshow, type SlideshowPhoto } from "./slideshow";

const TESTIMONIALS = [
  {
    quote:
      "My son couldn't wait for Saturdays. He came home every week with something new to tell us.",
    by: "Parent of a 9-year-old",
  },
  {
    quote:
      "The Qur'an Intensive gave my daughter real confidence in her recitation in just six weeks.",
    by: "Parent of a 13-year-old",
  },
  {
    quote: "Well organised, caring staff and great value with the sibling discount for our three.",
    by: "Parent of three",
  },
];

/** The summer landing page (/summer) of a season: the public page's, and the admin's preview. */
export function SummerLanding({
  content: { copy, cards, modals, note },
  photos,
  links,
  notice,
}: {
  content: LandingContent;
  photos: SlideshowPhoto[];
  links: SummerLinks;
  /** Why the season cannot be booked now, under the hero. */
  notice?: ReactNode;
}) {
  // The gallery's videos are set at /admin/settings (YouTube or Vimeo).
  const gallery = useSiteSettings().videos.summerGallery;
  return (
    <>
      <Slideshow photos={photos}>
        {/* Photos can be bright anywhere: the text keeps its contrast on a darker veil. */}
        <div
          className={
            photos.length
              ? "bg-gradient-to-r from-black/75 to-black/55"
              : "bg-gradient-to-r from-black/60 to-black/10"
          }
        >
          <Container className="py-20 sm:py-28">
            <HeroHeading eyebrow={copy.eyebrow} title={copy.title} lead={copy.intro} />
            <div className="mt-8 flex flex-wrap gap-3">
              {links.register ? (
                <Link to={links.register} className={buttonClasses("accent")}>
                  Start Registration
                </Link>
              ) : null}
              <Link
                to={links.programmes}
                className="inline-flex items-center justify-center rounded-full border-2 border-white px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
              >
                Find Out More
              </Link>
            </div>
          </Container>
        </div>
      </Slideshow>

      {notice ? <Container className="pt-10">{notice}</Container> : null}

      <Band headingId="programmes-heading" title="Our programmes">
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {cards.map((card) => (
            <article
              key={card.id}
              className="flex flex-col rounded-2xl border border-stone-300 bg-white p-6 shadow-sm"
            >
              <h3 className="text-xl font-semibold text-brand-strong">{card.title}</h3>
              <p className="text-sm font-semibold text-stone-700">
                {card.subtitle} · {card.rate}
              </p>
              <p className="mt-3 flex-1 text-stone-800">{card.intro}</p>
              <p className="mt-3 text-sm text-stone-700">Dates: {card.dates}</p>
            </article>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={links.programmes}>Full Breakdown of Programmes</ButtonLink>
          <PricingDialog
            label="Prices"
            title="Summer prices"
            programmes={modals}
            note={note}
            fallbackId="prices"
          />
          {links.register ? (
            <ButtonLink to={links.register} variant="accent">
              Sign Up Now
            </ButtonLink>
          ) : null}
        </div>
      </Band>

      <Band headingId="schedule-heading" title="Schedule" className="bg-brand-soft">
        <p className="mt-2 text-stone-700">{copy.sessions}</p>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {copy.schedule.map((row) => (
            <div key={row.programme} className="rounded-2xl bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-brand-strong">{row.programme}</h3>
              <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
                {row.dates.map((date) => (
                  <li key={date} className="rounded-lg bg-stone-100 px-2 py-1 text-center">
                    {date}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Band>

      <Band headingId="parents-heading" title="What parents say">
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <figure
              key={testimonial.by}
              className="rounded-2xl border border-stone-300 bg-white p-6 shadow-sm"
            >
              <blockquote className="text-stone-800">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-3 text-sm font-semibold text-stone-700">
                {testimonial.by}
              </figcaption>
            </figure>
          ))}
        </div>
      </Band>

      <Band headingId="gallery-heading" title={copy.galleryHeading} className="bg-stone-100">
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {gallery.map((video) =>
            video.youtubeId || video.vimeoId ? (
              <VideoFacade
                key={video.title}
                video={video}
                unavailable="Come to a summer day to see it for yourself."
              />
            ) : (
              <figure key={video.title}>
                <div className="flex aspect-video items-center justify-center rounded-xl bg-stone-300 text-stone-800">
                  Video not available.
                </div>
                <figcaption className="mt-2 text-sm font-semibold">{video.title}</figcaption>
              </figure>
            ),
          )}
        </div>
      </Band>

      <Container className="py-14">
        <PricingSection id="prices" programmes={modals} note={note} />
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
          <Link to={links.faq} className="text-brand-strong underline underline-offset-4">
            FAQ
          </Link>
          <Link to="/blog" className="text-brand-strong underline underline-offset-4">
            Our Blogs
          </Link>
          <Link to={links.terms} className="text-brand-strong underline underline-offset-4">
            Terms &amp; Conditions
          </Link>
        </p>
      </Container>
    </>
  );
}
