import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { beaconEventNames } from "#db/schema/analytics";
import { hashIp } from "#platform/ip-hash.server";
import { scaleLimit, type RateLimit } from "#platform/rate-limit.server";
import { cleanText } from "~/lib/api.server";
import { isBodyTooLarge, readBodyText } from "~/lib/body.server";
import { getServices, requestContext, type AppServices } from "#platform/context";
import { referralFromRequest } from "~/features/affiliate/referral-cookie.server";
import { bufferFor, droppedEvents, overBoundAtWrite, ownerEventsLeftOut, type BufferedRow } from "./buffer.server";
import { markOwnerRequest, sessionTokenOf } from "./owner.server";
import { allowanceFor, plausibleVitals, scaledBounds } from "./bounds.server";
import { beaconLimiter } from "./rate-limit.server";
import { firstTouchSchema } from "./first-touch";
import { dimsOf } from "./events.server";
import { notTracked, utcDay, visitorFor, type HeaderLookup, type IgnoredReason, type VisitorSource } from "./visitor.server";

/** A beacon's body: 25 events of a few hundred bytes each fit with room to spare. */
export const BEACON_BODY_LIMIT = 8 * 1024;
export const BEACON_MAX_EVENTS = 25;
/**
 * Per client address: a visitor sends a few beacons per page (view, clicks, speed); an office
 * behind one address sends many. Past it, the beacon is refused (429), never stored. Counted in
 * the shared rate_limit table, synced every ~250 ms (BatchedRateLimit).
 */
export const BEACON_RATE_LIMIT: RateLimit = { max: 300, windowSeconds: 300 };

