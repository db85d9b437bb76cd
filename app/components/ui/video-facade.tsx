import type { ReactNode } from "react";
import { useState } from "react";

export interface Video {
  title: string;
  youtubeId?: string;
  /** A Vimeo video (its number), when there is no YouTube id. */
  vimeoId?: string;
}

/** Where the video plays: YouTube's privacy-enhanced domain, or Vimeo's player without tracking. */
function embed({ youtubeId, vimeoId }: Video): { url: string; host: string; name: string } | null {
  if (youtubeId)
    return {
      url: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`,
      host: "youtube-nocookie.com",
      name: "YouTube",
    };
  if (vimeoId)
    return {
      url: `https://player.vimeo.com/video/${encodeURIComponent(vimeoId)}?dnt=1`,
      host: "player.vimeo.com",
      name: "Vimeo",
    };
  return null;
}

/**
 * A click-to-play video: nothing is loaded from YouTube or Vimeo until the visitor asks for it,
 * and then only from YouTube's privacy-enhanced domain or Vimeo's player with "do not track". Without JavaScript the link opens the video instead.
 */
export function VideoFacade({ video, unavailable }: { video: Video; unavailable: ReactNode }) {
  const [playing, setPlaying] = useState(false);
  const { title } = video;
  const player = embed(video);
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative aspect-video bg-brand-strong">
        {!player ? (
          <div className="flex size-full items-center justify-center p-6 text-center text-white">
            <p>
              <span className="block font-semibold">Video not available.</span>
              <span className="mt-1 block text-sm text-stone-100">{unavailable}</span>
            </p>
          </div>
        ) : playing ? (
          <iframe
            className="absolute inset-0 size-full"
            src={`${player.url}${player.url.includes("?") ? "&" : "?"}autoplay=1&rel=0`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <a
            href={player.url}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-3 text-white focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-accent"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-white/15 ring-2 ring-white transition group-hover:bg-white/25">
              <svg
                viewBox="0 0 24 24"
                className="ml-1 size-8"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
            <span className="font-semibold">Play video: {title}</span>
            <span className="text-xs text-stone-100">
              Plays from {player.name} ({player.host})
            </span>
          </a>
        )}
      </div>
      <figcaption className="px-4 py-3 font-semibold text-brand-strong">{title}</figcaption>
    </figure>
  );
}
