import http from "node:http";
import path from "node:path";
import { expect, inject } from "vitest";
import { signUpAndVerify, type AccountClient } from "../support/accounts";
import { linkPath, mailsIn, waitForMailIn, type StoredMail } from "../support/outbox";
import { HTTPS_SITE_URL, PASSWORD, type SiteName, type SiteRef } from "./config";

/** A server the global setup started (tests/security/global-setup.ts). */
export function site(name: SiteName): SiteRef {
  return inject("sites")[name];
}

/**
 * A new visitor of an instance. On the https pair, `clientIp` is the address the proxy
 * reports (each test its own, so their rate-limit counts never mix).
 */
export function visitor(name: SiteName, clientIp = "192.0.2.1") {
  const { url } = site(name);
  return name === "site" ? new Agent(url) : new Agent(url, { origin: HTTPS_SITE_URL, forwardedFor: clientIp });
}

let counter = 0;
export const uniqueEmail = (tag: string) =>
  `sec-${tag}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`.toLowerCase();

export type ParsedCookie = { name: string; value: string; attributes: Map<string, string | true>; raw: string };

/** One Set-Cookie header: name, value and its attributes (names lower-cased). */
export function parseSetCookie(raw: string): ParsedCookie {
  const [pair = "", ...attrs] = raw.split(";");
  const eq = pair.indexOf("=");
  const attributes = new Map<string, string | true>();
  for (const a of attrs) {
    const i = a.indexOf("=");
    if (i === -1) attributes.set(a.trim().toLowerCase(), true);
    else attributes.set(a.slice(0, i).trim().toLowerCase(), a.slice(i + 1).trim());
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes, raw };
}

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string | string[]>;
  body?: FormData | URLSearchParams | string | Uint8Array;
};

/**
 * One HTTP exchange over node:http (not fetch: a reverse proxy's Host header must reach the
 * server as sent, and fetch would replace it). Returns a standard Response.
 */
async function exchange(url: URL, method: string, headers: Headers, body: Uint8Array | undefined): Promise<Response> {
  const flat: Record<string, string> = {};
  headers.forEach((v, k) => (flat[k] = v));
  if (body) flat["content-length"] = String(body.byteLength);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers: flat },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const out = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) out.append(k, one);
          const status = res.statusCode ?? 0;
          const nullBody = status === 204 || status === 304 || method === "HEAD";
          resolve(
            new Response(nullBody ? null : Buffer.concat(chunks), {
              status,
              statusText: res.statusMessage,
              headers: out,
            }),
          );
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * A visitor: a cookie jar, and requests that never follow redirects. Every Set-Cookie it
 * was sent is kept in `seen` for the cookie checks. State-changing requests carry the site's
 * Origin, as a browser's would. Towards an https instance the requests come as through its
 * reverse proxy: Host and X-Forwarded-Host the public host, X-Forwarded-Proto https and
 * the client's address in X-Forwarded-For.
 */
export class Agent {
  readonly jar = new Map<string, string>();
  readonly seen: { path: string; header: string }[] = [];
  readonly origin: string;
  private readonly proxyHeaders: Record<string, string> = {};

  constructor(
    readonly base: string,
    opts: { origin?: string; forwardedFor?: string } = {},
  ) {
    this.origin = opts.origin ?? base;
    if (opts.forwardedFor) {
      const publicUrl = new URL(this.origin);
      this.proxyHeaders = {
        host: publicUrl.host,
        "x-forwarded-host": publicUrl.host,
        "x-forwarded-proto": publicUrl.protocol.replace(":", ""),
        "x-forwarded-for": opts.forwardedFor,
      };
    }
  }

