import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import type { PublicNotice } from "../notices.server";
import { KIND_LABELS } from "../topics";
import { JanazahDetails } from "./notice-details";
import { CARD_CLASSES } from "./notice-style";

/** Notices in a list, each linking to its own page (/notices). */
export function NoticeList({ notices }: { notices: readonly PublicNotice[] }) {
  return (
    <ul className="mt-4 space-y-4">
      {notices.map((notice) => (
        <li key={notice.id}>
          <article
            aria-labelledby={`notice-${notice.id}`}
            className={cn(
              "rounded-lg p-5 shadow-sm ring-1 ring-stone-200",
              CARD_CLASSES[notice.kind],
            )}
          >
            <p className="text-sm font-semibold uppercase tracking-wide text-stone-700">
              {KIND_LABELS[notice.kind]}
            </p>
            <h3 id={`notice-${notice.id}`} className="mt-1 text-xl font-semibold text-ink">
              <Link to={`/notices/${notice.id}`} className="underline-offset-4 hover:underline">
                {notice.title}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-stone-700">{notice.when}</p>
            <p className="mt-2 whitespace-pre-line text-stone-800">{notice.body}</p>
            {notice.janazah ? <JanazahDetails janazah={notice.janazah} /> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
