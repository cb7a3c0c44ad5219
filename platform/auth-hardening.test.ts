import { eq } from "drizzle-orm";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { session, user } from "#db/schema";
import { startAuthSite, type AuthSite, type TestClient } from "#tests/support/auth-server";
import { totpFromUri } from "#tests/support/totp";

/**
 * Issue 14, items 5, 7 (sign-ups), 9 and 10 (passwords, delete-user) against the real HTTP stack:
 * two-factor sign-in on every sign-in path, the password rules, deleting an account, the daily
 * sign-up allowance per address, and emailed links that never name the request's Host.
 * docs/decisions/043-sign-in-hardening.md.
 */
let site: AuthSite;
beforeAll(async () => {
  site = await startAuthSite();
});
afterAll(async () => {
  await site?.close();
});

let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${n++}@example.com`;
const PASSWORD = "correct horse battery";

function linkIn(text: string, pathPart: string) {
  const link = [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]).find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in:\n${text}`);
  return link;
}

async function verifiedUser(email = uniqueEmail("user"), browser = site.client()) {
  const signUp = await browser.post("/sign-up/email", {
    email,
    password: PASSWORD,
    name: "",
    callbackURL: "/login?view=sign_in&confirmed=1",
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm your email"));
  expect((await browser.request(linkIn(mail.text, "/api/auth/verify-email"))).status).toBe(302);
  return { browser, email };
}

/** A confirmed account with TOTP two-factor on; returns its otpauth URI (the "authenticator app"). */
async function totpUser() {
  const { browser, email } = await verifiedUser();
  const enable = await browser.post<{ totpURI: string }>("/two-factor/enable", { password: PASSWORD });
  expect(enable.status).toBe(200);
  expect((await browser.post("/two-factor/verify-totp", { code: totpFromUri(enable.body.totpURI) })).status).toBe(200);
  expect((await browser.session())?.user.twoFactorEnabled).toBe(true);
  return { email, uri: enable.body.totpURI };
}

async function sessionsOf(email: string) {
  const rows = await site.database.db
    .select({ token: session.token })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email));
  return rows.map((r) => r.token);
}

