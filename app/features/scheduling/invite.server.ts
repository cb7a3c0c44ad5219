import { site } from "~/content/site";
import ical, { foldLines, ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from "ical-generator";

/**
 * The calendar files the calls make (issue 17, decisions 062 and 108): the invite a call's emails
 * carry and the owner's feed of every booking. Times are instants in UTC (`…Z`), which every
 * calendar places correctly in its own zone. A moved call keeps its UID with a higher SEQUENCE,
 * and a cancelled one is METHOD:CANCEL, so a calendar updates the same entry.
 *
 * RFC 5545 to the byte: ical-generator writes the properties and folds lines at 75 octets; here the
 * file also ends with CRLF (after END:VCALENDAR too) and both ORGANIZER and ATTENDEE are written as
 * `mailto:` URIs.
 */
export type InviteInput = {
  /** Stable per booking: the calendar's key for the entry. */
  uid: string;
  /** 0 when booked; +1 for each move or the cancellation. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Where the event links (the manage page, or the console for the owner). */
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  cancelled?: boolean;
  /** DTSTAMP: when this version of the invite was made (the email's send time). */
  stamp: Date;
};

const CRLF = "\r\n";

/** The calendar as RFC 5545 wants the bytes: `mailto:` on every calendar address, folded, ending in CRLF. */
function finish(calendar: ICalCalendar) {
  const lines = calendar
    .toString()
    .replace(/\r\n[ \t]/g, "") // unfold, to edit whole properties
    .split(CRLF)
    .map((line) => (/^(ATTENDEE|ORGANIZER)[;:]/.test(line) ? line.replace(/:MAILTO:/i, ":mailto:") : line));
  return `${foldLines(lines.join(CRLF))}${CRLF}`;
}

const prodId = { company: site.name, product: "Calls", language: "EN" } as const;

export function inviteIcs(input: InviteInput): string {
  const calendar = ical({ prodId });
  calendar.method(input.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    summary: input.summary,
    description: input.description,
    url: input.url,
    organizer: input.organizer,
    attendees: [{ name: input.attendee.name, email: input.attendee.email, rsvp: true }],
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    stamp: input.stamp,
  });
  return finish(calendar);
}

/** One booking in the owner's feed. */
export type FeedEvent = {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  /** A hold awaiting payment is tentative; everything else confirmed. */
  tentative: boolean;
  /** When the booking last changed: DTSTAMP and LAST-MODIFIED, so an unchanged feed reads the same. */
  changed: Date;
};

/**
 * The owner's subscription feed (/calendar/<token>.ics): METHOD:PUBLISH, a name, and a refresh
 * interval of 15 minutes for the calendars that honour one (Apple, Outlook; Google refreshes on its
 * own schedule).
 */
export function feedIcs(name: string, events: FeedEvent[]): string {
  const calendar = ical({ prodId, name, ttl: 15 * 60 });
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const e of events)
    calendar.createEvent({
      id: e.uid,
      sequence: e.sequence,
      start: e.start,
      end: e.end,
      summary: e.summary,
      description: e.description,
      url: e.url,
      status: e.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      stamp: e.changed,
      lastModified: e.changed,
    });
  return finish(calendar);
}
