import { Link } from "react-router";

/**
 * A strip of links above the header of every public page, written whole by the layout's loader
 * (words and colours), so every page's script carries one small component for all of them: the
 * notices (urgent ones strong, a janazah calm; decisions 0386, 0387) and the season's strip
 * (Ramadan's fast, the Eid shown), whose contrast the settings check.
 */
export interface LinkStripData {
  label: string;
  /** The strip's frame, its list's layout, and its links' underline. */
  classes: { strip: string; list: string; link: string };
  lines: {
    to: string;
    text: string;
    /** "Urgent: ", shown or for screen readers only. */
    prefix?: { text: string; shown: boolean };
    /** The line's own colours, if it has any. */
    classes?: string;
  }[];
}

/** Not printed; no script of its own. */
export function LinkStrip({ strip }: { strip: LinkStripData | null | undefined }) {
  if (!strip?.lines.length) return null;
  return (
    <section aria-label={strip.label} className={`print:hidden ${strip.classes.strip}`}>
      <ul className={strip.classes.list}>
        {strip.lines.map((line) => (
          <li key={line.to} className={line.classes}>
            <Link
              to={line.to}
              className={`font-semibold underline underline-offset-4 ${strip.classes.link}`}
            >
              {line.prefix ? (
                <span className={line.prefix.shown ? undefined : "sr-only"}>
                  {line.prefix.text}
                </span>
              ) : null}
              {line.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
