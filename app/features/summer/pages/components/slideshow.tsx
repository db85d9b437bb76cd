import { useEffect, useState } from "react";
import { cn } from "#app/lib/cn";

const SLIDES = [
  { src: "/summer/slide-1.svg", alt: "" },
  { src: "/summer/slide-2.svg", alt: "" },
  { src: "/summer/slide-3.svg", alt: "" },
];
const INTERVAL_MS = 5000;

/** A photo of the media library placed in the slideshow (admin: Media → Home & summer photos). */
export interface SlideshowPhoto {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
}

/**
 * The landing hero's images, changing every 5 s with a 600 ms fade: the library photos placed
 * here, or the 3 built-in slides when there are none. It pauses while the pointer or focus is on
 * it, when the visitor presses Pause, and does not start for reduced motion. A photo is described
 * by its alt text while it shows; one photo alone does not move.
 */
export function Slideshow({
  children,
  photos = [],
}: {
  children: React.ReactNode;
  photos?: SlideshowPhoto[];
}) {
  const count = photos.length || SLIDES.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  const running = !paused && !hovered && !reduced && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, count]);
  const caption = photos[index]?.caption;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Summer at WIC"
      className="relative isolate overflow-hidden bg-brand-strong text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      {photos.length
        ? photos.map((photo, i) => (
            <img
              key={photo.src}
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              aria-hidden={i === index ? undefined : true}
              loading={i === 0 ? "eager" : "lazy"}
              decoding="async"
              data-active={i === index}
              className={cn(
                "absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-[600ms] motion-reduce:transition-none",
                i === index ? "opacity-100" : "opacity-0",
              )}
            />
          ))
        : SLIDES.map((slide, i) => (
            <img
              key={slide.src}
              src={slide.src}
              alt={slide.alt}
              aria-hidden="true"
              data-active={i === index}
              className={cn(
                "absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-[600ms] motion-reduce:transition-none",
                i === index ? "opacity-100" : "opacity-0",
              )}
            />
          ))}
      {children}
      {caption ? (
        <p className="absolute bottom-3 left-3 max-w-[55%] rounded-lg bg-black/70 px-3 py-1.5 text-sm font-semibold text-white">
          {caption}
        </p>
      ) : null}
      <div className="absolute bottom-3 right-3 flex items-center gap-2">
        <span className="sr-only">
          Image {index + 1} of {count}
        </span>
        {count > 1 ? (
          <button
            type="button"
            onClick={() => setPaused(!paused)}
            aria-pressed={paused}
            className="rounded-full bg-black/60 px-3 py-1.5 text-sm font-semibold text-white hover:bg-black/80"
          >
            {paused ? "Play slideshow" : "Pause slideshow"}
          </button>
        ) : null}
      </div>
    </section>
  );
}
