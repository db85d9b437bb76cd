import type { ScreenNotice } from "#app/features/notices/index.server";
import { addDays, instantAt, localDate } from "#app/lib/time/london";
import { dayLabel } from "../weekly-events";
import { ANNOUNCEMENT_HEADING, JANAZAH_SLIDE, NOTICE_HEADINGS } from "./messages";
import { NOTICE_HEADING_CLASSES, noticeTextClasses, type ScreenData } from "./screen-state";
import { eidNotices } from "./season-state";

/**
 * The screen's rotation (decision 0392): the notices, the week's next events, the announcements
 * and the Eid, written by the server with the instants each shows between (`data-from`,
 * `data-to`, epoch milliseconds), so the screen's script only shows them in turn by its own clock,
 * offline too. A slide (`data-slide`) fills the screen for its turn.
 */
export type RotationItem = {
  key: string;
  heading: string;
  /** An event's date: its heading starts "Today", "Tomorrow" or its weekday, which the script keeps right. */
  day?: string;
  text: string;
  from?: number;
  to?: number;
  slide?: ScreenNotice;
};

/** Whether `item` shows at `now` (the script's test, on its data attributes). */
export const isShowing = (item: RotationItem, now: number) =>
  !(now < (item.from ?? Number.NaN)) && !(now >= (item.to ?? Number.NaN));

/** While an Eid is shown, every other item is the Eid's, so it is never long off the screen. */
const withEid = (items: RotationItem[], eid: RotationItem | undefined): RotationItem[] =>
  !eid
    ? items
    : items.length === 0
      ? [eid]
      : items.flatMap((item, index) => [{ ...eid, key: `${eid.key}-${index}` }, item]);

/** The items of the rotation as the server writes them at `now`. */
export function rotationItems(data: ScreenData, now: number): RotationItem[] {
  const today = localDate(now);
  const eid = eidNotices(data.eid, today)[0];
  return withEid(
    [
      ...(data.notices ?? [])
        .filter((notice) => notice.endsAt > now)
        .map((notice) => ({
          key: `notice-${notice.id}`,
          heading: NOTICE_HEADINGS[notice.kind],
          text: notice.title,
          from: notice.startsAt,
          to: notice.endsAt,
          slide: notice.style === "slide" ? notice : undefined,
        })),
      // The large type leaves the week's events out: fewer things, bigger.
      ...(data.layout === "large" ? [] : data.events)
        .filter((event) => event.endsAt > now)
        .slice(0, 6)
        .map((event) => ({
          key: `event-${event.id}-${event.date}`,
          day: event.date,
          heading: `${event.startTime}–${event.endTime}`,
          text: [event.title, event.location].filter(Boolean).join(" · "),
          to: event.endsAt,
        })),
      ...data.announcements.map((text, index) => ({
        key: `announcement-${index}`,
        heading: ANNOUNCEMENT_HEADING,
        text,
      })),
    ],
    eid && { ...eid, to: instantAt(addDays(eid.date, 1), "00:00") },
  );
}

const SLIDE_CLASSES =
  "fixed inset-0 z-10 hidden flex-col items-center justify-center gap-[3vmin] p-[6vmin] text-center group-data-[phase=normal]/screen:flex";

/** A janazah, with care: calm colours, the words said on hearing of a death, then the details. */
function JanazahSlide({ janazah }: { janazah: NonNullable<ScreenNotice["janazah"]> }) {
  const details = [
    [JANAZAH_SLIDE.prayer, janazah.prayer],
    [JANAZAH_SLIDE.place, janazah.place],
    [JANAZAH_SLIDE.burial, janazah.burial],
  ].filter(([, value]) => value);
  return (
    <div className="flex max-w-[85vw] flex-col items-center gap-[3vmin]">
      <p className="text-[3vmin] uppercase tracking-[0.3em] text-slate-300">
        {JANAZAH_SLIDE.heading}
      </p>
      <p className="font-display text-[5.5vmin] leading-tight text-slate-50">
        {JANAZAH_SLIDE.words}
      </p>
      <p className="text-[3vmin] italic text-slate-300">{JANAZAH_SLIDE.meaning}</p>
      {janazah.deceasedName ? (
        <p className="line-clamp-2 text-[6vmin] font-semibold leading-tight wrap-anywhere text-white">
          {janazah.deceasedName}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-[3vmin] gap-y-[1.5vmin] text-left text-[3.6vmin]">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-300">{label}</dt>
            <dd className="line-clamp-2 wrap-anywhere text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Slide({ notice }: { notice: ScreenNotice }) {
  if (notice.janazah) return <JanazahSlide janazah={notice.janazah} />;
  return (
    <div className="flex max-w-[85vw] flex-col items-center gap-[3vmin]">
      <p className={NOTICE_HEADING_CLASSES}>{NOTICE_HEADINGS[notice.kind]}</p>
      <p className="line-clamp-3 text-[7vmin] font-semibold leading-tight wrap-anywhere">
        {notice.title}
      </p>
      {notice.body ? (
        <p className="line-clamp-6 whitespace-pre-line text-[3.8vmin] leading-snug wrap-anywhere">
          {notice.body}
        </p>
      ) : null}
    </div>
  );
}

/** An item's heading as it reads on `today`: "Today 19:30–21:00". */
export const headingOn = (item: RotationItem, today: string) =>
  item.day ? `${dayLabel(item.day, today)} ${item.heading}` : item.heading;

/** The item the rotation starts with at `now` (as the script does). */
export const firstShowing = (items: RotationItem[], now: number) =>
  items.find((item) => isShowing(item, now));

/** The rotation's items, the first showing at `now` shown (the script takes over from there). */
export function RotationList({ items, now }: { items: RotationItem[]; now: number }) {
  const first = firstShowing(items, now);
  const today = localDate(now);
  return (
    <>
      {items.map((item) => (
        <li
          key={item.key}
          hidden={item !== first}
          data-from={item.from}
          data-to={item.to}
          data-slide={item.slide ? (item.slide.janazah ? "janazah" : "notice") : undefined}
          className={
            item.slide
              ? `${SLIDE_CLASSES} ${item.slide.janazah ? "bg-slate-800 text-slate-50" : "bg-brand-strong"}`
              : undefined
          }
        >
          {item.slide ? (
            <Slide notice={item.slide} />
          ) : (
            <>
              <p className={NOTICE_HEADING_CLASSES}>
                {item.day ? (
                  <>
                    <span data-day={item.day}>{dayLabel(item.day, today)}</span>{" "}
                  </>
                ) : null}
                {item.heading}
              </p>
              <p className={noticeTextClasses(item.text)}>{item.text}</p>
            </>
          )}
        </li>
      ))}
    </>
  );
}
