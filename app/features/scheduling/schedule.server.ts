import type { BookingKind } from "../../../db/schema";
import type { Db } from "../../../server/db.server";
import { callLength, defaultAvailability } from "~/content/scheduling";
import type { Availability } from "./slots";

/**
 * When the team takes calls and how long each kind lasts (issue 17, decision 062): the owner's
 * saved settings from the console, or the defaults in app/content/scheduling.ts until then.
 */
export type Schedule = {
  availability: Availability;
  /** Minutes per kind of call. */
  lengths: Record<BookingKind, number>;
};

export const defaultSchedule: Schedule = { availability: defaultAvailability, lengths: { ...callLength } };

/** A database or a transaction of it. */
type Q = Pick<Db, "select">;

/** The schedule in force now. */
export async function loadSchedule(_db: Q): Promise<Schedule> {
  return defaultSchedule;
}
