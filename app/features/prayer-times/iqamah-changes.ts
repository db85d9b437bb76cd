import { IQAMAH_PRAYERS, type IqamahPrayer, PRAYER_LABELS, type PrayerDay } from "./prayers";

export interface IqamahChange {
  prayer: IqamahPrayer;
  label: string;
  from: string;
  to: string;
}

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
};

/**
 * The jama'at times that move from one day to the next in a way worth announcing: the iqamah
 * changes and so does its gap after the adhan. An iqamah set as "adhan + 10 minutes" follows the
 * sun every day and is not news; a fixed time moved by the centre (Isha 20:00 → 20:15) is.
 */
export function iqamahChanges(today: PrayerDay, tomorrow: PrayerDay): IqamahChange[] {
  return IQAMAH_PRAYERS.flatMap((prayer) => {
    const from = today.iqamah[prayer];
    const to = tomorrow.iqamah[prayer];
    const gapToday = minutes(from) - minutes(today.times[prayer]);
    const gapTomorrow = minutes(to) - minutes(tomorrow.times[prayer]);
    return from !== to && gapToday !== gapTomorrow
      ? [{ prayer, label: PRAYER_LABELS[prayer], from, to }]
      : [];
  });
}
