import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminActions, bookings, calendarBusyTimes, calendarFeeds, calendarSources, orders } from "#db/schema";
import { feedForToken } from "~/features/scheduling/calendar-feed.server";
import { loader as feedLoader } from "~/routes/_calendar/feed";
import { action as schedulingAction, loader as schedulingLoader } from "~/routes/_admin/scheduling";
import { readStatus } from "./scheduling.server";
import { startAdminTestKit, statusOf, type AdminTestKit } from "#tests/support/admin-kit";

/**
 * The owner's calendar on the scheduling page (issue 43, decision 108): the private feed of every
 * booking (made, read by a calendar, regenerated, revoked) and the owner's own calendar address
 * (saved and read at once, refused, removed).
 */

/** Tuesday 1 December 2026, 08:00 in Austin. */
const NOW = new Date("2026-12-01T14:00:00Z");
const at = (iso: string) => new Date(iso);

let kit: AdminTestKit;
let server: http.Server;
let origin = "";
let calendarText = "";
beforeAll(async () => {
  kit = await startAdminTestKit({ CALENDAR_FETCH_ALLOW_LOOPBACK: "true", PUBLIC_SITE_URL: "http://127.0.0.1:3000" });
  server = http.createServer((req, res) => {
    if (req.url !== "/me.ics") return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/calendar" }).end(calendarText);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await kit?.close();
});
beforeEach(async () => {
  await kit.db.delete(bookings);
  await kit.db.delete(calendarFeeds);
  await kit.db.delete(calendarSources);
  await kit.db.delete(adminActions);
});

const send = (form: Record<string, string>, who: "admin" | "member" = "admin") =>
  schedulingAction({ request: kit.request(who, "/admin/scheduling", { form }), context: kit.context(), params: {} } as never);
const page = async () =>
  (await schedulingLoader({ request: kit.request("admin", "/admin/scheduling"), context: kit.context(), params: {} } as never)) as {
    calendar: {
      feed: { since: string; lastRead: string } | null;
      source: { address: string; status: { ok: boolean | null; text: string } } | null;
    };
  };
async function answer(run: () => Promise<unknown>) {
  const result = (await run()) as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (result?.type === "DataWithResponseInit") return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown> };
  return { status: 200, body: result as Record<string, unknown> };
}
const getFeed = (file: string) => feedLoader({ request: new Request(`http://127.0.0.1:3000/calendar/${file}`), context: kit.context(), params: { file } } as never) as Promise<Response>;
const tokenOf = (url: string) => /\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;

async function insert(start: Date, more: Partial<typeof bookings.$inferInsert> = {}) {
  const minutes = more.kind === "strategy_session" ? 60 : 30;
  const [row] = await kit.db
    .insert(bookings)
    .values({
      kind: "strategy_call",
      slotStart: start,
      slotEnd: new Date(start.getTime() + minutes * 60_000),
      blocksUntil: new Date(start.getTime() + (minutes + 15) * 60_000),
      timeZone: "Europe/Berlin",
      name: "Dana Scully",
      email: "dana@example.com",
      updatedAt: at("2026-11-30T12:00:00Z"),
      ...more,
    })
    .returning();
  return row!;
}

describe("the private feed of bookings", () => {
  it("is made from the page and shown once; only its hash is stored; a calendar reads it as text/calendar, never cached", async () => {
    expect((await page()).calendar.feed).toBeNull();
    const made = await answer(() => send({ intent: "feed-create" }));
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ ok: true, panel: "feed", message: "Feed address created. Copy it now: it is shown only once." });
    const url = made.body.feedUrl as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = tokenOf(url);
    const [row] = await kit.db.select().from(calendarFeeds);
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await page()).calendar.feed).toMatchObject({ lastRead: "No calendar has read it yet." });

    const res = await getFeed(`${token}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await res.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect((await page()).calendar.feed).toMatchObject({ lastRead: "Last read by a calendar just now." });
    const [audit] = await kit.db.select().from(adminActions);
    expect(audit).toMatchObject({ action: "calendar-feed.create", adminEmail: "owner@example.com" });
  });

  it("holds every call that is on or recently took place: the client named, with phone, email, agenda and the console link, times in UTC", async () => {
    const token = tokenOf((await answer(() => send({ intent: "feed-create" }))).body.feedUrl as string);
    const dana = await insert(at("2026-12-03T15:00:00Z"), { phone: "+1 512 555 0199", notes: "After-hours calls", sequence: 1 });
    const [order] = await kit.db
      .insert(orders)
      .values({ email: "fox@example.com", status: "pending", amountTotal: 25_000, selection: { priceId: "strategy-session", upsellPriceIds: [] } })
      .returning();
    const held = await insert(at("2026-12-04T16:00:00Z"), {
      kind: "strategy_session",
      orderId: order!.id,
      status: "held",
      holdExpiresAt: at("2026-12-01T14:20:00Z"),
      name: "Fox Mulder",
      email: "fox@example.com",
    });
    const done = await insert(at("2026-11-20T16:00:00Z"), { status: "done", name: "Dora Done" });
    await insert(at("2026-12-05T16:00:00Z"), { status: "cancelled", name: "Cal Cancel" });
    await insert(at("2026-12-06T16:00:00Z"), { status: "expired", name: "Exp Ired" });
    await insert(at("2026-06-01T16:00:00Z"), { status: "done", name: "Long Ago" });

    const ics = (await feedForToken(kit.services, token, NOW))!;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Voxa AI bookings");
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.uid, e.summary, e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString(), e.sequence])).toEqual([
      [`${done.id}@127.0.0.1`, "Free strategy call — Dora Done", "2026-11-20T16:00:00.000Z", "2026-11-20T16:30:00.000Z", 0],
      [`${dana.id}@127.0.0.1`, "Free strategy call — Dana Scully", "2026-12-03T15:00:00.000Z", "2026-12-03T15:30:00.000Z", 1],
      [`${held.id}@127.0.0.1`, "Paid strategy session — Fox Mulder (held, awaiting payment)", "2026-12-04T16:00:00.000Z", "2026-12-04T17:00:00.000Z", 0],
    ]);
    expect(events[1]!.description).toBe(
      [
        "Phone: +1 512 555 0199",
        "Email: dana@example.com",
        "To cover: After-hours calls",
        "Their time: Thursday, December 3, 2026, 4:00 PM GMT+1 (Europe/Berlin)",
        `In the console: http://127.0.0.1:3000/admin/bookings#booking-${dana.id}`,
      ].join("\n"),
    );
    // Written in UTC, stamped with the call's last change (the same file on every read until a call changes).
    const flat = ics.replace(/\r\n[ \t]/g, "");
    expect(flat).toContain("\r\nDTSTART:20261203T150000Z\r\n");
    expect(flat).toContain("\r\nDTSTAMP:20261130T120000Z\r\n");
    expect(await feedForToken(kit.services, token, NOW)).toBe(ics);
    // Once the hold lapses, the held session leaves the feed.
    expect(await feedForToken(kit.services, token, at("2026-12-01T14:21:00Z"))).not.toContain(held.id);
  });

  it("a wrong, malformed or revoked token answers 404; a new address retires the old one", async () => {
    const first = tokenOf((await answer(() => send({ intent: "feed-create" }))).body.feedUrl as string);
    expect((await getFeed(`${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await getFeed(`${first}`)).status).toBe(404); // no .ics
    expect((await getFeed("../../etc/passwd.ics")).status).toBe(404);
    const again = await answer(() => send({ intent: "feed-create" }));
    expect(again.body.message).toBe("New feed address made. Copy it now: the old address no longer works.");
    const second = tokenOf(again.body.feedUrl as string);
    expect((await getFeed(`${first}.ics`)).status).toBe(404);
    expect((await getFeed(`${second}.ics`)).status).toBe(200);
    expect(await answer(() => send({ intent: "feed-revoke" }))).toMatchObject({ status: 200, body: { message: "Feed turned off. Its address no longer works." } });
    const gone = await getFeed(`${second}.ics`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("no-store");
    expect((await page()).calendar.feed).toBeNull();
    expect((await kit.db.select({ action: adminActions.action }).from(adminActions)).map((a) => a.action)).toEqual([
      "calendar-feed.create",
      "calendar-feed.regenerate",
      "calendar-feed.revoke",
    ]);
    expect(await statusOf(() => send({ intent: "feed-create" }, "member"))).toBe(404);
  });

  it("is rate-limited per address: the 61st request in 10 minutes gets 429 with Retry-After", async () => {
    const token = tokenOf((await answer(() => send({ intent: "feed-create" }))).body.feedUrl as string);
    const context = kit.context();
    const hit = () => feedLoader({ request: new Request("http://127.0.0.1:3000/x"), context, params: { file: `${token}.ics` } } as never) as Promise<Response>;
    // Another address's count (the other tests') is its own: this one starts fresh.
    context.set((await import("#platform/context")).requestContext, { requestId: "t", nonce: "n", clientIp: "203.0.113.9" });
    for (let i = 0; i < 60; i++) expect((await hit()).status).toBe(200);
    const limited = await hit();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the owner's own calendar on the page", () => {
  /** A calendar with one busy hour tomorrow, relative to the real clock (the page reads it now). */
  const oneEventTomorrow = () => {
    const start = new Date(Date.now() + 86_400_000);
    const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
    return [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
      "BEGIN:VEVENT",
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(new Date(start.getTime() + 3600_000))}`,
      `DTSTAMP:${stamp(new Date())}`,
      "UID:tomorrow@google.com",
      "SUMMARY:Dentist",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
  };

  it("saving the address reads it at once and the page says what it found; removing it stops the reads and frees the times", async () => {
    calendarText = oneEventTomorrow();
    const saved = await answer(() => send({ intent: "source-save", calendarUrl: `${origin}/me.ics` }));
    expect(saved).toEqual({ status: 200, body: { ok: true, panel: "source", message: "Calendar address saved." } });
    const { source } = (await page()).calendar;
    expect(source).toEqual({ address: `${new URL(origin).host}/me.ics`, status: { ok: true, text: "Read 1 busy time, just now." } });
    expect(await kit.db.select().from(calendarBusyTimes)).toHaveLength(1);
    const [audit] = await kit.db.select().from(adminActions);
    expect(audit).toMatchObject({ action: "calendar-source.save", details: { host: new URL(origin).host } });

    expect(await answer(() => send({ intent: "source-remove" }))).toMatchObject({
      body: { ok: true, message: "Your calendar is no longer read; its busy times no longer block slots." },
    });
    expect((await page()).calendar.source).toBeNull();
    expect(await kit.db.select().from(calendarBusyTimes)).toEqual([]);
  });

  it("an address that is not https is refused at its field, as typed, and nothing is saved", async () => {
    const res = await answer(() => send({ intent: "source-save", calendarUrl: "http://calendar.example.com/me.ics" }));
    expect(res).toEqual({
      status: 400,
      body: {
        ok: false,
        panel: "source",
        message: "Only https:// (or webcal://) calendar addresses are read.",
        fieldErrors: { calendarUrl: "Only https:// (or webcal://) calendar addresses are read." },
        calendarUrl: "http://calendar.example.com/me.ics",
      },
    });
    expect(await kit.db.select().from(calendarSources)).toEqual([]);
  });

  it("a failed read is said in words, with the busy times from the last good read that still block slots", () => {
    const row = {
      id: "default",
      url: "https://calendar.google.com/calendar/ical/dana%40example.com/private-0123456789abcdef/basic.ics",
      fetchedAt: at("2026-12-01T13:57:00Z"),
      succeededAt: at("2026-12-01T13:42:00Z"),
      lastError: "The calendar did not answer within 5 seconds.",
      busyCount: 14,
      updatedAt: at("2026-11-30T00:00:00Z"),
      updatedBy: null,
    };
    expect(readStatus(row, NOW)).toEqual({
      ok: false,
      text: "The last read, 3 minutes ago, failed: The calendar did not answer within 5 seconds. The 14 busy times from the last good read (18 minutes ago) still block slots.",
    });
    expect(readStatus({ ...row, lastError: null, succeededAt: at("2026-12-01T13:58:00Z") }, NOW)).toEqual({ ok: true, text: "Read 14 busy times, 2 minutes ago." });
    expect(readStatus({ ...row, fetchedAt: null, succeededAt: null, lastError: null, busyCount: null }, NOW)).toEqual({ ok: null, text: "Not read yet." });
  });
});
