import { site } from "~/content/site";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/**
 * The calendar invite (.ics) a booked call's emails carry (issue 17, decision 062). Times are
 * instants in UTC (`…Z`), which every calendar places correctly in its own zone; the event's
 * zone is named for calendars that show it. A moved call keeps its UID with a higher SEQUENCE,
 * and a cancelled one is METHOD:CANCEL, so the visitor's calendar updates the same entry.
 */
export type InviteInput = {
  /** Stable per booking: the calendar's key for the entry. */
  uid: string;
  /** 0 when booked; +1 for each move or the cancellation. */
  sequence: number;
  start: Date;
  end: Date;
  /** The zone the visitor chose (shown by calendars that display it). */
  timeZone: string;
  summary: string;
  description: string;
  /** Where the event links (the manage page). */
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  cancelled?: boolean;
};

export function inviteIcs(input: InviteInput): string {
  const calendar = ical({ prodId: { company: site.name, product: "Calls", language: "EN" }, name: input.summary });
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
    stamp: new Date(),
  });
  return calendar.toString();
}
