import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requireUser } from "~/features/auth/session.server";
import { servicesContext } from "./context";
import { account, rateLimit, session, twoFactor, user } from "#db/schema";
import { startAuthSite, type AuthSite } from "#tests/support/auth-server";
import { totpFromUri } from "#tests/support/totp";

let site: AuthSite;
beforeAll(async () => {
  site = await startAuthSite({ rateLimits: { signIn: { window: 60, max: 5 } } });
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

/** Signs up and confirms through the emailed link; returns a client holding the session the link created. */
async function verifiedUser(email = uniqueEmail("user"), password = PASSWORD) {
  const browser = site.client();
  const signUp = await browser.post("/sign-up/email", { email, password, name: "", callbackURL: "/login?view=sign_in&confirmed=1" });
  expect(signUp.status).toBe(200);
  const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm your email"));
  const res = await browser.request(linkIn(mail.text, "/api/auth/verify-email"));
  expect(res.status).toBe(302);
  return { browser, email, password };
}

async function signedIn(email: string, password = PASSWORD) {
  const browser = site.client();
  const res = await browser.post("/sign-in/email", { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return browser;
}

describe("sign-up, confirmation and sign-in", () => {
  it("mails a confirmation link; the link confirms the address and signs the browser in", async () => {
    const email = uniqueEmail("signup");
    const browser = site.client();
    const res = await browser.post<{ token: string | null; user: { email: string } }>("/sign-up/email", {
      email,
      password: PASSWORD,
      name: "",
      callbackURL: "/login?view=sign_in&confirmed=1",
    });
    expect(res.status).toBe(200);
    // No session until the address is confirmed: the page shows "Check your email for the confirmation link".
    expect(res.body.token).toBeNull();
    expect(await browser.session()).toBeNull();

    const mail = await site.smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe("Confirm your email for Voxa AI");
    expect(mail.from).toBe("hello@voxa-ai.com");
    expect(mail.html).toContain("Confirm my email");
    expect(mail.text).toContain("Confirm my email");

    // Before confirming, the right password is refused and a fresh link goes out.
    const early = await site.client().post<{ code: string }>("/sign-in/email", { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe("EMAIL_NOT_VERIFIED");

    const verify = await browser.request(linkIn(mail.text, "/api/auth/verify-email"));
    expect(verify.status).toBe(302);
    expect(new URL(verify.headers.get("location")!, site.baseUrl).pathname + new URL(verify.headers.get("location")!, site.baseUrl).search).toBe(
      "/login?view=sign_in&confirmed=1",
    );
    const current = await browser.session();
    expect(current?.user.email).toBe(email);
    expect(current?.user.emailVerified).toBe(true);

    const again = await signedIn(email);
    expect((await again.session())?.user.email).toBe(email);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, not Secure on http", async () => {
    const { email } = await verifiedUser();
    const res = await site.client().request("/api/auth/sign-in/email", { method: "POST", json: { email, password: PASSWORD } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("voxa.session_token="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const rows = await site.database.db.select().from(session).innerJoin(user, eq(user.id, session.userId)).where(eq(user.email, email));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("trims and lower-cases emails before looking them up", async () => {
    const email = uniqueEmail("Mixed.Case").toUpperCase();
    const browser = site.client();
    expect((await browser.post("/sign-up/email", { email: `  ${email}  `, password: PASSWORD, name: "" })).status).toBe(200);
    const [row] = await site.database.db.select().from(user).where(eq(user.email, email.toLowerCase()));
    expect(row?.email).toBe(email.toLowerCase());
  });

  it("answers a second sign-up for an existing address like a first one, and tells the owner by email", async () => {
    const { email } = await verifiedUser();
    const res = await site.client().post<{ token: null }>("/sign-up/email", { email, password: "another password", name: "" });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("You already have"));
    expect(mail.text).toContain("/login?view=sign_in");
  });

  it("enforces 10 to 128 characters for passwords", async () => {
    const short = await site.client().post<{ code: string }>("/sign-up/email", { email: uniqueEmail("short"), password: "nine char", name: "" });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: "PASSWORD_TOO_SHORT", message: "Password must be at least 10 characters." });
    const long = await site.client().post<{ code: string }>("/sign-up/email", { email: uniqueEmail("long"), password: "x".repeat(129), name: "" });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe("PASSWORD_TOO_LONG");
  });

  it("a wrong password does not reveal whether the email exists", async () => {
    const { email } = await verifiedUser();
    const known = await site.client().post("/sign-in/email", { email, password: "wrong password" });
    const unknown = await site.client().post("/sign-in/email", { email: uniqueEmail("nobody"), password: "wrong password" });
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" });
  });

  it("refuses a sign-in or sign-up without an email (or phone) and a password", async () => {
    for (const body of [{}, { email: "", password: "" }, { email: "a@b.co" }, { password: PASSWORD }]) {
      for (const path of ["/sign-in/email", "/sign-up/email"]) {
        const res = await site.client().post(path, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: "You must provide either an email or phone number and a password" });
      }
    }
  });
});

describe("magic link", () => {
  it("mails a link that signs in once; a reused link lands on the error page with a way to ask again", async () => {
    const email = uniqueEmail("magic");
    const browser = site.client();
    const res = await browser.post("/sign-in/magic-link", {
      email,
      callbackURL: "/login",
      newUserCallbackURL: "/login",
      errorCallbackURL: "/login?view=magic_link",
    });
    expect(res.status).toBe(200);
    const mail = await site.smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe("Your Voxa AI sign-in link");
    const link = linkIn(mail.text, "/api/auth/magic-link/verify");

    const first = await browser.request(link);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toMatch(/\/login$/);
    expect((await browser.session())?.user.email).toBe(email);

    const reuse = await site.client().request(link);
    expect(reuse.status).toBe(302);
    expect(reuse.headers.get("location")).toMatch(/\/login\?view=magic_link&error=INVALID_TOKEN$/);
  });

  it("an empty email is refused with 400", async () => {
    const res = await site.client().post("/sign-in/magic-link", { email: "" });
    expect(res.status).toBe(400);
  });
});

describe("forgotten password", () => {
  it("reset link → update password → sign in with the new one; the old password and the used link stop working", async () => {
    const { email } = await verifiedUser();
    const browser = site.client();
    expect((await browser.post("/request-password-reset", { email, redirectTo: "/login?view=update_password" })).status).toBe(200);
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Reset your"));
    const landing = await browser.request(linkIn(mail.text, "/api/auth/reset-password/"));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location")!, site.baseUrl);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("view")).toBe("update_password");
    const token = location.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const newPassword = "a brand new password";
    expect((await browser.post("/reset-password", { newPassword, token })).status).toBe(200);
    expect((await site.client().post("/sign-in/email", { email, password: PASSWORD })).status).toBe(401);
    await signedIn(email, newPassword);

    const reused = await browser.post<{ code: string }>("/reset-password", { newPassword: "yet another password", token });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe("INVALID_TOKEN");
    const reusedLink = await site.client().request(linkIn(mail.text, "/api/auth/reset-password/"));
    expect(reusedLink.headers.get("location")).toContain("error=INVALID_TOKEN");
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    expect((await site.client().post("/request-password-reset", { email, redirectTo: "/login?view=update_password" })).status).toBe(200);
    await site.auth.mail.delivered();
    expect(site.smtp.messages.some((m) => m.to.includes(email))).toBe(false);
  });
});

describe("one-time code (verify_otp)", () => {
  it("mails a 6-digit code that signs in; a wrong code is refused", async () => {
    const { email } = await verifiedUser();
    const browser = site.client();
    expect((await browser.post("/email-otp/send-verification-otp", { email, type: "sign-in" })).status).toBe(200);
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("is your Voxa AI code"));
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();

    const wrong = await browser.post<{ code: string }>("/sign-in/email-otp", { email, otp: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_OTP");

    const ok = await browser.post("/sign-in/email-otp", { email, otp: code });
    expect(ok.status).toBe(200);
    expect((await browser.session())?.user.email).toBe(email);
  });
});

describe("expired links", () => {
  it("an expired confirmation link comes back with TOKEN_EXPIRED, and signing in mails a new one", async () => {
    const email = uniqueEmail("late");
    const browser = site.client();
    await browser.post("/sign-up/email", { email, password: PASSWORD, name: "", callbackURL: "/login?view=sign_in&confirmed=1" });
    const mail = await site.smtp.waitFor((m) => m.to.includes(email));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 25 * 60 * 60 * 1000 });
    try {
      const res = await browser.request(linkIn(mail.text, "/api/auth/verify-email"));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login?view=sign_in&confirmed=1&error=TOKEN_EXPIRED");
    } finally {
      vi.useRealTimers();
    }
    site.smtp.clear();
    expect((await site.client().post("/sign-in/email", { email, password: PASSWORD })).status).toBe(403);
    const fresh = await site.smtp.waitFor((m) => m.to.includes(email));
    expect(fresh.subject).toBe("Confirm your email for Voxa AI");
  });

  it("an expired magic link comes back with an error", async () => {
    const email = uniqueEmail("stale");
    const browser = site.client();
    await browser.post("/sign-in/magic-link", { email, callbackURL: "/login", errorCallbackURL: "/login?view=magic_link" });
    const mail = await site.smtp.waitFor((m) => m.to.includes(email));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60 * 1000 });
    try {
      const res = await browser.request(linkIn(mail.text, "/api/auth/magic-link/verify"));
      expect(res.headers.get("location")).toMatch(/view=magic_link&error=INVALID_TOKEN$/);
    } finally {
      vi.useRealTimers();
    }
    expect(await browser.session()).toBeNull();
  });
});

describe("rate limits", () => {
  it("stops repeated sign-ins with 429, a clear message and Retry-After, counted in the database", async () => {
    const attacker = site.client("198.51.100.7");
    const statuses: number[] = [];
    let last: { status: number; body: { code?: string; message?: string }; headers: Headers } | undefined;
    for (let i = 0; i < 6; i++) {
      last = await attacker.post<{ code?: string; message?: string }>("/sign-in/email", { email: uniqueEmail("brute"), password: "guess guess" });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect(last!.body).toMatchObject({ code: "RATE_LIMITED" });
    expect(String(last!.body.message)).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    const [limit] = await site.database.db.select().from(rateLimit).where(eq(rateLimit.key, "198.51.100.7|/sign-in/email"));
    expect(limit?.count).toBe(5);

    // Another address is not affected.
    expect((await site.client("198.51.100.8").post("/sign-in/email", { email: uniqueEmail("x"), password: "guess guess" })).status).toBe(401);
  });

  it("limits sign-ups too", async () => {
    const spammer = site.client("198.51.100.9");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await spammer.post("/sign-up/email", { email: uniqueEmail("spam"), password: PASSWORD, name: "" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("two-factor (TOTP)", () => {
  it("enable with a code from the app, then every sign-in asks for a code", async () => {
    const { email } = await verifiedUser();
    const browser = await signedIn(email);
    const enable = await browser.post<{ totpURI: string; backupCodes: string[] }>("/two-factor/enable", { password: PASSWORD });
    expect(enable.status).toBe(200);
    expect(enable.body.totpURI).toMatch(/^otpauth:\/\/totp\/Voxa%20AI:/);
    expect(enable.body.backupCodes.length).toBeGreaterThan(0);
    // Not on until a code proves the app has the secret.
    expect((await browser.session())?.user.twoFactorEnabled).toBeFalsy();
    expect((await browser.post("/two-factor/verify-totp", { code: totpFromUri(enable.body.totpURI) })).status).toBe(200);
    expect((await browser.session())?.user.twoFactorEnabled).toBe(true);

    const laptop = site.client();
    const first = await laptop.post<{ twoFactorRedirect?: boolean }>("/sign-in/email", { email, password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.twoFactorRedirect).toBe(true);
    expect(await laptop.session()).toBeNull();
    const bad = await laptop.post<{ code: string }>("/two-factor/verify-totp", { code: "000000" === totpFromUri(enable.body.totpURI) ? "111111" : "000000" });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe("INVALID_CODE");
    const good = await laptop.post("/two-factor/verify-totp", { code: totpFromUri(enable.body.totpURI) });
    expect(good.status).toBe(200);
    expect((await laptop.session())?.user.email).toBe(email);

    expect((await laptop.post("/two-factor/disable", { password: PASSWORD })).status).toBe(200);
    const phone = site.client();
    const plain = await phone.post<{ twoFactorRedirect?: boolean }>("/sign-in/email", { email, password: PASSWORD });
    expect(plain.body.twoFactorRedirect).toBeUndefined();
    expect((await phone.session())?.user.email).toBe(email);
  });
});

describe("sessions and account deletion", () => {
  it("sign-out ends the session; sign-out-everywhere ends them all", async () => {
    const { email } = await verifiedUser();
    const a = await signedIn(email);
    const b = await signedIn(email);
    expect((await a.post("/sign-out")).status).toBe(200);
    expect(await a.session()).toBeNull();
    expect(await b.session()).not.toBeNull();
    const c = await signedIn(email);
    expect((await c.post("/revoke-sessions")).status).toBe(200);
    expect(await b.session()).toBeNull();
    expect(await c.session()).toBeNull();
  });

  it("deleting the account removes the user's rows", async () => {
    const { email } = await verifiedUser();
    const browser = await signedIn(email);
    await browser.post("/two-factor/enable", { password: PASSWORD });
    const [{ id }] = (await site.database.db.select({ id: user.id }).from(user).where(eq(user.email, email))) as [{ id: string }];
    expect((await browser.post("/delete-user", { password: "wrong password" })).status).toBe(400);
    const res = await browser.post("/delete-user", { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    const db = site.database.db;
    expect(await db.select().from(user).where(eq(user.id, id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.userId, id))).toEqual([]);
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, id))).toEqual([]);
    expect(await browser.session()).toBeNull();
  });
});

describe("malformed input", () => {
  const cases: [string, string, string][] = [
    ["/sign-up/email", "application/json", "{not json"],
    ["/sign-up/email", "application/json", "[1,2]"],
    ["/sign-up/email", "application/json", "null"],
    ["/sign-up/email", "application/json", '{"email":5,"password":{}}'],
    ["/sign-in/email", "application/json", ""],
    ["/sign-in/email", "application/json", '"just a string"'],
    ["/sign-in/email", "application/x-www-form-urlencoded", "email=&password="],
    ["/sign-in/magic-link", "application/json", '{"email":["a@b.co"]}'],
    ["/sign-in/magic-link", "application/json", "{"],
    ["/email-otp/send-verification-otp", "application/json", '{"email":"a@b.co","type":"nope"}'],
    ["/sign-in/email-otp", "application/json", '{"email":"a@b.co","otp":123456}'],
    ["/request-password-reset", "application/json", '{"email":null}'],
    ["/reset-password", "application/json", '{"token":1}'],
    ["/two-factor/verify-totp", "application/json", '{"code":null}'],
  ];
  it.each(cases)("%s with %s %s → 400", async (path, type, body) => {
    const res = await site.client().request(`/api/auth${path}`, { method: "POST", headers: { "content-type": type }, body });
    expect(res.status, await res.clone().text()).toBe(400);
    const json = (await res.json()) as { message?: string };
    expect(typeof json.message).toBe("string");
  });

  it("refuses a body that is not JSON or a form with 415", async () => {
    const res = await site.client().request("/api/auth/sign-up/email", { method: "POST", headers: { "content-type": "text/plain" }, body: "email=a@b.co" });
    expect(res.status).toBe(415);
  });

  it("refuses an oversized body with 413 and a cross-site POST with 403", async () => {
    const big = await site.client().request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", password: "x".repeat(200_000) }),
    });
    expect(big.status).toBe(413);
    const cross = await site.client().request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      json: { email: "a@b.co", password: PASSWORD },
    });
    expect(cross.status).toBe(403);
  });
});

describe("requireUser (the guard for /user-dashboard, /affiliate-program and their children)", () => {
  function contextFor() {
    const context = new RouterContextProvider();
    context.set(servicesContext, site.services);
    return context;
  }

  it("redirects a signed-out visitor to /login?redirectTo=<path>", async () => {
    const request = new Request("http://127.0.0.1:3000/user-dashboard", { headers: { host: "127.0.0.1:3000" } });
    const thrown = await requireUser(contextFor(), request).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Fuser-dashboard");
  });

  it("returns the session of a signed-in visitor", async () => {
    const { email } = await verifiedUser();
    const browser = await signedIn(email);
    const request = new Request("http://127.0.0.1:3000/affiliate-program", { headers: { host: "127.0.0.1:3000", cookie: browser.cookieHeader() } });
    const s = await requireUser(contextFor(), request);
    expect(s.user.email).toBe(email);
  });
});
