import { beforeAll, describe, expect, it } from "vitest";
import { totpFromUri } from "../support/totp";
import { HTTPS_SITE_URL, PAIR_SECRET, PASSWORD, type SiteName } from "./config";
import {
  type Agent,
  allowReferralCookie,
  joinAffiliateProgram,
  linkIn,
  parseSetCookie,
  type ParsedCookie,
  signIn,
  signUpVerified,
  site,
  uniqueEmail,
  visitor,
  waitForMail,
} from "./http";
import { SENTINELS } from "./sentinels";

type Run = { agents: Agent[]; email: string; secrets: string[] };

/** Every way the site hands out cookies, run as real visitors against one instance. */
async function exercise(name: SiteName): Promise<Run> {
  // Its mail: the dev outbox on "site", the SMTP fake's copies on the pair (SiteRef.mailDir).
  const mailbox = site(name);
  const agent = () => visitor(name, "192.0.2.10");
  const email = uniqueEmail(`cookies-${name}`);
  const secrets: string[] = [...Object.values(SENTINELS), PAIR_SECRET, PASSWORD, email, encodeURIComponent(email)];

  // Sign-up and the confirmation link (which signs in).
  const owner = agent();
  await signUpVerified(owner, mailbox, email);
  expect((await owner.fetch("/api/auth/get-session")).status).toBe(200);

  // A password sign-in without "remember me": the session cookie plus better-auth's marker.
  const once = agent();
  expect((await signIn(once, email, PASSWORD, { rememberMe: false })).status).toBe(200);

  // Affiliate link: /?ref=CODE sets nothing until the visitor allows the referral cookie
  // (decision 069); then it is set at once, and renewed by each later click, on any page.
  const code = await joinAffiliateProgram(owner);
  const referred = agent();
  expect((await referred.fetch(`/?ref=${code}`)).status).toBe(200);
  expect(referred.jar.size).toBe(0);
  await allowReferralCookie(referred, code);
  for (const p of [`/?ref=${code}`, `/pricing?ref=${code}`, `/checkout?ref=${code}`]) {
    const res = await referred.fetch(p);
    expect(res.status, p).toBe(200);
    expect(
      res.headers.getSetCookie().filter((c) => c.startsWith(`voxa_ref=${code}.`)),
      p,
    ).toHaveLength(1);
    // Prerendered pages are answered from memory (their CSP hashes the inline scripts), the
    // checkout is rendered (a nonce); neither may be kept by a shared cache (decision 077).
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp, p).toMatch(p.startsWith("/checkout") ? /'nonce-/ : /'sha256-/);
    if (!p.startsWith("/checkout")) expect(res.headers.get("cache-control"), p).toBe("no-store");
  }
  expect(referred.jar.get("voxa_ref")).toMatch(new RegExp(`^${code}\\.[0-9a-z]+\\.[\\w-]{22}$`));
  expect(referred.jar.get("voxa_consent")).toBe("referral:yes");
  // A visitor who declines: the answer, and any referral cookie removed.
  const declined = agent();
  expect((await declined.fetch("/api/consent", { json: { choice: "decline", ref: code } })).status).toBe(200);
  expect((await declined.fetch(`/?ref=${code}`)).status).toBe(200);
  expect([...declined.jar.keys()]).toEqual(["voxa_consent"]);

  // A magic link (another session path).
  const magic = agent();
  expect(
    (await magic.fetch("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/user-dashboard" } })).status,
  ).toBe(200);
  const link = await waitForMail(mailbox, email, "magic-link");
  expect((await magic.fetch(linkIn(link, "/api/auth/magic-link/verify"))).status).toBe(302);
  expect(magic.sessionCookie()).toBeDefined();

  // Two-factor: turn it on, sign out, sign in (the pending-2FA cookie), confirm with a code
  // and trust the device (its cookie).
  const enable = await owner.fetch("/api/auth/two-factor/enable", { json: { password: PASSWORD } });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  secrets.push(new URL(totpURI).searchParams.get("secret")!, ...backupCodes);
  expect((await owner.fetch("/api/auth/two-factor/verify-totp", { json: { code: totpFromUri(totpURI) } })).status).toBe(
    200,
  );
  expect((await owner.fetch("/api/auth/sign-out", { json: {} })).status).toBe(200);
  expect(owner.sessionCookie()).toBeUndefined();
  const pending = await signIn(owner, email);
  expect(pending.status).toBe(200);
  expect(await pending.json()).toMatchObject({ twoFactorRedirect: true });
  const confirmed = await owner.fetch("/api/auth/two-factor/verify-totp", {
    json: { code: totpFromUri(totpURI), trustDevice: true },
  });
  expect(confirmed.status).toBe(200);
  expect(owner.sessionCookie()).toBeDefined();

  // Whatever else a signed-in visitor's pages and APIs might set.
  for (const p of [
    "/user-dashboard",
    "/affiliate-program",
    "/checkout",
    "/login",
    "/demo",
    "/api/demo/state",
    "/api/files",
    "/api/auth/get-session",
  ]) {
    expect((await owner.fetch(p)).status, p).toBeLessThan(400);
  }
  return { agents: [owner, once, referred, declined, magic], email, secrets };
}

