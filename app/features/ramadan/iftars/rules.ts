import { hasRoom, placesLeft } from "#app/lib/bookings/capacity";

/**
 * Community iftars' rules (decision 0382), shared with the browser: who may sign up, which nights
 * are listed and what each says about its places.
 */

/** The most people one sign-up books: a family. A bigger group asks the centre. */
export const PEOPLE_MAX = 10;

/** A night's capacity as staff may set it. */
export const CAPACITY_MAX = 2000;

/** The tasks the rota's field offers (any other words may be typed). */
export const VOLUNTEER_TASKS = ["Setting up", "Serving", "Clearing up", "Welcoming"] as const;

/** Where a night stands for a visitor. */
export type IftarState = "open" | "full" | "closed" | "past";

/** The moment a rule is asked at, on the centre's clocks. */
export interface LocalMoment {
  /** YYYY-MM-DD. */
  today: string;
  /** HH:MM (or HH:MM:SS). */
  clock: string;
}

/**
 * A night is over once its iftar (Maghrib) has come: on an earlier date, or later on its own day.
 * Without the time (no prayer times for the day), at the end of its day.
 */
export function isPast(date: string, at: LocalMoment, iftar: string | null): boolean {
  if (date < at.today) return true;
  return date === at.today && iftar !== null && at.clock.slice(0, 5) >= iftar;
}

/** A night as the rules see it: its capacity, whether sign-ups are open, the places taken. */
export interface NightPlaces {
  capacity: number;
  open: boolean;
  /** People booked (cancelled sign-ups aside). */
  taken: number;
}

/** Where the night stands, and the places left (0 unless open). */
export function iftarState(night: NightPlaces, past: boolean): { state: IftarState; left: number } {
  const left = placesLeft(night.capacity, night.taken) ?? 0;
  if (past) return { state: "past", left: 0 };
  if (!night.open) return { state: "closed", left: 0 };
  if (!hasRoom(night.capacity, night.taken)) return { state: "full", left: 0 };
  return { state: "open", left };
}

/** What the listing says of a night's places. */
export function placesText({ state, left }: { state: IftarState; left: number }): string {
  if (state === "open") return left === 1 ? "1 place left" : `${left} places left`;
  if (state === "full") return "Full";
  if (state === "closed") return "Sign-ups closed";
  return "This iftar has taken place";
}

/** Beside the people field when fewer places are left than asked for. */
export function fewPlacesMessage(left: number): string {
  if (left <= 0) return "Sorry, this iftar is now full.";
  return left === 1
    ? "Only 1 place is left for this iftar."
    : `Only ${left} places are left for this iftar.`;
}

/** The nights a visitor is shown: those still to come, soonest first. */
export function upcomingNights<Night extends { date: string; iftar: string | null }>(
  nights: readonly Night[],
  at: LocalMoment,
): Night[] {
  return nights
    .filter((night) => !isPast(night.date, at, night.iftar))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** A night's sign-ups counted: how many (not cancelled) and how many people they bring. */
export function signupTotals(signups: readonly { people: number; cancelledAt: unknown }[]) {
  const active = signups.filter((signup) => !signup.cancelledAt);
  return {
    signups: active.length,
    people: active.reduce((sum, signup) => sum + signup.people, 0),
  };
}

/** "3 people", "1 person". */
export const peopleText = (people: number) => `${people} ${people === 1 ? "person" : "people"}`;
