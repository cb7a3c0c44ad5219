import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { analyticsEvents, formSubmissions, orders, type AnalyticsEventName, type FirstTouch } from "#db/schema";
import type { Db } from "#platform/db.server";
import { insertEvents } from "./buffer.server";
import { parseFirstTouch, touchSource } from "./first-touch";
import { notTracked, utcDay, visitorFor, type VisitorSource } from "./visitor.server";

/**
 * The first-touch dimensions of an event ("" where unknown). The partner is the code this server
 * itself recorded (the signed referral cookie, or the lead's or order's code taken from it), never
 * the `ref` of a first touch the browser sent: anyone can write that (issue 40).
 */
export function dimsOf(touch: FirstTouch | null | undefined, affiliate?: string | null) {
  return {
    source: dim(touchSource(touch)),
    medium: dim(touch?.utmMedium),
    campaign: dim(touch?.utmCampaign),
    landing: dim(touch?.landing),
    affiliate: dim(affiliate),
  };
}

/** "*" is the roll-ups' "summed over": a visitor's utm_source=* is stored as "(*)" so it cannot pose as a total. */
const dim = (value: string | null | undefined) => (value === "*" ? "(*)" : (value ?? ""));

export type ServerEventName = Extract<AnalyticsEventName, "lead" | "signup" | "checkout" | "paid" | "booking">;

export type ServerEvent = {
  name: ServerEventName;
  /** The page it happened on ("" when unknown), without its query string. */
  path?: string | null;
  label?: string | null;
  valueCents?: number;
  touch?: FirstTouch | null;
  /** The lead's or order's affiliate code (from the referral cookie): the only partner counted. */
  affiliate?: string | null;
  /** Where the request came from, when the event has one (a webhook has none: the visitor is ""). */
  visitor?: VisitorSource | null;
  at?: Date;
};

/** Anything that runs a query: the database or a transaction (a savepoint is made inside it). */
type Executor = Pick<Db, "transaction">;

export function pathOnly(page: string | null | undefined): string {
  if (!page) return "";
  let path = page;
  try {
    path = new URL(page, "http://x").pathname;
  } catch {
    path = page.split(/[?#]/, 1)[0]!;
  }
  return path.startsWith("/") ? path.slice(0, 200) : "";
}

/**
 * Records a conversion. Written at once (conversions are few), as a savepoint when `db` is a
 * transaction: the event commits with the lead or order, and a failure here rolls back only
 * the savepoint and is logged. An analytics failure never fails the lead or the order.
 */
export async function recordServerEvent(db: Executor, event: ServerEvent, logger: Pick<Logger, "warn">, saltDb?: Db) {
  try {
    // The salt is read outside the caller's transaction (saltDb) when one is given.
    const row = await serverEventRow(saltDb ?? (db as Db), event);
    await db.transaction(async (tx) => {
      await tx.insert(analyticsEvents).values(row);
    });
  } catch (err) {
    logger.warn({ err, event: event.name }, "analytics event not recorded");
  }
}

async function serverEventRow(saltDb: Db, event: ServerEvent) {
  const at = event.at ?? new Date();
  return {
    at,
    day: utcDay(at),
    name: event.name,
    path: pathOnly(event.path),
    visitor: event.visitor ? await visitorFor(saltDb, event.visitor, at) : "",
    ...dimsOf(event.touch, event.affiliate),
    label: (event.label ?? "").slice(0, 100),
    valueCents: event.valueCents ?? 0,
  };
}

/** Conversions that happened together (leads written in one batch, decision 090): one insert. Never throws. */
export async function recordServerEvents(db: Db, events: ServerEvent[], logger: Pick<Logger, "warn">) {
  if (!events.length) return;
  try {
    await insertEvents(db, await serverEventRows(db, events));
  } catch (err) {
    eventsNotRecorded(logger, events, err);
  }
}

/** The rows of `events`, for a caller that writes them itself (the lead batch's pipeline, decision 095). */
export function serverEventRows(db: Db, events: ServerEvent[]) {
  return Promise.all(events.map((event) => serverEventRow(db, event)));
}

export function eventsNotRecorded(logger: Pick<Logger, "warn">, events: ServerEvent[], err: unknown) {
  logger.warn({ err, event: events[0]!.name, count: events.length }, "analytics events not recorded");
}

/**
 * A call was booked (a lead's strategy call or a paid session): the booking's lead or order gives
 * the page and the first touch. Inside the booking's transaction, all in one savepoint.
 */
export async function recordBooking(
  tx: Executor,
  booking: { kind: string; leadId?: string | null; orderId?: string | null },
  logger: Pick<Logger, "warn"> | undefined,
  at = new Date(),
) {
  try {
    await tx.transaction(async (sp) => {
      let touch: FirstTouch | null = null;
      let affiliate: string | null = null;
      let path: string | null = null;
      if (booking.leadId) {
        const [lead] = await sp
          .select({ touch: formSubmissions.firstTouch, affiliate: formSubmissions.affiliateCode, page: formSubmissions.page })
          .from(formSubmissions)
          .where(eq(formSubmissions.id, booking.leadId));
        touch = lead?.touch ?? null;
        affiliate = lead?.affiliate ?? null;
        path = lead?.page ?? null;
      } else if (booking.orderId) {
        const [order] = await sp.select({ touch: orders.firstTouch, affiliate: orders.refCode }).from(orders).where(eq(orders.id, booking.orderId));
        touch = order?.touch ?? null;
        affiliate = order?.affiliate ?? null;
      }
      await sp.insert(analyticsEvents).values({
        at,
        day: utcDay(at),
        name: "booking",
        path: pathOnly(path),
        visitor: "",
        ...dimsOf(touch, affiliate),
        label: booking.kind.slice(0, 100),
      });
    });
  } catch (err) {
    logger?.warn({ err, event: "booking" }, "analytics event not recorded");
  }
}

/** The header the sign-up request carries the visit's first touch in (JSON; malformed is ignored). */
export const FIRST_TOUCH_HEADER = "x-first-touch";

/**
 * An account was made (better-auth's user.create hook): the first touch from X-First-Touch, the
 * page from a same-origin Referer, the visitor from the address and user agent (unless DNT, GPC
 * or a crawler), the way it was made (the auth path) as the label, and the partner from the
 * referral cookie (`affiliate`), not from the header's `ref`.
 */
export async function recordSignup(
  db: Db,
  headers: Headers,
  {
    ip,
    authPath,
    siteUrl,
    affiliate,
  }: { ip: string | null | undefined; authPath: string; siteUrl: string; affiliate?: string | null },
  logger: Pick<Logger, "warn">,
) {
  let path = "";
  try {
    const referer = headers.get("referer");
    if (referer && new URL(referer).host === new URL(siteUrl).host) path = new URL(referer).pathname;
  } catch {
    path = "";
  }
  await recordServerEvent(
    db,
    {
      name: "signup",
      path,
      label: authPath,
      touch: parseFirstTouch(headers.get(FIRST_TOUCH_HEADER)),
      affiliate,
      visitor:
        ip && !notTracked(headers) ? { ip, userAgent: headers.get("user-agent") ?? "", host: new URL(siteUrl).host } : null,
    },
    logger,
  );
}
