import type { ReactNode } from "react";
import { useState } from "react";

export interface Video {
  title: string;
  youtubeId?: string;
}

const EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/**
 * A click-to-play video: nothing is loaded from YouTube until the visitor asks for it, and then
 * only from the privacy-enhanced domain. Without JavaScript the link opens the video instead.
 */
export function VideoFacade({ video, unavailable }: { video: Video; unavailable: ReactNode }) {
  const [playing, setPlaying] = useState(false);
  const { title, youtubeId } = video;
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative aspect-video bg-brand-strong">
        {!youtubeId ? (
          <div className="flex size-full items-center justify-center p-6 text-center text-white">
            <p>
              <span className="block font-semibold">Video not available.</span>
              <span className="mt-1 block text-sm text-stone-100">{unavailable}</span>
            </p>
          </div>
        ) : playing ? (
          <iframe
            className="absolute inset-0 size-full"
            src={`${EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <a
            href={`${EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}`}
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
              Plays from YouTube (youtube-nocookie.com)
            </span>
          </a>
        )}
      </div>
      <figcaption className="px-4 py-3 font-semibold text-brand-strong">{title}</figcaption>
    </figure>
  );
}
