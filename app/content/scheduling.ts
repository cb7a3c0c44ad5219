import type { Availability } from "~/features/scheduling/slots";
import { business } from "./business";
import { zoneForAddress } from "./scheduling-zones";

/**
 * When the team takes calls (issue 17, decision 062): the owner's defaults until the console's
 * availability settings are saved. Times are the owner's, in the owner's zone: the zone of the
 * business's address (an address in Texas → America/Chicago; decision 108).
 */
export const defaultAvailability: Availability = {
  // Marked pure: the browser bundles that take this file's words leave the zone table out.
  timeZone: /* @__PURE__ */ zoneForAddress(business.contact.address),
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
export const callLength = { strategy_call: 30, strategy_session: 60, kickoff: 60 } as const;

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
  ownerCannotMove: "Only a booked call that hasn't ended can be moved.",
  bookingNotFound: "That call no longer exists. Reload the page.",
  /**
   * One visitor already holds or has booked as many open times as one visitor may (decision 097).
   * `minutes`: how long until the earliest of their unpaid holds lapses, when they have one.
   */
  tooManyClaims: (kind: "strategy_call" | "strategy_session" | "kickoff", max: number, minutes: number | null) =>
    `You already have ${max} call times held or booked with us. ` +
    (minutes !== null
      ? `Finish paying for a held time, or try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, when it is released. `
      : "Use the links in your confirmation email to move a call you no longer need. ") +
    (kind === "strategy_call"
      ? "Or choose \"No time now\" and we'll reach out to schedule."
      : "Or send us your details with the free strategy call form and we'll reach out to schedule."),
  /** Unpaid holds together have the share of the calendar they may take (decision 097). */
  holdsFull:
    "Many session times are being held by buyers who are paying right now. Please try again in a few minutes, or send us your details with the free strategy call form and we'll reach out to schedule.",
} as const;

/** The picker's words. */
export const pickerCopy = {
  legend: "Pick a time for the call (optional)",
  zoneLabel: "Your time zone",
  daysLabel: "Day",
  earlierDays: "Earlier days",
  laterDays: "Later days",
  timesLabel: (day: string) => `Open times on ${day}`,
  later: "No time now — we'll reach out to schedule",
  loading: "Loading open times…",
  empty: "No open times in the next 14 days. Send the form and we'll reach out to schedule.",
  failed: "Open times could not be loaded. Send the form and we'll reach out to schedule.",
  length: (minutes: number) => `${minutes}-minute call`,
} as const;

/** What each kind of call is called in emails and on the manage pages. */
export const callNames = { strategy_call: "free strategy call", strategy_session: "paid strategy session", kickoff: "kickoff call" } as const;

/** What a cancelled paid session gives back, as the emails say it (decisions 062, 064 and 108); `price` is "$250". */
const refundWords = {
  visitor: {
    full: (price: string) => `Your ${price} payment will be refunded in full to your card; banks usually show it within 5–10 business days.`,
    none: (price: string) => `The session was cancelled less than 24 hours before its start, so the ${price} payment is not refunded.`,
  },
  owner: {
    full: (price: string) => `The ${price} payment is being refunded in full.`,
    none: (price: string) => `Cancelled less than 24 hours before the start: the ${price} payment is not refunded.`,
  },
} as const;

