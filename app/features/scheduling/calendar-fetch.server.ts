import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { z } from "zod";
import { calendarSyncCopy as copy } from "~/content/scheduling-console";

/**
 * Reading the owner's own calendar from its private iCal address (issue 43, decision 108), with a
 * strict allow-list, because the address is typed by a person and fetched by the server: https
 * only, on the standard port, no credentials in it; the host resolved and refused when any of its
 * addresses is loopback, private, link-local, CGNAT, unique-local or otherwise not public (checked
 * at connection time, so a second DNS answer cannot slip past); at most 3 redirects, each checked
 * the same way; 5 seconds for the whole read; 2 MB at most; text/calendar or text/plain only.
 *
 * `allowLoopback` (the test-only CALENDAR_FETCH_ALLOW_LOOPBACK) lets plain http reach a loopback
 * address, the tests' local .ics server; nothing else changes.
 */

export const FETCH_LIMITS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

/** A read that did not give a calendar, said in words the owner can act on. */
export class CalendarFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CalendarFetchError";
  }
}

// Every range that is not the public internet (IANA special-purpose registries).
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 96], // unspecified, loopback, and IPv4-compatible (::a.b.c.d)
  ["64:ff9b::", 96], // NAT64 (reaches IPv4 through a gateway)
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID…)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (embeds any IPv4)
  ["fc00::", 7], // unique local (ULA)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1, or ::ffff:a00:1 as URLs write it) is judged as the IPv4 address it is. */
function plain(address: string): { address: string; type: "ipv4" | "ipv6" } {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return { address: dotted[1]!, type: "ipv4" };
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return { address: [hi >> 8, hi & 255, lo >> 8, lo & 255].join("."), type: "ipv4" };
  }
  return { address, type: isIP(address) === 6 ? "ipv6" : "ipv4" };
}

/** Whether the server may connect to this address. */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  const a = plain(address);
  if (!isIP(a.address)) return false;
  if (allowLoopback && loopback.check(a.address, a.type)) return true;
  if (a.type === "ipv6" && /^::ffff:/i.test(a.address)) return false; // a mapped form not caught above
  return !blocked.check(a.address, a.type);
}

const isLoopbackHost = (host: string) => {
  const h = host.replace(/^\[|\]$/g, "");
  return h === "localhost" || (isIP(h) !== 0 && loopback.check(plain(h).address, plain(h).type));
};

/**
 * The owner's calendar address, checked and written the one way it is fetched: webcal:// (Apple's
 * links) read as https://; https on the standard port; no user or password in it; at most 2,048
 * characters. With `allowLoopback`, http://127.0.0.1:<port>/ too (tests only).
 */
export function calendarUrlSchema(allowLoopback = false) {
  return z
    .string({ error: copy.urlMissing })
    .trim()
    .min(1, { error: copy.urlMissing })
    .max(2048, { error: copy.urlTooLong })
    .transform((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value.replace(/^webcals?:\/\//i, "https://"));
      } catch {
        ctx.addIssue({ code: "custom", message: copy.urlInvalid });
        return z.NEVER;
      }
      const testServer = allowLoopback && url.protocol === "http:" && isLoopbackHost(url.hostname);
      if (url.protocol !== "https:" && !testServer) ctx.addIssue({ code: "custom", message: copy.urlNotHttps });
      else if (url.username || url.password) ctx.addIssue({ code: "custom", message: copy.urlCredentials });
      else if (url.port && url.port !== "443" && !testServer) ctx.addIssue({ code: "custom", message: copy.urlPort });
      else {
        const literal = url.hostname.replace(/^\[|\]$/g, "");
        if (isIP(literal) && !isAllowedAddress(literal, allowLoopback)) ctx.addIssue({ code: "custom", message: copy.privateAddress(literal) });
      }
      url.hash = "";
      return url.toString();
    });
}

/** Resolves a host name to every address it has (tests replace it to play a DNS answer). */
export type ResolveHost = (host: string) => Promise<LookupAddress[]>;

const systemResolve: ResolveHost = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));

/**
 * The connection's own DNS lookup: the host's addresses, refused when any of them is not public.
 * Node connects to what this returns, so the address checked is the address used.
 */
