import { site } from "./site";
import type { BookingKind, BookingStatus } from "#db/schema";
import { schedulingCopy } from "./scheduling";

/**
 * The owner's side of scheduling (issue 17, decision 063): the availability settings form
 * (/admin/scheduling) and the bookings page (/admin/bookings). Plain operational wording.
 */

export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The limits the settings accept (the database's checks repeat them). */
export const scheduleLimits = {
  windowsPerDay: 3,
  maxNoticeMinutes: 14 * 24 * 60,
  maxBufferMinutes: 120,
  maxBlackoutDates: 200,
  daysAhead: { min: 1, max: 60 },
  call: { min: 15, max: 120 },
  session: { min: 15, max: 240 },
} as const;

/** What the settings form says when a value is refused (the server's messages, shown at the field). */
export const scheduleErrors = {
  timeZone: "Not a time zone we know. Pick one from the list.",
  clock: (day: string) => `Enter times as HH:MM (24-hour) on ${day}.`,
  order: (day: string) => `End must be after start on ${day}.`,
  overlap: (day: string) => `Windows overlap on ${day}.`,
  tooMany: (day: string) => `Up to ${scheduleLimits.windowsPerDay} windows on ${day}.`,
  notice: "Minimum notice must be between 0 and 336 hours (14 days).",
  buffer: "Buffer must be a whole number of minutes from 0 to 120.",
  daysAhead: "Days ahead must be a whole number from 1 to 60.",
  callLength: "The free strategy call must last 15 to 120 minutes, in steps of 5.",
  sessionLength: "The paid strategy session must last 15 to 240 minutes, in steps of 5.",
  blackoutDate: (value: string) => `"${value}" is not a date (YYYY-MM-DD).`,
  blackoutTooMany: `Up to ${scheduleLimits.maxBlackoutDates} blackout dates.`,
  summary: "Nothing was saved. Fix the fields marked below.",
} as const;

export const scheduleSettingsCopy = {
  title: "Scheduling",
  description: "When visitors can book calls: your weekly hours, notice, buffer, days off and call lengths.",
  defaultsNote: "These are the built-in defaults: nothing has been saved yet.",
  updated: "Last saved",
  saved: "Availability saved. The booking forms offer the new times now.",
  sections: {
    zone: "Time zone",
    weekly: "Weekly hours",
    rules: "Notice, buffer and range",
    lengths: "Call lengths",
    blackout: "Blackout dates",
  },
  timeZoneLabel: "Your time zone",
  timeZoneHint: "Weekly hours and blackout dates are read in this zone. Visitors see times in their own.",
  weeklyHint: "Up to 3 windows a day. A day without windows takes no calls.",
  closed: "Closed",
  from: (day: string, n: number) => `${day}, window ${n}: from`,
  to: (day: string, n: number) => `${day}, window ${n}: until`,
  addWindow: (day: string) => `Add a window on ${day}`,
  addWindowShort: "Add window",
  removeWindow: (day: string, n: number) => `Remove ${day}'s window ${n}`,
  removeShort: "Remove",
  noticeLabel: "Minimum notice (hours)",
  noticeHint: "No call starts sooner than this after a visitor books. 0 to 336 hours.",
  bufferLabel: "Buffer after each call (minutes)",
  bufferHint: "Free time kept after every call. 0 to 120.",
  daysAheadLabel: "Days ahead offered",
  daysAheadHint: "How far ahead the picker reaches, today included. 1 to 60.",
  callLabel: "Free strategy call (minutes)",
  sessionLabel: "Paid strategy session (minutes)",
  lengthHint: "In steps of 5.",
  blackoutHint: "Whole days without calls, in your time zone.",
  blackoutLabel: "Add a blackout date",
  addBlackout: "Add date",
  removeBlackout: (date: string) => `Remove ${date}`,
  noBlackout: "No blackout dates.",
  save: "Save availability",
} as const;

export const bookingKindLabels: Record<BookingKind, string> = {
  strategy_call: "Free strategy call",
  strategy_session: "Paid strategy session",
  kickoff: "Kickoff call",
};

/** A booking's status as the owner reads it ("Rescheduled" is a booked call that was moved). */
export type BookingLabel = "Booked" | "Rescheduled" | "Held — awaiting payment" | "Cancelled" | "Done" | "No-show" | "Expired";

export function bookingStatusLabel(status: BookingStatus, sequence: number): BookingLabel {
  switch (status) {
    case "booked":
      return sequence > 0 ? "Rescheduled" : "Booked";
    case "held":
      return "Held — awaiting payment";
    case "cancelled":
      return "Cancelled";
    case "done":
      return "Done";
    case "no_show":
      return "No-show";
    case "expired":
      return "Expired";
  }
}

export const bookingsCopy = {
  title: "Bookings",
  description: "Calls visitors booked, by day in your time zone.",
  upcoming: "Upcoming",
  past: "Past",
  noUpcoming: "No upcoming calls.",
  noPast: "No past calls yet.",
  pastCapped: (n: number) => `Showing the latest ${n} past calls.`,
  zoneNote: (zone: string) => `Times in your zone (${zone}), with the visitor's below.`,
  settingsLink: "Availability settings",
  columns: { time: "Time", call: "Call", who: "Visitor", status: "Status", actions: "Actions" },
  visitorTime: (label: string) => `Visitor: ${label}`,
  lead: "Lead",
  order: "Order",
  noRecord: "No lead or order",
  invite: "Download .ics",
  inviteLabel: (name: string) => `Download the calendar invite for the call with ${name}`,
  cancel: "Cancel…",
  cancelLabel: (name: string) => `Cancel the call with ${name}`,
  confirmQuestion: (name: string, when: string) => `Cancel the call with ${name} on ${when}?`,
  confirmHint: "The time goes back to the booking forms and the visitor's links stop working.",
  confirmSessionHint: "A paid session is refunded in full when the owner cancels.",
  confirmYes: "Yes, cancel the call",
  confirmNo: "Keep it",
  reasonLabel: "Reason for cancelling",
  reasonHint: "The visitor reads it in the cancellation email.",
  move: "Move…",
  moveLabel: (name: string) => `Move the call with ${name}`,
  moveQuestion: (name: string, when: string) => `Move the call with ${name} (now ${when})`,
  moveHint: "Pick the new time. The visitor is emailed it in their own zone, with an updated invite and new links.",
  movePicker: {
    legend: "New time",
    empty: "No open times in the coming days. Change the hours on the Scheduling page first.",
    failed: "Open times could not be loaded. Reload the page to try again.",
  },
  noteLabel: "Note to the visitor",
  noteHint: "Shown in their email with the new time, e.g. why it changed.",
  moveYes: "Move the call",
  moved: (name: string, when: string) => `Call with ${name} moved to ${when}. They have been emailed the new time and invite.`,
  cancelledByOwner: (reason: string) => `Cancelled by you: ${reason}`,
  cancelledByVisitor: "Cancelled by the visitor.",
  phone: "Phone",
  notes: "To cover",
  markDone: "Mark done",
  markNoShow: "Mark no-show",
  cancelled: (name: string) => `Call with ${name} cancelled. Its time is open again.`,
  refunded: " The paid session will be refunded in full.",
  markedDone: (name: string) => `Call with ${name} marked done.`,
  markedNoShow: (name: string) => `Call with ${name} marked no-show.`,
  refusals: {
    badId: "Choose a call from the list.",
    reasonMissing: "Give a reason for cancelling: the visitor reads it in their email.",
    reasonTooLong: "Keep the reason under 500 characters.",
    noteTooLong: "Keep the note under 500 characters.",
    pickTime: "Pick one of the open times.",
    unknownIntent: "Unknown action. Reload the page and try again.",
    notFound: schedulingCopy.bookingNotFound,
    notBooked: "Only a booked call can be marked done or no-show.",
    notStarted: "This call has not started yet: mark it done or no-show once its time has come.",
  },
  anonymous: "Unnamed visitor",
  leadPanel: "Call",
  leadPanelLink: "All bookings",
} as const;

/**
 * The owner's own calendar, read for busy times (decision 108): the scheduling page's words and the
 * reasons a read failed, in words the owner can act on.
 */
export const calendarSyncCopy = {
  title: "Busy times from your calendar",
  description:
    "Paste your calendar's private iCal address: we read it every 15 minutes, and the times it shows you busy are not offered to visitors.",
  urlLabel: "Your calendar's private iCal address",
  urlHint:
    "Google Calendar: Settings → your calendar → Integrate calendar → Secret address in iCal format. Outlook: Settings → Calendar → Shared calendars → Publish a calendar → ICS link. Apple Calendar: share the calendar publicly and copy its webcal:// link.",
  current: (address: string) => `Reading ${address}`,
  save: "Save and read now",
  readNow: "Read now",
  remove: "Stop reading it",
  saved: "Calendar address saved.",
  removed: "Your calendar is no longer read; its busy times no longer block slots.",
  never: "Not read yet.",
  readOk: (count: number, ago: string) => `Read ${count} busy ${count === 1 ? "time" : "times"}, ${ago}.`,
  readFailed: (ago: string, error: string) => `The last read, ${ago}, failed: ${error}`,
  stale: (count: number, ago: string) =>
    `The ${count} busy ${count === 1 ? "time" : "times"} from the last good read (${ago}) still block slots.`,
  userAgent: `${site.name.replace(/[^A-Za-z0-9]/g, "")}-CalendarSync/1.0`,
  // Why an address is refused or a read failed.
  urlMissing: "Paste your calendar's iCal address.",
  urlTooLong: "That address is too long for a calendar address.",
  urlInvalid: "That isn't a web address. Copy the calendar's iCal address (it starts with https:// or webcal://).",
  urlNotHttps: "Only https:// (or webcal://) calendar addresses are read.",
  urlCredentials: "Use an address without a user name or password in it.",
  urlPort: "Use the calendar's address on the standard https port (no :port in it).",
  privateAddress: (address: string) =>
    `That address leads to a private or local network (${address}); only calendars on the public internet are read.`,
  notFound: (host: string) => `No server answers to the name ${host}. Check the address.`,
  refused: (host: string) => `${host} refused the connection.`,
  network: (code: string) => `The calendar could not be reached (${code}).`,
  timeout: (seconds: number) => `The calendar did not answer within ${seconds} seconds.`,
  tooLarge: "The calendar file is larger than 2 MB, more than we read.",
  tooManyRedirects: (max: number) => `The address redirected more than ${max} times.`,
  badRedirect: (why: string) => `The address redirected somewhere we don't read: ${why}`,
  httpStatus: (status: number, text: string) =>
    `The calendar's server answered ${status}${text ? ` ${text}` : ""}. Copy the address again from your calendar's settings; a secret address stops working when it is reset.`,
  notCalendarType: (type: string) => `The address gave ${type}, not a calendar. Use the calendar's iCal (.ics) address, not its web page.`,
  notCalendar: "The address gave a file that is not an iCalendar (.ics) calendar.",
  unreadable: (why: string) => `The calendar file could not be read: ${why}`,
} as const;

/** The private feed of every booking, for the owner's calendar app (decision 108). */
export const calendarFeedCopy = {
  title: "Your bookings in your calendar",
  description:
    "A private address of every booked call, to subscribe to from Google Calendar, Outlook or Apple Calendar. Calendars refresh it on their own schedule (Google every few hours).",
  how: "Google Calendar: Other calendars → + → From URL. Outlook: Add calendar → Subscribe from web. Apple Calendar: File → New Calendar Subscription.",
  none: "No feed address yet.",
  create: "Create the feed address",
  regenerate: "Make a new address",
  revoke: "Turn the feed off",
  created: "Feed address created. Copy it now: it is shown only once.",
  regenerated: "New feed address made. Copy it now: the old address no longer works.",
  revoked: "Feed turned off. Its address no longer works.",
  addressLabel: "Feed address (shown once)",
  addressHint: "Anyone with this address can read your bookings: keep it private. We keep only a fingerprint of it; lose it and you make a new one.",
  onSince: "On since",
  lastRead: (ago: string | null) => (ago ? `Last read by a calendar ${ago}.` : "No calendar has read it yet."),
} as const;
