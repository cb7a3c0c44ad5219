import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { calendarBusyTimes, calendarSources } from "#db/schema";
import { parseEnv } from "#platform/env.server";
import { createTestServices } from "#tests/support/services";
import { calendarSyncCopy as copy } from "~/content/scheduling-console";
import { ValidationFailed } from "~/lib/errors";
import { openCallSlots } from "./bookings.server";
import { CalendarFetchError, FETCH_LIMITS, calendarUrlSchema, fetchCalendarText, isAllowedAddress } from "./calendar-fetch.server";
import { busyFromIcs, calendarSyncJob, loadCalendarSource, saveCalendarSource, syncOwnerCalendar } from "./calendar-sync.server";

/**
 * The owner's own calendar blocks slots (issue 43, decision 108), read from a local HTTP server
 * serving real exported .ics files: Google's (a weekly series with an EXDATE and a moved
 * occurrence, in a VTIMEZONE), Outlook's (a Windows-named VTIMEZONE for Berlin) and Apple's (all-day
 * events and a TZID without a VTIMEZONE).
 */

/** Tuesday 1 December 2026, 08:00 in Austin; the booking window runs 14 days from here. */
const NOW = new Date("2026-12-01T14:00:00Z");
const file = (name: string) => readFileSync(new URL(`./test-calendars/${name}`, import.meta.url), "utf8");

type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const routes = new Map<string, Route>();
let server: http.Server;
let origin = "";
const serve = (path: string, body: string, type = "text/calendar; charset=utf-8"): Route => {
  const route: Route = (_req, res) => {
    res.writeHead(200, { "content-type": type });
    res.end(body);
  };
  routes.set(path, route);
  return route;
};

let kit: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const route = routes.get(req.url ?? "");
    if (route) return route(req, res);
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("no such calendar");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  serve("/google.ics", file("google-weekly.ics"));
  serve("/outlook.ics", file("outlook-berlin.ics"));
  serve("/apple.ics", file("apple-all-day.ics"));
  kit = await createTestServices({ CALENDAR_FETCH_ALLOW_LOOPBACK: "true", PUBLIC_SITE_URL: "http://127.0.0.1:3000" });
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await kit?.close();
});
beforeEach(async () => {
  await kit.services.database.db.delete(calendarSources);
});

const iso = (busy: { start: Date; end: Date }[]) => busy.map((b) => [b.start.toISOString(), b.end.toISOString()]);
const window = { from: NOW, to: new Date("2026-12-16T14:00:00Z"), ownerZone: "America/Chicago", ownHost: "127.0.0.1" };
const allowLoopback = { allowLoopback: true };

describe("busy times from real calendar files", () => {
  it("Google: a weekly series in its VTIMEZONE, less its EXDATE, with the moved occurrence; free, cancelled, past and this site's own invites left out", async () => {
    const text = await fetchCalendarText(`${origin}/google.ics`, allowLoopback);
    expect(iso(await busyFromIcs(text, window))).toEqual([
      ["2026-12-02T16:00:00.000Z", "2026-12-02T16:30:00.000Z"], // Wed 10:00 CST
      // Mon 7 Dec is an EXDATE; Wed 9 Dec moved from 10:00 to 14:00 CST.
      ["2026-12-09T20:00:00.000Z", "2026-12-09T20:30:00.000Z"],
      ["2026-12-14T16:00:00.000Z", "2026-12-14T16:30:00.000Z"], // Mon 10:00 CST; Wed 16 Dec is past the window
    ]);
  });

  it("Outlook: a Windows-named VTIMEZONE (W. Europe Standard Time) gives Berlin's offset; a monthly series outside the window adds nothing", async () => {
    const text = await fetchCalendarText(`${origin}/outlook.ics`, allowLoopback);
    expect(iso(await busyFromIcs(text, window))).toEqual([["2026-12-03T15:00:00.000Z", "2026-12-03T16:00:00.000Z"]]);
  });

  it("Apple: an all-day event blocks the day in the owner's zone, a free one nothing, and a TZID with no VTIMEZONE is read as that zone", async () => {
    const text = await fetchCalendarText(`${origin}/apple.ics`, allowLoopback);
    expect(iso(await busyFromIcs(text, window))).toEqual([
      ["2026-12-10T06:00:00.000Z", "2026-12-11T06:00:00.000Z"], // 10 December, midnight to midnight in Austin
      ["2026-12-11T16:00:00.000Z", "2026-12-11T17:00:00.000Z"], // 17:00–18:00 in Berlin
    ]);
  });

  it("a file that is not an iCalendar is refused in words", async () => {
    await expect(busyFromIcs("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense\r\n", window)).rejects.toThrow(/^The calendar file could not be read: /);
  });
});

