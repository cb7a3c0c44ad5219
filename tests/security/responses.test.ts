import { beforeAll, describe, expect, it } from "vitest";
import { checkCsp } from "./csp";
import { type Agent, linkIn, mailsTo, signUpVerified, site, uniqueEmail, visitor, waitForMail } from "./http";

/**
 * What every answer carries, whatever produced it (static files, Express, better-auth,
 * React Router pages, resource routes, refusals and errors), what error bodies never
 * reveal, and where redirects may lead.
 */
const { url: base, dataDir } = site("site");
let user: Agent;
const userEmail = uniqueEmail("responses");

type Probe = {
  label: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signedIn?: boolean;
};

const BIG = new Uint8Array(300 * 1024).fill(0x61);
const PROBES: Probe[] = [
  // Pages: prerendered, dynamic, guarded, console, unknown.
  { label: "prerendered page", path: "/pricing" },
  { label: "prerendered page, HEAD", path: "/about", method: "HEAD" },
  { label: "dynamic page", path: "/checkout?addons=addon-crm" },
  { label: "login", path: "/login?redirectTo=%2Fuser-dashboard" },
  { label: "guarded page, signed out (302)", path: "/user-dashboard" },
  { label: "guarded page, signed in", path: "/user-dashboard", signedIn: true },
  { label: "console, not an admin (404 page)", path: "/admin", signedIn: true },
  { label: "unknown page (redirect)", path: "/no-such-page" },
  { label: "client data request", path: "/pricing.data" },
  { label: "client data request, console (404)", path: "/admin/leads.data" },
  { label: "route discovery manifest", path: "/__manifest?p=%2Fadmin&version=1" },
  { label: "robots.txt", path: "/robots.txt" },
  { label: "sitemap.xml", path: "/sitemap.xml" },
  // Static files and missing ones.
  { label: "web manifest", path: "/site.webmanifest" },
  { label: "missing asset", path: "/assets/no-such-file.js" },
  { label: "missing file-like path", path: "/favicon.ico" },
  { label: "missing script-like path", path: "/wp-login.php" },
  // Health.
  { label: "liveness", path: "/healthz" },
  { label: "readiness", path: "/readyz" },
  // APIs, their refusals and errors.
  { label: "demo state", path: "/api/demo/state" },
  { label: "auth session", path: "/api/auth/get-session", signedIn: true },
  { label: "auth unknown endpoint", path: "/api/auth/no-such-endpoint" },
  {
    label: "auth bad JSON",
    path: "/api/auth/sign-in/email",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{bad",
  },
  {
    label: "auth missing fields",
    path: "/api/auth/sign-up/email",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  },
  {
    label: "auth body too large",
    path: "/api/auth/sign-in/email",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: BIG,
  },
  { label: "lead: GET on a POST API", path: "/api/leads/contact" },
  {
    label: "lead: unknown form",
    path: "/api/leads/no-such-form",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  },
  {
    label: "lead: bad JSON",
    path: "/api/leads/contact",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{bad",
  },
  {
    label: "lead: wrong content type",
    path: "/api/leads/contact",
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: "hello",
  },
  {
    label: "lead: too large",
    path: "/api/leads/contact",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: BIG,
  },
  {
    label: "lead: invalid fields",
    path: "/api/leads/contact",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"email":"nope"}',
  },
  {
    label: "lead: cross-site",
    path: "/api/leads/contact",
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://evil.example" },
    body: "{}",
  },
  {
    label: "checkout API: unknown price",
    path: "/api/create-checkout",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"priceId":"nope"}',
  },
  {
    label: "checkout API: array body",
    path: "/api/create-checkout",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "[]",
  },
  {
    label: "checkout page: broken multipart",
    path: "/checkout",
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=x" },
    body: "garbage",
  },
  {
    label: "checkout page: unknown price",
    path: "/checkout",
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "priceId=nope",
  },
  {
    label: "stripe webhook without signature",
    path: "/api/stripe/webhook",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"type":"x"}',
  },
  { label: "consent: should the notice ask", path: "/api/consent?ref=NOSUCHCODE" },
  {
    label: "consent: unknown choice",
    path: "/api/consent",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"choice":"maybe"}',
  },
  {
    label: "beacon: a page view (204)",
    path: "/api/beacon",
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8" },
    body: '{"e":[{"n":"pageview","p":"/pricing"}]}',
  },
  { label: "beacon: GET on a POST API", path: "/api/beacon" },
  {
    label: "beacon: unknown event",
    path: "/api/beacon",
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: '{"e":[{"n":"purchase","p":"/"}]}',
  },
  {
    label: "beacon: bad JSON",
    path: "/api/beacon",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{bad",
  },
  {
    label: "beacon: too large",
    path: "/api/beacon",
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: BIG,
  },
  { label: "receipt with a bad session id", path: "/checkout/success?session_id=bad" },
  { label: "download without a signature", path: "/downloads/ebook/00000000-0000-0000-0000-000000000000" },
  {
    label: "chat: empty body",
    path: "/api/chat-completion",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  },
  { label: "chat: GET", path: "/api/chat-completion" },
  {
    // The one deliberate 5xx a healthy server gives: voice minutes need an ElevenLabs key.
    label: "voice session: not configured",
    path: "/api/voice/session",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  },
  { label: "files: signed out", path: "/api/files" },
  {
    label: "files: broken multipart",
    path: "/api/files",
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=x" },
    body: "garbage",
    signedIn: true,
  },
  { label: "files: not an id", path: "/api/files/not-an-id", signedIn: true },
  {
    label: "business details: invalid",
    path: "/api/demo/business-details",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"industry":"nope"}',
    signedIn: true,
  },
  { label: "dev mailbox: unknown message", path: "/dev/mailbox/0000000000000-00000000-0000-0000-0000-000000000000" },
  { label: "malformed URL escape", path: "/%E0%A4%A" },
  { label: "malformed URL escape in an API", path: "/api/files/%E0%A4%A", signedIn: true },
];

