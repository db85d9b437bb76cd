import { type Database, db, type Transaction } from "#app/lib/db/client.server";
import { hasRoom, placesLeft } from "./capacity";

/** Where free places are booked: an Eid jama'at, a community iftar. */
export interface PlacesSlot<Row> {
  /**
   * Locks the slot's row (`SELECT … FOR UPDATE`) and answers its capacity (null: no limit), or
   * null when the slot is gone or takes no bookings. Two people booking the last place take
   * turns here, so the second counts the first's booking.
   */
  lock: (tx: Transaction) => Promise<{ capacity: number | null } | null>;
  /** Places already taken (cancelled bookings aside). */
  taken: (tx: Transaction) => Promise<number>;
  /** Stores the booking (and queues its email) in the same transaction. */
  insert: (tx: Transaction) => Promise<Row>;
}

export type BookingOutcome<Row> =
  | { status: "booked"; row: Row }
  | { status: "closed" }
  | { status: "full"; left: number };

/** Books `people` places in `slot` if they all fit, in one transaction. */
export function bookFreePlaces<Row>(
  slot: PlacesSlot<Row>,
  people: number,
  database: Database = db(),
): Promise<BookingOutcome<Row>> {
  return database.transaction(async (tx) => {
    const locked = await slot.lock(tx);
    if (!locked) return { status: "closed" };
    const taken = await slot.taken(tx);
    if (!hasRoom(locked.capacity, taken, people))
      return { status: "full", left: placesLeft(locked.capacity, taken) ?? 0 };
    return { status: "booked", row: await slot.insert(tx) };
  });
}
