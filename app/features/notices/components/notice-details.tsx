import { Link } from "react-router";
import { isSitePath } from "#app/lib/links";
import { NOTICES_MESSAGES as M } from "../messages";

/** A janazah's details (decision 0387): the words said for the deceased, then the name and times. */
export function JanazahDetails({
  janazah,
}: {
  janazah: { deceasedName: string; prayer: string; place: string; burial: string };
}) {
  const rows = (["deceasedName", "prayer", "place", "burial"] as const).filter(
    (name) => janazah[name],
  );
  return (
    <div className="mt-3 text-stone-800">
      <p className="font-display text-lg italic text-stone-700">
        {M.janazahLine}
        <span className="sr-only"> ({M.janazahLineMeaning})</span>
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map((name) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-stone-700">{M.janazahDetails[name]}</dt>
            <dd>{janazah[name]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The notice's link: a page of this site, or an https address (opened as a plain link). */
export function NoticeLink({ link }: { link: string | null }) {
  if (!link) return null;
  const className = "font-semibold text-brand-strong underline underline-offset-4";
  return (
    <p className="mt-3">
      {isSitePath(link) ? (
        <Link to={link} className={className}>
          {M.linkLabel}
        </Link>
      ) : (
        <a href={link} rel="noopener noreferrer" className={className}>
          {M.linkLabel}
        </a>
      )}
    </p>
  );
}