async function emailCode(browser: TestClient, email: string, type: "sign-in" | "email-verification") {
  const before = site.smtp.messages.length;
  expect((await browser.post("/email-otp/send-verification-otp", { email, type })).status).toBe(200);
  const mail = await site.smtp.waitFor((m) => site.smtp.messages.indexOf(m) >= before && m.to.includes(email));
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

describe("two-factor sign-in on every path (item 5)", { timeout: 90_000 }, () => {
  it("a magic link gives no session: it lands on /login's authenticator-code step, and the code finishes the sign-in", async () => {
    const { email, uri } = await totpUser();
    const existing = await sessionsOf(email);
    const browser = site.client();
    expect(
      (
        await browser.post("/sign-in/magic-link", {
          email,
          callbackURL: "/login?redirectTo=%2Fuser-dashboard",
          errorCallbackURL: "/login?view=magic_link",
        })
      ).status,
    ).toBe(200);
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject === "Your Voxa AI sign-in link");
    const res = await browser.request(linkIn(mail.text, "/api/auth/magic-link/verify"));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.pathname}${location.search}`).toBe(
      "/login?view=sign_in&two_factor=1&redirectTo=%2Fuser-dashboard",
    );
    // No session cookie with a value, no session row: only the pending two-factor cookie.
    const cookies = res.headers.getSetCookie();
    expect(cookies.filter((c) => /^voxa\.session_token=[^;]/.test(c))).toEqual([]);
    expect(cookies.some((c) => /^voxa\.two_factor=[^;]/.test(c))).toBe(true);
    expect(await browser.session()).toBeNull();
    expect(await sessionsOf(email)).toEqual(existing);

    const wrong = await browser.post<{ code: string }>("/two-factor/verify-totp", {
      code: totpFromUri(uri) === "000000" ? "111111" : "000000",
    });
    expect(wrong.body.code).toBe("INVALID_CODE");
    expect(await browser.session()).toBeNull();
    expect((await browser.post("/two-factor/verify-totp", { code: totpFromUri(uri) })).status).toBe(200);
    expect((await browser.session())?.user.email).toBe(email);
  });

  it("a magic link opened without a callback answers with the two-factor step, not a session token", async () => {
    const { email } = await totpUser();
    const browser = site.client();
    await browser.post("/sign-in/magic-link", { email, callbackURL: "/login" });
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject === "Your Voxa AI sign-in link");
    const link = new URL(linkIn(mail.text, "/api/auth/magic-link/verify"));
    const res = await browser.request(`${link.pathname}?token=${link.searchParams.get("token")}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(await browser.session()).toBeNull();
  });

  it("an email code answers twoFactorRedirect like the password sign-in; the authenticator code finishes it", async () => {
    const { email, uri } = await totpUser();
    const existing = await sessionsOf(email);
    const browser = site.client();
    const code = await emailCode(browser, email, "sign-in");
    const res = await browser.post<Record<string, unknown>>("/sign-in/email-otp", { email, otp: code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(await browser.session()).toBeNull();
    expect(await sessionsOf(email)).toEqual(existing);
    expect((await browser.post("/two-factor/verify-totp", { code: totpFromUri(uri) })).status).toBe(200);
    expect((await browser.session())?.user.email).toBe(email);
  });

  it("an email-verification code (which signs in after confirming) gives no session either", async () => {
    const { email } = await totpUser();
    const browser = site.client();
    const code = await emailCode(browser, email, "email-verification");
    const res = await browser.post<Record<string, unknown>>("/email-otp/verify-email", { email, otp: code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(await browser.session()).toBeNull();
  });

  it("accounts without two-factor still sign in directly by email code", async () => {
    const { email } = await verifiedUser();
    const browser = site.client();
    const code = await emailCode(browser, email, "sign-in");
    const res = await browser.post<{ token?: string }>("/sign-in/email-otp", { email, otp: code });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeTruthy();
    expect((await browser.session())?.user.email).toBe(email);
  });
});

describe("passwords: at least 10 characters and not a common one (item 10)", { timeout: 90_000 }, () => {
  const SHORT = { code: "PASSWORD_TOO_SHORT", message: "Password must be at least 10 characters." };
  const COMMON = {
    code: "PASSWORD_TOO_COMMON",
    message: "This password is too common. Choose one that is harder to guess.",
  };

  it("sign-up refuses a short or a common password with the exact message", async () => {
    const short = await site
      .client()
      .post("/sign-up/email", { email: uniqueEmail("short"), password: "abc12345!", name: "" });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject(SHORT);
    for (const common of ["password123", "Password1234", "qwertyuiop", "1234567890"]) {
      const res = await site
        .client()
        .post("/sign-up/email", { email: uniqueEmail("common"), password: common, name: "" });
      expect(res.status, common).toBe(400);
      expect(res.body, common).toMatchObject(COMMON);
    }
  });

  it("a password reset refuses them too, and the link still works with a good password", async () => {
    const { email } = await verifiedUser();
    const browser = site.client();
    await browser.post("/request-password-reset", { email, redirectTo: "/login?view=update_password" });
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Reset your"));
    const landing = await browser.request(linkIn(mail.text, "/api/auth/reset-password/"));
    const token = new URL(landing.headers.get("location")!, site.baseUrl).searchParams.get("token")!;
    const short = await browser.post("/reset-password", { newPassword: "too short", token });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject(SHORT);
    const common = await browser.post("/reset-password", { newPassword: "iloveyou123", token });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject(COMMON);
    expect((await browser.post("/reset-password", { newPassword: "a sturdy new passphrase", token })).status).toBe(200);
  });
});

describe("delete-user asks for the password on the server (item 10)", { timeout: 90_000 }, () => {
  it("an account with a password is not deleted without it, even on a session a second old", async () => {
    const { email } = await verifiedUser();
    const browser = site.client();
    expect((await browser.post("/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
    const res = await browser.post("/delete-user", {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "PASSWORD_REQUIRED",
      message: "Enter your password to delete your account.",
    });
    expect((await browser.request("/api/auth/delete-user", { method: "POST" })).status).toBeGreaterThanOrEqual(400);
    expect(await site.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    expect((await browser.post("/delete-user", { password: PASSWORD })).status).toBe(200);
    expect(await site.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it("an account without a password needs a sign-in within the last 5 minutes", async () => {
    const email = uniqueEmail("passwordless");
    const browser = site.client();
    await browser.post("/sign-in/magic-link", { email, callbackURL: "/login" });
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject === "Your Voxa AI sign-in link");
    expect((await browser.request(linkIn(mail.text, "/api/auth/magic-link/verify"))).status).toBe(302);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 6 * 60 * 1000 });
    try {
      const stale = await browser.post("/delete-user", {});
      expect(stale.status).toBe(403);
      expect(stale.body).toMatchObject({ code: "SESSION_NOT_FRESH" });
    } finally {
      vi.useRealTimers();
    }
    expect(await site.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    expect((await browser.post("/delete-user", {})).status).toBe(200);
    expect(await site.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });
});

/** A raw request with a Host header of our choosing (fetch would replace it). */
function withHost(host: string, path: string, json: unknown) {
  const url = new URL(site.baseUrl);
  const body = Buffer.from(JSON.stringify(json));
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        headers: {
          host,
          origin: "http://127.0.0.1:3000",
          "content-type": "application/json",
          "content-length": String(body.length),
          "x-forwarded-for": "198.51.100.90",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("emailed links name PUBLIC_SITE_URL, never the request's Host (item 9)", { timeout: 90_000 }, () => {
  it("the 'you already have an account' email links to the site even when the request says Host: evil.example", async () => {
    const { email } = await verifiedUser();
    expect(
      await withHost("evil.example", "/api/auth/sign-up/email", { email, password: "some other password", name: "" }),
    ).toBe(200);
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("You already have"));
    expect(mail.links.length).toBeGreaterThan(0);
    for (const link of mail.links) expect(new URL(link).origin).toBe("http://127.0.0.1:3000");
  });

  it("a magic link asked for with Host: evil.example points at the site", async () => {
    const email = uniqueEmail("host");
    expect(await withHost("evil.example", "/api/auth/sign-in/magic-link", { email, callbackURL: "/login" })).toBe(200);
    const mail = await site.smtp.waitFor((m) => m.to.includes(email));
    for (const link of mail.links) expect(new URL(link).origin).toBe("http://127.0.0.1:3000");
  });
});

// It fakes Date for the whole process, server included. pg-boss's workers time their poll delay
// with their clock: a poll that started while Date was a day ahead and ended after it was
// restored waited out that day, and no e-mail job ran afterwards (two later tests failed so, under
// load, in CI on 2026-11-27). The test site now gives pg-boss a real-time clock
// (tests/support/auth-server.ts); this test also stays last in the file.
describe("sign-ups per address per day (item 7)", { timeout: 90_000 }, () => {
  it("after 5 accounts from one address the 6th is refused with 429 for a day, whatever the way or the email", async () => {
    const address = "198.51.100.77";
    const from = () => site.client(address);
    const t0 = Date.now();
    try {
      for (let i = 0; i < 5; i++) {
        // One a minute, so the per-minute sign-up limit is not what answers.
        vi.useFakeTimers({ toFake: ["Date"], now: t0 + i * 61_000 });
        expect(
          (await from().post("/sign-up/email", { email: uniqueEmail(`cap${i}`), password: PASSWORD, name: "" })).status,
        ).toBe(200);
      }
      vi.useFakeTimers({ toFake: ["Date"], now: t0 + 10 * 61_000 });
      const sixth = await from().post("/sign-up/email", { email: uniqueEmail("cap6"), password: PASSWORD, name: "" });
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({
        code: "SIGNUP_LIMIT",
        message: "Too many accounts have been created from your network today. Please try again tomorrow.",
      });
      expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(20 * 3600);
      // An address that already has an account gets the same answer (nothing to learn from it).
      const { email: known } = await verifiedUser();
      vi.useFakeTimers({ toFake: ["Date"], now: t0 + 12 * 61_000 });
      expect((await from().post("/sign-up/email", { email: known, password: PASSWORD, name: "" })).status).toBe(429);
      // A new account by email code or magic link from the same address is refused too.
      const newcomer = uniqueEmail("cap-otp");
      const code = await emailCode(from(), newcomer, "sign-in");
      const otp = await from().post("/sign-in/email-otp", { email: newcomer, otp: code });
      expect(otp.status).toBe(429);
      expect(otp.body).toMatchObject({ code: "SIGNUP_LIMIT" });
      const viaLink = uniqueEmail("cap-link");
      await from().post("/sign-in/magic-link", {
        email: viaLink,
        callbackURL: "/login",
        errorCallbackURL: "/login?view=magic_link",
      });
      const mail = await site.smtp.waitFor((m) => m.to.includes(viaLink));
      const clicked = await from().request(linkIn(mail.text, "/api/auth/magic-link/verify"));
      expect(clicked.headers.get("location")).toContain("/login?view=magic_link&error=SIGNUP_LIMIT");
      expect(await site.database.db.select().from(user).where(eq(user.email, viaLink))).toHaveLength(0);
      // Another address is not affected; a day later this one may sign up again.
      expect(
        (
          await site
            .client("198.51.100.78")
            .post("/sign-up/email", { email: uniqueEmail("other"), password: PASSWORD, name: "" })
        ).status,
      ).toBe(200);
      vi.useFakeTimers({ toFake: ["Date"], now: t0 + 25 * 3600 * 1000 });
      expect(
        (await from().post("/sign-up/email", { email: uniqueEmail("tomorrow"), password: PASSWORD, name: "" })).status,
      ).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