/** The emails a booked call sends (issue 17, decision 108): the visitor's, the owner's, and the reminders. */
export const callEmailCopy = {
  visitor: {
    booked: {
      subject: (name: string, when: string) => `Your ${name} is booked: ${when}`,
      heading: "Your call is booked",
      intro: (name: string, phone: string | null) =>
        `Thanks for booking a ${name} with us. The calendar invite is attached; ` +
        (phone ? `we'll call you at ${phone}.` : "reply to this email with the number we should call you on."),
    },
    moved: {
      subject: (name: string, when: string) => `Your ${name} has moved to ${when}`,
      heading: "Your call has moved",
      intro: (name: string, by: "visitor" | "owner") =>
        by === "owner"
          ? `We've moved your ${name} to the time below. The attached invite updates the entry in your calendar; if the new time doesn't suit you, pick another with the link below.`
          : `Your ${name} is now at the time below. The attached invite updates the entry in your calendar.`,
    },
    cancelled: {
      subject: (name: string) => `Your ${name} is cancelled`,
      heading: "Your call is cancelled",
      intro: (name: string, by: "visitor" | "owner") =>
        by === "owner"
          ? `We're sorry: we had to cancel your ${name}. Reply to this email or book another time on our site.`
          : `Your ${name} is cancelled, as you asked. The attached update removes it from your calendar.`,
      refund: refundWords.visitor,
    },
    reminder: {
      subject: (name: string, when: string, lead: "24h" | "1h") =>
        lead === "1h" ? `Starting in 1 hour: your ${name} at ${when}` : `Reminder: your ${name} is tomorrow, ${when}`,
      heading: (lead: "24h" | "1h") => (lead === "1h" ? "Your call starts in 1 hour" : "Your call is tomorrow"),
      intro: (name: string) => `A reminder of your ${name}. If the time no longer suits you, move or cancel it below.`,
    },
    reschedule: "Reschedule",
    cancel: "Cancel the call",
    after: "These links work until the call ends. Each move or cancellation sends you a new email with new links.",
  },
  owner: {
    subject: (event: "booked" | "moved" | "cancelled", name: string, who: string, when: string) =>
      ({ booked: `New ${name}: ${who}, ${when}`, moved: `${name} moved: ${who}, now ${when}`, cancelled: `${name} cancelled: ${who}, ${when}` })[event],
    heading: (event: "booked" | "moved" | "cancelled") => ({ booked: "A call was booked", moved: "A call was moved", cancelled: "A call was cancelled" })[event],
    intro: (event: "booked" | "moved" | "cancelled", by?: "visitor" | "owner") =>
      event === "cancelled"
        ? by === "owner"
          ? "You cancelled this call from the console; the visitor has been told."
          : "The visitor cancelled this call; its time is open again."
        : event === "moved" && by === "owner"
          ? "You moved this call from the console; the visitor has the new time, an updated invite and new links."
          : "The invite is attached. The console's bookings page has every call.",
    refund: refundWords.owner,
    open: "Open the bookings",
  },
  detail: {
    when: "When",
    visitorTime: "Visitor's time",
    length: "Length",
    name: "Name",
    email: "Email",
    phone: "Phone",
    notes: "To cover",
    reason: "Reason",
    note: "Note from us",
    ownerNote: "Your note",
  },
  minutes: (m: number) => `${m} minutes`,
} as const;

/**
 * How a call reads in the owner's calendar (the owner's invite, the download and the feed; decision
 * 108): "Free strategy call — Dana Scully", then the visitor's details.
 */
export const ownerEventCopy = {
  summary: (kind: string, who: string, held: boolean) => `${kind} — ${who}${held ? " (held, awaiting payment)" : ""}`,
  theirTime: (when: string, zone: string) => `Their time: ${when} (${zone})`,
  console: (url: string) => `In the console: ${url}`,
  feedName: (brand: string) => `${brand} bookings`,
} as const;

/** The pages behind an email's reschedule and cancel links. */
export const manageCopy = {
  eyebrow: "Your call",
  reschedule: {
    title: "Move your call",
    description: "Pick a new time. Your current time is freed as soon as the new one is booked.",
    current: "Now booked for",
    picker: {
      legend: "Pick a new time",
      empty: "No open times in the coming days. Reply to your confirmation email and we'll find a time together.",
      failed: "Open times could not be loaded. Reload the page to try again.",
    },
    submit: "Move My Call",
    pending: "Moving…",
    done: (when: string) => `Your call has moved to ${when}.`,
    doneDetail: "We've emailed you the updated invite and new links. The old links no longer work.",
    pickOne: "Pick one of the open times.",
  },
  cancel: {
    title: "Cancel your call",
    description: "If no time suits you any more, cancel here. The time goes back to the calendar.",
    current: "Booked for",
    submit: "Cancel My Call",
    pending: "Cancelling…",
    keep: "Keep my call",
    moveInstead: "Move it instead",
    done: "Your call is cancelled.",
    doneDetail: "We've emailed you the cancellation; it removes the call from your calendar.",
    bookAnother: "Book another time",
    refundFull: "You cancel 24 hours or more before the session: the full $250 is refunded to your card.",
    refundNone: "The session starts in less than 24 hours, so it can't be refunded. You can still move it once to another time instead.",
    refunded: "Your $250 refund is on its way to your card; banks usually show it within 5–10 business days.",
  },
  invalidTitle: "This link can't be used",
  home: "Back to Home",
} as const;

/** The strategy call's sent page when a time was booked. */
export const bookedCopy = {
  title: (when: string) => `Your call is booked for ${when}.`,
  detail: "The calendar invite is on its way to your inbox, with these same links.",
  toast: "Your call is booked. The calendar invite is on its way to your inbox.",
  reschedule: "Reschedule",
  cancel: "Cancel the call",
} as const;
