import type { ReactNode } from "react";

/**
 * An iftar evening's details as its sign-up and booking pages list them: the date, the iftar
 * (Maghrib) time and the note when there are, then the page's own rows (`children`), from "Places".
 */
export function EveningDetails({
  day,
  iftar,
  note,
  children,
}: {
  day: string;
  iftar: string | null;
  note: string;
  children: ReactNode;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 sm:text-lg">
      <dt className="text-stone-700">Date</dt>
      <dd className="font-semibold">{day}</dd>
      {iftar ? (
        <>
          <dt className="text-stone-700">Iftar (Maghrib)</dt>
          <dd className="font-semibold tabular-nums">{iftar}</dd>
        </>
      ) : null}
      {note ? (
        <>
          <dt className="text-stone-700">About the evening</dt>
          <dd>{note}</dd>
        </>
      ) : null}
      <dt className="text-stone-700">Places</dt>
      {children}
    </dl>
  );
}
