import type { Availability } from "~/features/scheduling/slots";

/**
 * When the team takes calls (issue 17, decision 062): the owner's defaults until the console's
 * availability settings are saved. Times are the owner's, in the owner's zone.
 */
export const defaultAvailability: Availability = {
  timeZone: "America/New_York",
  weekly: {
    1: [["09:00", "17:00"]],
    2: [["09:00", "17:00"]],
    3: [["09:00", "17:00"]],
    4: [["09:00", "17:00"]],
    5: [["09:00", "16:00"]],
  },
  minNoticeMinutes: 12 * 60,
  bufferMinutes: 15,
  blackoutDates: [],
  daysAhead: 14,
};

/** Call lengths, in minutes. */
export const callLength = { strategy_call: 30, strategy_session: 60 } as const;

export const schedulingCopy = {
  taken: "That time was just taken — pick another.",
  refusals: {
    past: "That time has passed. Please pick one of the listed times.",
    notice: "That time is too soon. Please pick a later one.",
    blackout: "We're not taking calls that day. Please pick another.",
    outside: "That time isn't one we offer. Please pick one of the listed times.",
    taken: "That time was just taken — pick another.",
  },
  badZone: "Choose a time zone from the list.",
  unknownKind: "Unknown kind of call.",
  noSlot: "We'll reach out to schedule.",
  linkInvalid: "This link is not valid any more. The call may have been moved or cancelled; the newest email has the current link.",
  callOver: "This call has already taken place.",
  callCancelled: "This call was cancelled.",
  ownerCannotCancel: "Only a booked or held call can be cancelled.",
} as const;

/** The picker's words. */
export const pickerCopy = {
  legend: "Pick a time for the call (optional)",
  zoneLabel: "Your time zone",
  daysLabel: "Day",
  timesLabel: (day: string) => `Open times on ${day}`,
  later: "No time now — we'll reach out to schedule",
  loading: "Loading open times…",
  empty: "No open times in the next 14 days. Send the form and we'll reach out to schedule.",
  failed: "Open times could not be loaded. Send the form and we'll reach out to schedule.",
  length: (minutes: number) => `${minutes}-minute call`,
} as const;