  async fetch(p: string, opts: RequestOptions = {}): Promise<Response> {
    const headers = new Headers({ ...this.proxyHeaders, ...opts.headers });
    if (this.jar.size && !headers.has("cookie"))
      headers.set("cookie", [...this.jar].map(([k, v]) => `${k}=${v}`).join("; "));
    let body = opts.body as BodyInit | undefined;
    if (opts.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(opts.json);
    }
    if (opts.form) {
      const f = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.form)) for (const one of Array.isArray(v) ? v : [v]) f.append(k, one);
      body = f;
    }
    const method = opts.method ?? (body === undefined ? "GET" : "POST");
    if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", this.origin);
    let bytes: Uint8Array | undefined;
    if (body !== undefined) {
      // Let the platform encode forms and multipart bodies (and pick the boundary).
      const encoded = new Request("http://encode.invalid/", { method: "POST", body });
      bytes = new Uint8Array(await encoded.arrayBuffer());
      const type = encoded.headers.get("content-type");
      if (type && !headers.has("content-type")) headers.set("content-type", type);
    }
    const res = await exchange(new URL(this.base + p), method, headers, bytes);
    for (const header of res.headers.getSetCookie()) {
      this.seen.push({ path: p, header });
      const c = parseSetCookie(header);
      const maxAge = c.attributes.get("max-age");
      const expires = c.attributes.get("expires");
      const gone =
        maxAge === "0" || (typeof expires === "string" && Date.parse(expires) <= Date.now()) || c.value === "";
      if (gone) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  /** The name of the session cookie in the jar, if any (better-auth's, prefixed "voxa"). */
  sessionCookie() {
    return [...this.jar.keys()].find((k) => k.endsWith("voxa.session_token"));
  }
}

export type { StoredMail } from "../support/outbox";

/**
 * Where an instance's emails are: a DATA_DIR (its dev outbox, DATA_DIR/mail: a local-only
 * instance without SMTP_URL), or a started instance (SiteRef.mailDir, which for the pair is
 * what their SMTP fake received).
 */
export type MailSource = string | SiteRef;

const mailDirOf = (from: MailSource) => (typeof from === "string" ? path.join(from, "mail") : from.mailDir);

/** The emails an instance sent to one address, oldest first. */
export function mailsTo(from: MailSource, email: string): StoredMail[] {
  return mailsIn(mailDirOf(from), email);
}

export async function waitForMail(
  from: MailSource,
  email: string,
  kind: string,
  index = 0,
  timeoutMs = 30_000,
): Promise<StoredMail> {
  return waitForMailIn(mailDirOf(from), email, kind, { index, timeoutMs });
}

/** The path and query of an emailed link, to send to this loopback server whatever host it names. */
export const linkIn = linkPath;

/** The account API through an agent: its cookie jar keeps the session, its Origin goes with each POST. */
function accountClient(agent: Agent): AccountClient<Response> {
  return {
    postJson: (p, json) => agent.fetch(p, { json }),
    get: (p) => agent.fetch(p),
    expectStatus: (res, status, what) => expect(res.status, what).toBe(status),
  };
}

/**
 * A confirmed account made through the API as a visitor would: sign up, open the emailed
 * confirmation link (which signs the agent in). Returns the account's id.
 */
export async function signUpVerified(agent: Agent, mail: MailSource, email: string, password = PASSWORD) {
  const { signUp } = await signUpAndVerify(accountClient(agent), (to, kind) => waitForMail(mail, to, kind), {
    email,
    password,
    name: "",
    callbackURL: "/login?view=sign_in&confirmed=1",
  });
  const { user } = (await signUp.json()) as { user: { id: string } };
  expect(agent.sessionCookie(), `session after confirming ${email}`).toBeDefined();
  return { id: user.id, email, password };
}

export async function signIn(agent: Agent, email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
  return agent.fetch("/api/auth/sign-in/email", { json: { email, password, ...extra } });
}

/** The visitor answers "Allow" on the referral notice (decision 069): the referral cookie for `code`. */
export async function allowReferralCookie(agent: Agent, code: string) {
  const res = await agent.fetch("/api/consent", { json: { choice: "accept", ref: code } });
  expect(res.status, "allowing the referral cookie").toBe(200);
}

/** Joins the affiliate program through the page's own form post; returns the affiliate code. */
export async function joinAffiliateProgram(agent: Agent) {
  const join = await agent.fetch("/affiliate-program?index", { form: { intent: "join" } });
  expect(join.status, "joining the affiliate program").toBe(200);
  const page = await (await agent.fetch("/affiliate-program")).text();
  const code = page.match(/\?ref=([A-Z0-9_-]{3,64})/)?.[1];
  expect(code, "the affiliate link on /affiliate-program").toBeDefined();
  return code!;
}