describe("the owner's calendar blocks slots, read on a schedule", () => {
  it("saved, read by the job: 3 busy times stored, the open times leave them out; a run 5 minutes later does not read again", async () => {
    const before = (await openCallSlots(kit.services.database.db, "strategy_call", NOW)).map((d) => d.toISOString());
    expect(before).toContain("2026-12-02T16:00:00.000Z"); // Wed 10:00 CST is open until the stand-up is read

    await saveCalendarSource(kit.services, `${origin}/google.ics`, null, NOW);
    expect(await calendarSyncJob(kit.services, () => NOW)({})).toEqual({ read: 3 });
    const stored = await kit.services.database.db.select().from(calendarBusyTimes);
    expect(iso(stored.sort((a, b) => a.start.getTime() - b.start.getTime()))).toEqual([
      ["2026-12-02T16:00:00.000Z", "2026-12-02T16:30:00.000Z"],
      ["2026-12-09T20:00:00.000Z", "2026-12-09T20:30:00.000Z"],
      ["2026-12-14T16:00:00.000Z", "2026-12-14T16:30:00.000Z"],
    ]);
    const after = (await openCallSlots(kit.services.database.db, "strategy_call", NOW)).map((d) => d.toISOString());
    // 9:30 (with its 15-minute buffer) and 10:00 meet the stand-up; 10:30 is free again.
    expect(after).not.toContain("2026-12-02T15:30:00.000Z");
    expect(after).not.toContain("2026-12-02T16:00:00.000Z");
    expect(after).toContain("2026-12-02T16:30:00.000Z");
    expect(after).not.toContain("2026-12-09T20:00:00.000Z");
    expect(before.length - after.length).toBe(6);
    expect(await loadCalendarSource(kit.services.database.db)).toMatchObject({ busyCount: 3, lastError: null, succeededAt: NOW, fetchedAt: NOW });

    // The next run 5 minutes later (another instance's, say) does not read it again; 15 minutes later it does.
    expect(await calendarSyncJob(kit.services, () => new Date(NOW.getTime() + 5 * 60_000))({})).toEqual({ skipped: "read recently" });
    expect(await calendarSyncJob(kit.services, () => new Date(NOW.getTime() + 15 * 60_000))({})).toEqual({ read: 3 });
  });

  it("a failed read says why and keeps the last good busy times", async () => {
    const route = serve("/flaky.ics", file("outlook-berlin.ics"));
    await saveCalendarSource(kit.services, `${origin}/flaky.ics`, null, NOW);
    expect(await syncOwnerCalendar(kit.services, NOW)).toEqual({ read: 1 });
    routes.set("/flaky.ics", (_req, res) => {
      res.writeHead(404, "Not Found", { "content-type": "text/html" });
      res.end("<h1>Gone</h1>");
    });
    const later = new Date(NOW.getTime() + 20 * 60_000);
    const outcome = await syncOwnerCalendar(kit.services, later);
    expect(outcome).toEqual({
      failed:
        "The calendar's server answered 404 Not Found. Copy the address again from your calendar's settings; a secret address stops working when it is reset.",
    });
    expect(await loadCalendarSource(kit.services.database.db)).toMatchObject({ busyCount: 1, succeededAt: NOW, fetchedAt: later });
    expect(await kit.services.database.db.select().from(calendarBusyTimes)).toHaveLength(1);
    routes.set("/flaky.ics", route);
  });

  it("an address that is not https, or leads inside, is refused when saved, with the reason", async () => {
    const strict = { ...kit.services, env: { ...kit.services.env, CALENDAR_FETCH_ALLOW_LOOPBACK: false } };
    const refused = async (url: string) => {
      const err = await saveCalendarSource(strict, url, null, NOW).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ValidationFailed);
      return (err as ValidationFailed).fieldErrors?.calendarUrl;
    };
    expect(await refused(`${origin}/google.ics`)).toBe("Only https:// (or webcal://) calendar addresses are read.");
    expect(await refused("https://user:secret@calendar.example.com/c.ics")).toBe("Use an address without a user name or password in it.");
    expect(await refused("https://calendar.example.com:8443/c.ics")).toBe("Use the calendar's address on the standard https port (no :port in it).");
    expect(await refused("https://169.254.169.254/latest/meta-data/")).toBe(
      "That address leads to a private or local network (169.254.169.254); only calendars on the public internet are read.",
    );
    expect(await refused("not a url")).toBe("That isn't a web address. Copy the calendar's iCal address (it starts with https:// or webcal://).");
    expect(await kit.services.database.db.select().from(calendarSources)).toEqual([]);
    // Apple's webcal:// links are read over https.
    expect(calendarUrlSchema().parse("webcal://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5")).toBe("https://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5");
  });
});