type Answer = { probe: Probe; status: number; headers: Headers; body: string };
const answers: Answer[] = [];

beforeAll(async () => {
  user = visitor("site");
  await signUpVerified(user, dataDir, userEmail);
  for (const probe of PROBES) {
    const agent = probe.signedIn ? user : visitor("site");
    const res = await agent.fetch(probe.path, { method: probe.method, headers: probe.headers, body: probe.body });
    answers.push({
      probe,
      status: res.status,
      headers: res.headers,
      body: probe.method === "HEAD" ? "" : await res.text(),
    });
  }
}, 120_000);

describe("headers on every response", () => {
  it("the probes cover successes, redirects, refusals and errors (sanity)", () => {
    const classes = new Set(answers.map((a) => Math.floor(a.status / 100)));
    expect([...classes].sort()).toEqual([2, 3, 4, 5]);
    for (const s of [200, 204, 302, 400, 401, 403, 404, 405, 413, 415, 503])
      expect(
        answers.map((a) => a.status),
        `a ${s}`,
      ).toContain(s);
  });

  it("X-Content-Type-Options: nosniff on every one, including APIs, errors, 404s and health checks", () => {
    const missing = answers
      .filter((a) => a.headers.get("x-content-type-options") !== "nosniff")
      .map((a) => `${a.probe.label}: ${a.status}`);
    expect(missing).toEqual([]);
  });

  it("every HTML answer (pages, 404 and error pages) has the site CSP (no 'unsafe-inline' scripts, frame-ancestors 'none'), Referrer-Policy and X-Frame-Options", () => {
    const html = answers.filter((a) => a.headers.get("content-type")?.startsWith("text/html"));
    expect(html.length).toBeGreaterThanOrEqual(8);
    for (const a of html) {
      checkCsp(a.headers.get("content-security-policy"), `${a.probe.label} (${a.status})`);
      expect(a.headers.get("referrer-policy"), a.probe.label).toBe("strict-origin-when-cross-origin");
      expect(a.headers.get("x-frame-options"), a.probe.label).toBe("DENY");
    }
  });
});

