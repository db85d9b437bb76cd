import { useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/cn";
import type { ArtMotif, Project } from "../projects";

const MOTIFS: Record<ArtMotif, string> = {
  book: "M-70,-40 q35,-14 70,0 v90 q-35,-14 -70,0 z M70,-40 q-35,-14 -70,0 v90 q35,-14 70,0 z",
  ball: "M0,-60 a60,60 0 1,0 0.1,0 z M0,-22 l21,15 -8,25 h-26 l-8,-25 z M0,-22 v-38 M21,-7 l36,-12 M13,18 l22,32 M-13,18 l-22,32 M-21,-7 l-36,-12",
  handshake:
    "M-80,0 l30,-30 h30 l20,15 l20,-15 h30 l30,30 M-50,-30 l50,50 l40,-40 M-20,20 l20,20 M10,10 l20,20",
  heart:
    "M0,50 C-70,0 -60,-50 -25,-50 C-10,-50 0,-38 0,-28 C0,-38 10,-50 25,-50 C60,-50 70,0 0,50 z",
  star: "M0,-60 L14,-19 L57,-19 L22,7 L35,48 L0,23 L-35,48 L-22,7 L-57,-19 L-14,-19 z",
  moon: "M20,-55 a60,60 0 1,0 30,100 a48,48 0 1,1 -30,-100 z",
  quran: "M-60,30 L0,-30 L60,30 M-45,15 L0,45 L45,15 M0,-30 V45 M-50,-45 h100",
  chat: "M-65,-45 h130 v70 h-70 l-30,25 v-25 h-30 z M-40,-20 h80 M-40,0 h55",
};

/** The project's picture: drawn here (an eight-point lattice, a medallion and a motif), no photos. */
function projectArtSvg(project: Pick<Project, "art">): string {
  const { from, to, motif } = project.art;
  const lattice = Array.from({ length: 6 }, (_, row) =>
    Array.from({ length: 9 }, (_, col) => {
      const x = col * 80 + (row % 2) * 40;
      const y = row * 80;
      return `<g transform="translate(${x} ${y})"><rect x="-18" y="-18" width="36" height="36"/><rect x="-18" y="-18" width="36" height="36" transform="rotate(45)"/></g>`;
    }).join(""),
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/><g fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="2">${lattice}</g><g transform="translate(320 200)"><circle r="118" fill="#fff" fill-opacity=".1" stroke="#f2d48f" stroke-width="3"/><rect x="-96" y="-96" width="192" height="192" fill="none" stroke="#f2d48f" stroke-opacity=".55" stroke-width="2"/><rect x="-96" y="-96" width="192" height="192" fill="none" stroke="#f2d48f" stroke-opacity=".55" stroke-width="2" transform="rotate(45)"/><path d="${MOTIFS[motif]}" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;
}

const PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"><rect width="640" height="400" fill="#e7e5e4"/><g fill="none" stroke="#a8a29e" stroke-width="6"><rect x="250" y="140" width="140" height="110" rx="8"/><circle cx="290" cy="180" r="14"/><path d="M256 240l50-45 30 25 24-18 24 38"/></g></svg>',
)}`;

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/**
 * The project's image: its photo from the media library, else the drawn artwork. If it fails to
 * load, a neutral placeholder picture takes its place.
 */
export function ProjectImage({
  project,
  className,
  src,
  describe = false,
}: {
  project: Pick<Project, "title" | "art" | "photo">;
  className?: string;
  /** Another source (tests); the photo or the drawn artwork by default. */
  src?: string;
  /** Give a photo its description (the hero); on a card, inside a named link, it is decoration. */
  describe?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before React hydrated fired its error event too early to be heard.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <img
      ref={image}
      src={failed ? PLACEHOLDER : (src ?? project.photo?.src ?? svgUrl(projectArtSvg(project)))}
      alt={
        failed
          ? `${project.title} (image unavailable)`
          : describe && project.photo
            ? project.photo.alt
            : ""
      }
      width={project.photo?.width ?? 640}
      height={project.photo?.height ?? 400}
      data-placeholder={failed || undefined}
      onError={() => setFailed(true)}
      className={cn("aspect-[8/5] w-full object-cover", className)}
    />
  );
}
