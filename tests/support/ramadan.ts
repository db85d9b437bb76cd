import { eveningOfNight } from "#app/features/ramadan/ramadan";

/** Rows of ramadan_nights: the same note on each of a Ramadan's first `nights` nights. */
export const notedNights = (startsOn: string, nights: number, note: string) =>
  Array.from({ length: nights }, (_, index) => ({
    date: eveningOfNight(startsOn, index + 1),
    tarawih: null,
    note,
  }));