describe("error bodies", () => {
  const LEAKS = [
    /\bat [\w$.<>]+ \(/, // a stack frame
    /\bat (file:\/\/|\/)[^\s]+:\d+:\d+/,
    /node_modules/,
    /\/work\//,
    /\/tmp\//,
    /\.(ts|tsx|js|mjs):\d+/,
    /\b(TypeError|ReferenceError|SyntaxError|RangeError): /,
    /"stack"/,
    /ECONNREFUSED|ENOENT|EACCES/,
    /drizzle|pglite|pg-boss|postgres(ql)?:\/\//i,
  ];

  it("no 4xx or 5xx body holds a stack trace, a server path or a driver's message", () => {
    const errors = answers.filter((a) => a.status >= 400);
    expect(errors.length).toBeGreaterThanOrEqual(25);
    const leaks: string[] = [];
    for (const a of errors) {
      const text = a.body.replace(/\s+/g, " ");
      for (const re of [
        ...LEAKS,
        new RegExp(dataDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
        new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      ])
        if (re.test(text)) leaks.push(`${a.probe.label} (${a.status}) matches ${re}: …${text.match(re)?.[0]}…`);
    }
    expect(leaks).toEqual([]);
  });

  it("API errors answer JSON with a readable message (better-auth's unknown endpoint: an empty 404)", () => {
    const unknownAuth = answers.find((a) => a.probe.label === "auth unknown endpoint")!;
    expect([unknownAuth.status, unknownAuth.body]).toEqual([404, ""]);
    const apiErrors = answers.filter((a) => a.status >= 400 && a.probe.path.startsWith("/api/") && a !== unknownAuth);
    const unreadable = apiErrors
      .filter((a) => {
        try {
          const j = JSON.parse(a.body) as { error?: string; message?: string };
          return !/\w{4,}/.test(j.error ?? j.message ?? "");
        } catch {
          return true;
        }
      })
      .map((a) => `${a.probe.label}: ${a.status} ${a.body.slice(0, 80)}`);
    expect(unreadable).toEqual([]);
  });
});

describe("redirects never leave the site", () => {
  const EVIL = [
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "https:evil.example",
    "javascript:alert(1)",
    " //evil.example",
    "\t/\\evil.example",
    "http://127.0.0.1.evil.example/",
    "/login?redirectTo=https://evil.example",
  ];

  async function loginTarget(agent: Agent, redirectTo: string) {
    const res = await agent.fetch(`/login.data?${new URLSearchParams({ redirectTo })}`);
    expect(res.status).toBe(200);
    return (await res.text()).match(/"redirectTo","([^"]*)"/)?.[1];
  }

  it("/login?redirectTo= keeps a path on this site and replaces anything else with /checkout, signed in or out", async () => {
    for (const agent of [visitor("site"), user]) {
      expect(await loginTarget(agent, "/user-dashboard?tab=purchases#top")).toBe("/user-dashboard?tab=purchases#top");
      for (const evil of EVIL) expect(await loginTarget(agent, evil), JSON.stringify(evil)).toBe("/checkout");
    }
  });

  it("better-auth refuses off-site callback and redirect URLs on every emailed-link flow (403, no mail, no session)", async () => {
    const email = uniqueEmail("redirects");
    const cases: [string, Record<string, unknown>][] = [
      [
        "/api/auth/sign-up/email",
        { email, password: "correct horse battery staple", name: "", callbackURL: "https://evil.example/welcome" },
      ],
      ["/api/auth/sign-in/magic-link", { email, callbackURL: "//evil.example/" }],
      [
        "/api/auth/sign-in/magic-link",
        { email, callbackURL: "/user-dashboard", errorCallbackURL: "https://evil.example/" },
      ],
      ["/api/auth/request-password-reset", { email, redirectTo: "https://evil.example/reset" }],
      ["/api/auth/send-verification-email", { email, callbackURL: "https://evil.example/" }],
    ];
    for (const [p, body] of cases) {
      const res = await visitor("site").fetch(p, { json: body });
      expect(res.status, p).toBe(403);
      expect(((await res.json()) as { code: string }).code, p).toMatch(
        /^INVALID_(CALLBACK|REDIRECT|ERROR_CALLBACK)_?URL$/,
      );
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(dataDir, email)).toEqual([]);

    // A real confirmation link with its callback swapped for another site: refused, and nobody is signed in.
    const victim = uniqueEmail("redirect-victim");
    const signUp = await visitor("site").fetch("/api/auth/sign-up/email", {
      json: { email: victim, password: "correct horse battery staple", name: "" },
    });
    expect(signUp.status).toBe(200);
    const link = new URL(linkIn(await waitForMail(dataDir, victim, "verification"), "/api/auth/verify-email"), base);
    for (const evil of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      link.searchParams.set("callbackURL", evil);
      const agent = visitor("site");
      const res = await agent.fetch(`${link.pathname}${link.search}`);
      expect(res.status, evil).toBe(403);
      expect(res.headers.get("location"), evil).toBeNull();
      expect(agent.sessionCookie(), evil).toBeUndefined();
    }
    link.searchParams.set("callbackURL", "/login?view=sign_in&confirmed=1");
    const ok = await visitor("site").fetch(`${link.pathname}${link.search}`);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/login?view=sign_in&confirmed=1");
  });

  it("server redirects (unknown paths, guarded pages, checkout forms) point at this site only", async () => {
    const locations: string[] = [];
    const probe = async (p: string, opts: Parameters<Agent["fetch"]>[1] = {}) => {
      const res = await visitor("site").fetch(p, opts);
      expect([301, 302, 303, 307, 308], p).toContain(res.status);
      locations.push(res.headers.get("location") ?? "(none)");
    };
    for (const p of [
      "//evil.example/",
      "/\\evil.example/",
      "/%2F%2Fevil.example",
      "/%5C%5Cevil.example",
      "/sales",
      "/user-dashboard?next=//evil.example",
    ])
      await probe(p);
    await probe("/checkout", { form: { toggle: "addon-crm", refCode: "//evil.example" } });
    await probe("/checkout/cancel?order=https://evil.example");
    const offSite = locations.filter((l) => !l.startsWith("/") || l.startsWith("//") || l.startsWith("/\\"));
    expect(offSite).toEqual([]);
    expect(locations).toEqual([
      "/",
      "/",
      "/",
      "/",
      "/checkout",
      "/login?redirectTo=%2Fuser-dashboard%3Fnext%3D%2F%2Fevil.example",
      "/checkout?addons=addon-crm&ref=%2F%2Fevil.example",
      "/checkout",
    ]);
  });
});

describe("the dev mailbox (docs/decisions/012, 041)", () => {
  it("exists only on local-only runs: the https instances send through SMTP and never serve a mailbox", async () => {
    const https = site("pairA");
    const email = uniqueEmail("mailbox");
    const signUp = await visitor("pairA", "192.0.2.77").fetch("/api/auth/sign-up/email", {
      json: { email, password: "correct horse battery staple", name: "" },
    });
    expect(signUp.status).toBe(200);
    // The confirmation went out through SMTP (what the fake received): there is no outbox to serve.
    const secureMail = await waitForMail(https, email, "verification");
    for (const p of ["/dev/mailbox", `/dev/mailbox/${secureMail.id}`])
      expect((await visitor("pairA").fetch(p)).status, p).toBe(404);

    // The same routes on the local-only instance do answer (so the 404s above are the rule, not a broken route).
    const local = mailsTo(dataDir, userEmail)[0];
    expect(local).toBeDefined();
    const page = await visitor("site").fetch(`/dev/mailbox/${local!.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