/** Each cookie value as sent and decoded (URL-encoding, and base64url of each dotted part). */
function readings(value: string) {
  const decoded = (() => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  })();
  const parts = decoded.split(".").map((p) => Buffer.from(p, "base64url").toString("utf8"));
  return [value, decoded, ...parts];
}

describe.each([
  [
    "site" as const,
    "http",
    ["voxa.dont_remember", "voxa.session_token", "voxa.trust_device", "voxa.two_factor", "voxa_consent", "voxa_ref"],
  ],
  [
    "pairA" as const,
    `https (PUBLIC_SITE_URL=${HTTPS_SITE_URL})`,
    [
      "__Secure-voxa.dont_remember",
      "__Secure-voxa.session_token",
      "__Secure-voxa.trust_device",
      "__Secure-voxa.two_factor",
      "voxa_consent",
      "voxa_ref",
    ],
  ],
])("cookies the %s instance (%s) sets", (name, _mode, expectedNames) => {
  let run: Run;
  let cookies: { path: string; header: string; cookie: ReturnType<typeof parseSetCookie> }[];

  beforeAll(async () => {
    run = await exercise(name);
    cookies = run.agents.flatMap((a) => a.seen.map((s) => ({ ...s, cookie: parseSetCookie(s.header) })));
  }, 240_000);

  it("are exactly better-auth's session and helper cookies, the consent answer and the affiliate cookie; sign-out clears the session", () => {
    const cleared = (c: ParsedCookie) => c.value === "" && c.attributes.get("max-age") === "0";
    expect([...new Set(cookies.filter((c) => !cleared(c.cookie)).map((c) => c.cookie.name))].sort()).toEqual(
      expectedNames,
    );
    const signOut = cookies.filter((c) => c.path === "/api/auth/sign-out").map((c) => c.cookie);
    expect(signOut.every(cleared)).toBe(true);
    expect(signOut.map((c) => c.name)).toContain(expectedNames.find((n) => n.endsWith("session_token")));
  });

  it("are all HttpOnly and SameSite=Lax or Strict, with Path=/", () => {
    const bad = cookies
      .filter(({ cookie }) => {
        const sameSite = String(cookie.attributes.get("samesite") ?? "").toLowerCase();
        return (
          cookie.attributes.get("httponly") !== true ||
          !["lax", "strict"].includes(sameSite) ||
          cookie.attributes.get("path") !== "/"
        );
      })
      .map((c) => `${c.path}: ${c.header}`);
    expect(bad).toEqual([]);
    expect(cookies.length).toBeGreaterThanOrEqual(expectedNames.length);
  });

  it(name === "site" ? "carry Secure only in https mode (none here)" : "are all Secure", () => {
    const secure = cookies.filter(({ cookie }) => cookie.attributes.get("secure") === true);
    expect(secure.length).toBe(name === "site" ? 0 : cookies.length);
  });

  it("hold no secret: no configured secret, password, email, TOTP secret or backup code, even decoded", () => {
    const leaks: string[] = [];
    for (const { path, cookie } of cookies)
      for (const reading of readings(cookie.value))
        for (const secret of run.secrets)
          if (secret && reading.includes(secret))
            leaks.push(`${cookie.name} from ${path} holds ${secret.slice(0, 12)}…`);
    expect(leaks).toEqual([]);
  });

  it("the affiliate cookie holds only the public code, the click time and the site's signature, and lasts AFFILIATE_COOKIE_DAYS (60 days)", () => {
    // Set by "Allow", then renewed by three clicks; the decline's removal (empty, Max-Age=0) aside.
    const ref = cookies.filter((c) => c.cookie.name === "voxa_ref" && c.cookie.value !== "");
    expect(ref.length).toBe(4);
    for (const { cookie } of ref) {
      // Decision 059: the code, the click time (base 36 seconds) and a 128-bit signature; no secret.
      expect(cookie.value).toMatch(/^[A-Z0-9_-]{3,64}\.[0-9a-z]{1,10}\.[\w-]{22}$/);
      expect(cookie.attributes.get("max-age")).toBe(String(60 * 24 * 3600));
    }
  });
});