function guardedLookup(resolveHost: ResolveHost, allowLoopback: boolean, refusals: { address?: string }): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        const bad = addresses.find((a) => !isAllowedAddress(a.address, allowLoopback));
        if (bad || !addresses.length) {
          refusals.address = bad?.address ?? hostname;
          const err = Object.assign(new Error(`refused address ${refusals.address}`), { code: "EREFUSEDADDRESS" });
          return (callback as (e: NodeJS.ErrnoException) => void)(err);
        }
        if (options.all) (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => (callback as (e: NodeJS.ErrnoException) => void)(err),
    );
  };
}

export type FetchOptions = {
  allowLoopback?: boolean;
  resolveHost?: ResolveHost;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

type Answer = { status: number; statusText: string; location?: string; contentType: string; body?: string };

/** One GET, no redirect followed; the body read only for a 2xx answer, within the size cap. */
function getOnce(url: URL, opts: Required<Omit<FetchOptions, "resolveHost">> & { resolveHost: ResolveHost }, signal: AbortSignal): Promise<Answer> {
  const refusals: { address?: string } = {};
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: "GET",
        signal,
        lookup: guardedLookup(opts.resolveHost, opts.allowLoopback, refusals),
        headers: { accept: "text/calendar, text/plain;q=0.9", "accept-encoding": "identity", "user-agent": copy.userAgent },
        // No connection is kept or shared: each read starts clean.
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers["content-type"] ?? "");
        const base = { status, statusText: res.statusMessage ?? "", contentType };
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ ...base, location: res.headers.location });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return resolve(base);
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > opts.maxBytes) {
          res.destroy();
          return reject(new CalendarFetchError(copy.tooLarge));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new CalendarFetchError(copy.tooLarge));
          } else chunks.push(chunk);
        });
        res.on("end", () => resolve({ ...base, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", (err: NodeJS.ErrnoException) =>
          reject(new CalendarFetchError(signal.aborted ? copy.timeout(opts.timeoutMs / 1000) : copy.network(err.code ?? err.message))),
        );
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (refusals.address) return reject(new CalendarFetchError(copy.privateAddress(refusals.address)));
      if (signal.aborted) return reject(new CalendarFetchError(copy.timeout(opts.timeoutMs / 1000)));
      if (err.code === "ENOTFOUND" || err.code === "EAI_AGAIN") return reject(new CalendarFetchError(copy.notFound(url.hostname)));
      if (err.code === "ECONNREFUSED") return reject(new CalendarFetchError(copy.refused(url.host)));
      if (err instanceof CalendarFetchError) return reject(err);
      reject(new CalendarFetchError(copy.network(err.code ?? err.message)));
    });
    req.end();
  });
}

/**
 * Reads the calendar at `address` (already checked by calendarUrlSchema) and returns its text.
 * Throws CalendarFetchError with the reason in words.
 */
export async function fetchCalendarText(address: string, options: FetchOptions = {}): Promise<string> {
  const opts = {
    allowLoopback: options.allowLoopback ?? false,
    resolveHost: options.resolveHost ?? systemResolve,
    timeoutMs: options.timeoutMs ?? FETCH_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? FETCH_LIMITS.maxBytes,
    maxRedirects: options.maxRedirects ?? FETCH_LIMITS.maxRedirects,
  };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const check = calendarUrlSchema(opts.allowLoopback);
  let url = new URL(address);
  for (let redirects = 0; ; redirects++) {
    const answer = await getOnce(url, opts, signal);
    if (answer.location !== undefined) {
      if (redirects >= opts.maxRedirects) throw new CalendarFetchError(copy.tooManyRedirects(opts.maxRedirects));
      // Each hop is checked as the owner's own address was (a redirect to http or to an inside address is refused).
      const next = check.safeParse(new URL(answer.location, url).toString());
      if (!next.success) throw new CalendarFetchError(copy.badRedirect(next.error.issues[0]!.message));
      url = new URL(next.data);
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) throw new CalendarFetchError(copy.httpStatus(answer.status, answer.statusText));
    const type = answer.contentType.split(";")[0]!.trim().toLowerCase();
    if (type !== "text/calendar" && type !== "text/plain") throw new CalendarFetchError(copy.notCalendarType(type || "no type"));
    const body = answer.body ?? "";
    if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(body)) throw new CalendarFetchError(copy.notCalendar);
    return body;
  }
}