describe("the allow-list: only public https addresses, within size and time", () => {
  it("refuses loopback, private, link-local, CGNAT, unique-local and mapped addresses, and allows public ones", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.16.0.9", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd12:3456::1", "fe80::1", "::ffff:127.0.0.1", "::ffff:a00:1", "64:ff9b::a00:1", "2002:a00:1::1"])
      expect(isAllowedAddress(address), address).toBe(false);
    for (const address of ["8.8.8.8", "142.250.72.14", "2607:f8b0:4009:80b::200e"]) expect(isAllowedAddress(address), address).toBe(true);
    // The test-only setting lets loopback through, and nothing else.
    expect(isAllowedAddress("127.0.0.1", true)).toBe(true);
    expect(isAllowedAddress("10.1.2.3", true)).toBe(false);
    for (const url of ["https://10.0.0.1/c.ics", "https://[::1]/c.ics", "https://[fd00::1]/c.ics", "https://[::ffff:127.0.0.1]/c.ics", "https://100.64.1.1/c.ics"])
      expect(calendarUrlSchema().safeParse(url).success, url).toBe(false);
  });

  it("a host name is resolved by the connection's own lookup, which connects to the address it checked", async () => {
    // With the test-only allowance, localhost (all its addresses loopback) reaches the test server.
    const viaName = `${origin.replace("127.0.0.1", "localhost")}/outlook.ics`;
    expect(await fetchCalendarText(viaName, allowLoopback)).toMatch(/^BEGIN:VCALENDAR/);
    // A name whose answer mixes a public and a private address is refused as a whole.
    const resolveHost = async () => [
      { address: "8.8.8.8", family: 4 },
      { address: "192.168.0.10", family: 4 },
    ];
    await expect(fetchCalendarText("https://calendar.example.com/c.ics", { resolveHost })).rejects.toThrow(
      "That address leads to a private or local network (192.168.0.10); only calendars on the public internet are read.",
    );
  });

  it("a host name that resolves to a private address is refused before any connection", async () => {
    const resolveHost = async () => [{ address: "10.0.0.7", family: 4 }];
    await expect(fetchCalendarText("https://calendar.example.com/c.ics", { resolveHost })).rejects.toThrow(
      "That address leads to a private or local network (10.0.0.7); only calendars on the public internet are read.",
    );
    // Without the test-only setting, localhost is refused the same way (the tests' server is not reached).
    await expect(fetchCalendarText(`https://localhost:${new URL(origin).port}/google.ics`)).rejects.toThrow(
      /^That address leads to a private or local network \((127\.0\.0\.1|::1)\)/,
    );
  });

  it("follows at most 3 redirects, each checked: one into a private network or to http is refused", async () => {
    const redirect = (path: string, to: string) =>
      routes.set(path, (_req, res) => {
        res.writeHead(302, { location: to });
        res.end();
      });
    redirect("/r1", "/r2");
    redirect("/r2", "/r3");
    redirect("/r3", "/google.ics");
    redirect("/r0", "/r1");
    expect(await fetchCalendarText(`${origin}/r1`, allowLoopback)).toMatch(/^BEGIN:VCALENDAR/);
    await expect(fetchCalendarText(`${origin}/r0`, allowLoopback)).rejects.toThrow("The address redirected more than 3 times.");
    redirect("/to-metadata", "https://169.254.169.254/latest/meta-data/");
    await expect(fetchCalendarText(`${origin}/to-metadata`, allowLoopback)).rejects.toThrow(
      "The address redirected somewhere we don't read: That address leads to a private or local network (169.254.169.254); only calendars on the public internet are read.",
    );
    redirect("/to-http", "http://calendar.example.com/c.ics");
    await expect(fetchCalendarText(`${origin}/to-http`, allowLoopback)).rejects.toThrow(
      "The address redirected somewhere we don't read: Only https:// (or webcal://) calendar addresses are read.",
    );
  });

  it("stops at 2 MB, whether the size is announced or not", async () => {
    const big = `BEGIN:VCALENDAR\r\n${"X-FILLER:".padEnd(70, "x")}\r\n`.repeat(1).concat(`${"X-FILLER:".padEnd(70, "x")}\r\n`.repeat(31_000));
    expect(Buffer.byteLength(big)).toBeGreaterThan(FETCH_LIMITS.maxBytes);
    serve("/big.ics", big);
    routes.set("/big-chunked.ics", (_req, res) => {
      res.writeHead(200, { "content-type": "text/calendar", "transfer-encoding": "chunked" });
      for (let i = 0; i < 40; i++) res.write(big.slice(i * 60_000, (i + 1) * 60_000));
      res.end();
    });
    await expect(fetchCalendarText(`${origin}/big.ics`, allowLoopback)).rejects.toThrow("The calendar file is larger than 2 MB, more than we read.");
    await expect(fetchCalendarText(`${origin}/big-chunked.ics`, allowLoopback)).rejects.toThrow("The calendar file is larger than 2 MB, more than we read.");
  });

  it("gives up after 5 seconds", async () => {
    routes.set("/slow.ics", () => {
      /* never answers */
    });
    const started = Date.now();
    await expect(fetchCalendarText(`${origin}/slow.ics`, allowLoopback)).rejects.toThrow("The calendar did not answer within 5 seconds.");
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(Date.now() - started).toBeLessThan(8_000);
  }, 15_000);

  it("reads text/calendar or text/plain only, and only an iCalendar file", async () => {
    serve("/page.html", "<html>My calendar</html>", "text/html; charset=utf-8");
    serve("/plain.ics", file("apple-all-day.ics"), "text/plain");
    serve("/json", '{"events":[]}', "text/plain");
    await expect(fetchCalendarText(`${origin}/page.html`, allowLoopback)).rejects.toThrow(
      "The address gave text/html, not a calendar. Use the calendar's iCal (.ics) address, not its web page.",
    );
    expect(await fetchCalendarText(`${origin}/plain.ics`, allowLoopback)).toMatch(/^BEGIN:VCALENDAR/);
    await expect(fetchCalendarText(`${origin}/json`, allowLoopback)).rejects.toThrow(copy.notCalendar);
    await expect(fetchCalendarText(`${origin}/missing.ics`, allowLoopback)).rejects.toBeInstanceOf(CalendarFetchError);
  });

  it("the loopback allowance is a test-only setting: a production start refuses it", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "production", PUBLIC_SITE_URL: "http://127.0.0.1:3000", CALENDAR_FETCH_ALLOW_LOOPBACK: "true" }),
    ).toThrow(
      "CALENDAR_FETCH_ALLOW_LOOPBACK: is a test-only setting and is refused in production: remove it (test runners also set ALLOW_TEST_SETTINGS=true)",
    );
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_SITE_URL: "http://127.0.0.1:3000" }).CALENDAR_FETCH_ALLOW_LOOPBACK).toBe(false);
  });
});
