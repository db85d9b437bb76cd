import type { EidJamaat } from "../eid";
import { khutbahLine, placesWords } from "../messages";

/** An Eid's jama'at, one per line: time, place, khutbah language and the places left. */
export function JamaatList({ jamaat }: { jamaat: EidJamaat[] }) {
  return (
    <ul className="mt-4 divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {jamaat.map((one) => {
        const places = one.booking ? placesWords(one) : "No booking needed";
        return (
          <li key={one.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-5 py-4">
            <span className="text-2xl font-semibold tabular-nums text-brand-strong">
              {one.time}
            </span>
            <span className="text-lg font-semibold">{one.place}</span>
            {one.language ? (
              <span className="text-stone-700">{khutbahLine(one.language)}</span>
            ) : null}
            <span className="ml-auto text-sm font-semibold text-brand-strong">{places}</span>
          </li>
        );
      })}
    </ul>
  );
}