// --- what the browser may send --------------------------------------------------------------

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A page's path: the query string and fragment are dropped (they can carry personal data). */
const pathSchema = z
  .string({ error: "The path must be text." })
  .max(2000, { error: "The path is longer than 200 characters." })
  .transform((p) => p.split(/[?#]/, 1)[0]!)
  .pipe(
    z
      .string()
      .startsWith("/", { error: 'The path must start with "/".' })
      .max(200, { error: "The path is longer than 200 characters." })
      .refine((p) => !CONTROL.test(p), { error: "The path holds control characters." }),
  );

const vital = (max: number) => z.number({ error: "A vital must be a number." }).finite().min(0).max(max).optional();

const vitalsSchema = z
  .object({ lcp: vital(600_000), inp: vital(600_000), cls: vital(1000), ttfb: vital(600_000) })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "A vitals event needs at least one of lcp, inp, cls, ttfb." });

const eventSchema = z
  .object({
    n: z.enum(beaconEventNames, {
      error: (issue) =>
        `Unknown event ${JSON.stringify(issue.input)}: expected one of ${beaconEventNames.join(", ")}.`,
    }),
    p: pathSchema,
    l: z.string({ error: "The label must be text." }).trim().max(100, { error: "The label is longer than 100 characters." }).optional(),
    ft: firstTouchSchema.optional(),
    v: vitalsSchema.optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (e.n === "vitals" && !e.v) ctx.addIssue({ code: "custom", path: ["v"], message: "A vitals event needs its values (v)." });
    if (e.n !== "vitals" && e.v) ctx.addIssue({ code: "custom", path: ["v"], message: `A ${e.n} event carries no vitals.` });
  });

export const beaconSchema = z
  .object({
    e: z
      .array(eventSchema, { error: "The body must be { e: [events] }." })
      .min(1, { error: "Send at least one event." })
      .max(BEACON_MAX_EVENTS, { error: `At most ${BEACON_MAX_EVENTS} events per request.` }),
  })
  .strict();
export type BeaconEvent = z.infer<typeof eventSchema>;

// --- counters for the console ---------------------------------------------------------------

export type RejectionReason = "method" | "content_type" | "too_large" | "malformed" | "invalid" | "rate_limited";

/**
 * This process's counts since it started (in memory, per instance: a refused or ignored beacon
 * is never stored, so these are the only trace of it).
 */
const counters = {
  rejected: { method: 0, content_type: 0, too_large: 0, malformed: 0, invalid: 0, rate_limited: 0 } as Record<RejectionReason, number>,
  ignored: { bot: 0, dnt: 0, gpc: 0 } as Record<IgnoredReason, number>,
  accepted: 0,
  /** Events answered 204 and not stored: their address or visitor was past its day's bound. */
  overBound: 0,
};

/**
 * Beacons refused (by reason), requests not stored for privacy (by reason), events accepted,
 * events dropped (buffer full) and events not stored for being past a bound (here, or when the
 * shared count refused them at write time).
 */
export function beaconStats() {
  return {
    rejected: { ...counters.rejected },
    ignored: { ...counters.ignored },
    acceptedEvents: counters.accepted,
    droppedEvents: droppedEvents(),
    overBoundEvents: counters.overBound + overBoundAtWrite(),
    /** Events an admin's session sent: the owner's own visits, left out. */
    ownerEvents: ownerEventsLeftOut(),
  };
}

/** Tests: back to zero. */
export function resetBeaconStats() {
  for (const k of Object.keys(counters.rejected) as RejectionReason[]) counters.rejected[k] = 0;
  for (const k of Object.keys(counters.ignored) as IgnoredReason[]) counters.ignored[k] = 0;
  counters.accepted = 0;
  counters.overBound = 0;
}

/** What the beacon answers, whichever server layer sends it (Express ahead of React Router, or the route). */
export type BeaconAnswer = { status: number; headers: Record<string, string>; body: string | null };

function reject(reason: RejectionReason, status: number, error: string, headers: Record<string, string> = {}): BeaconAnswer {
  counters.rejected[reason]++;
  return {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
    body: JSON.stringify({ error }),
  };
}

/** The first zod issue as one sentence, with where it is ("e.0.n: …"). */
function reasonOf(error: z.ZodError) {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue?.message ?? "Invalid beacon."}`;
}

const siteHosts = new Map<string, string>();
function siteHost(siteUrl: string) {
  let host = siteHosts.get(siteUrl);
  if (!host) siteHosts.set(siteUrl, (host = new URL(siteUrl).host));
  return host;
}

function clientIp(context: Readonly<RouterContextProvider>) {
  try {
    return context.get(requestContext).clientIp;
  } catch {
    return "unknown";
  }
}

let lastFailureLog = 0;
/** The path of a same-origin Referer ("" otherwise): the page a JSON request was sent from. */
export function sameOriginPage(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "";
  try {
    const ref = new URL(referer);
    return ref.origin === new URL(request.url).origin ? ref.pathname : "";
  } catch {
    return "";
  }
}

/**
 * Who made a request, for the visitor hash of a conversion recorded while serving it; null for
 * crawlers and browsers that ask not to be tracked (the conversion still counts, without a visitor).
 */
export function visitorOfRequest(context: Readonly<RouterContextProvider>, request: Request): VisitorSource | null {
  if (notTracked(request.headers)) return null;
  const { env } = getServices(context);
  return { ip: clientIp(context), userAgent: request.headers.get("user-agent") ?? "", host: siteHost(env.PUBLIC_SITE_URL) };
}

/**
 * An admin opened the console: this browser's visitor of today is the owner's, and its visits of
 * the day are left out of the analytics (owner.server.ts, decision 112). Never throws.
 */
export async function markOwnerVisit(context: Readonly<RouterContextProvider>, request: Request) {
  const { database, logger } = getServices(context);
  await markOwnerRequest(database.db, visitorOfRequest(context, request), logger);
}

const NO_CONTENT: BeaconAnswer = { status: 204, headers: { "Cache-Control": "no-store" }, body: null };

/** A beacon request as the server received it: nothing web- or Node-specific. */
export type BeaconRequest = {
  method: string;
  headers: HeaderLookup;
  /** The client's address as the server resolved it (TRUST_PROXY honoured). */
  ip: string;
  /** The body as UTF-8 text, at most `limit` bytes; rejects with BodyTooLarge past it. */
  readText: (limit: number) => Promise<string>;
};

/**
 * POST /api/beacon through React Router (other methods, and the tests): the same answer as the
 * Express fast path in server/app.ts, which takes every POST before React Router (decision 074).
 */
export async function handleBeacon(
  context: Readonly<RouterContextProvider>,
  request: Request,
  opts: { now?: () => Date } = {},
) {
  const answer = await answerBeacon(
    getServices(context),
    { method: request.method, headers: request.headers, ip: clientIp(context), readText: (limit) => readBodyText(request, limit) },
    opts,
  );
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * POST /api/beacon { e: [...] } → 204. Refusals (415, 413, 400 with the reason, 429 with
 * Retry-After) are counted and nothing of them is stored; crawlers, DNT and GPC get a 204 and
 * nothing is stored either. So do events past the address's or the visitor's bound for the day
 * (bounds.server.ts): a browser never shows a beacon's answer, and a forger learns nothing.
 * Accepted events wait in the buffer (written every ~250 ms).
 *
 * What the beacon claims is not taken as the server's word: a vital outside its plausible range
 * is dropped, and the partner of a visit is the referral cookie this server signed when the
 * visitor opened the partner's link (decision 059), never the `ref` in the beacon's first touch.
 */
export async function answerBeacon(
  services: Pick<AppServices, "database" | "env" | "logger">,
  request: BeaconRequest,
  opts: { now?: () => Date } = {},
): Promise<BeaconAnswer> {
  const { database, env, logger } = services;
  if (request.method !== "POST") return reject("method", 405, "Method not allowed", { Allow: "POST" });
  const type = request.headers.get("content-type") ?? "";
  // navigator.sendBeacon sends a string as text/plain (no CORS preflight); fetch sends JSON.
  if (!/^(application\/json|text\/plain)\b/i.test(type))
    return reject("content_type", 415, "Send the beacon as application/json or text/plain.");
  let text: string;
  try {
    text = await request.readText(BEACON_BODY_LIMIT);
  } catch (err) {
    if (isBodyTooLarge(err)) return reject("too_large", 413, "The beacon is larger than 8 KiB.", { Connection: "close" });
    return reject("malformed", 400, "The request body could not be read.");
  }
  let body: unknown;
  try {
    body = JSON.parse(text, (_key, value) => (typeof value === "string" ? cleanText(value) : value));
  } catch {
    return reject("malformed", 400, "The beacon is not valid JSON.");
  }
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) return reject("invalid", 400, reasonOf(parsed.error));

  const ignored = notTracked(request.headers);
  if (ignored) {
    counters.ignored[ignored]++;
    return NO_CONTENT;
  }

  const now = opts.now?.() ?? new Date();
  const ip = request.ip;
  try {
    const address = hashIp(env.BETTER_AUTH_SECRET, ip);
    const limit = beaconLimiter(database.db, scaleLimit(BEACON_RATE_LIMIT, env.RATE_LIMIT_MULTIPLIER), logger).hit(
      `beacon:${address}`,
      now.getTime(),
    );
    if (!limit.allowed)
      return reject("rate_limited", 429, "Too many analytics events from your network. Please wait a moment.", {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    const visitor = await visitorFor(
      database.db,
      { ip, userAgent: request.headers.get("user-agent") ?? "", host: siteHost(env.PUBLIC_SITE_URL) },
      now,
    );
    const day = utcDay(now);
    const partner = referralFromRequest(request.headers, env, now) ?? "";
    // Only read here, as text: whether it is an admin's is asked when the batch is written.
    const session = sessionTokenOf(request.headers.get("cookie"));
    const rows: BufferedRow[] = [];
    for (const e of parsed.data.e) {
      const vitals = e.v ? plausibleVitals(e.v) : null;
      if (e.n === "vitals" && !vitals) continue;
      rows.push({
        at: now,
        day,
        name: e.n,
        path: e.p,
        visitor,
        ...dimsOf(e.ft ?? null, partner),
        label: e.l ?? "",
        lcp: vitals?.lcp ?? null,
        inp: vitals?.inp ?? null,
        cls: vitals?.cls ?? null,
        ttfb: vitals?.ttfb ?? null,
        address,
        ...(session ? { session } : {}),
      });
    }
    const bounds = scaledBounds(env.RATE_LIMIT_MULTIPLIER);
    const kept = rows.length ? allowanceFor(database.db, bounds).admit(day, address, visitor, rows.length) : 0;
    counters.overBound += rows.length - kept;
    if (kept) {
      bufferFor(database.db, logger, { bounds, adminEmails: env.ADMIN_EMAILS }).push(kept < rows.length ? rows.slice(0, kept) : rows);
      counters.accepted += kept;
    }
  } catch (err) {
    // The database is down: the page does not care, and analytics never takes the site down.
    if (Date.now() - lastFailureLog > 60_000) {
      lastFailureLog = Date.now();
      logger.warn({ err }, "beacon not recorded");
    }
  }
  return NO_CONTENT;
}
