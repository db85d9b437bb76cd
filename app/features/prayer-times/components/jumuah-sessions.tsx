import type { ReactNode } from "react";
import { type JumuahSettings, jumuahSessions, sessionLine } from "../jumuah";
import type { PrayerDay } from "../prayers";

/**
 * A Friday's Jumu'ah sessions, one line each ("1st Jumu'ah: khutbah 13:00, jama'at 13:30 (English
 * and Arabic)"), when it has more than one; with one, `alone` (the page's own times say the rest).
 */
export function JumuahSessions({
  friday,
  jumuah,
  alone = null,
  className,
}: {
  friday: Pick<PrayerDay, "jummah">;
  jumuah: JumuahSettings;
  alone?: ReactNode;
  className?: string;
}) {
  if (jumuah.furtherSessions.length === 0) return alone;
  return (
    <ul aria-label="Jumu'ah sessions" className={className}>
      {jumuahSessions(friday.jummah, jumuah).map((session, index) => (
        <li key={sessionLine(session, index + 1)}>{sessionLine(session, index + 1)}</li>
      ))}
    </ul>
  );
}
