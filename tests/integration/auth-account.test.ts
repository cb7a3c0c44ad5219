import { and, eq, like } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "#platform/context";
import { storageFor } from "~/features/storage/storage.server";
import { action as dashboardAction } from "~/routes/_account/user-dashboard";
import { account, businessFiles, session, user, verification } from "#db/schema";
import { startAuthSite, type AuthSite } from "../support/auth-server";

/**
 * The account dashboard's server side (issue 4): change password, a first password for a
 * passwordless account, resending the confirmation email, one-time-code lockouts, and
 * deleting an account with uploaded files. Real HTTP stack, SMTP fake, fresh test database.
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
const NEW_PASSWORD = "a much better password";

function linkIn(text: string, pathPart: string) {
  const link = [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]).find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in:\n${text}`);
  return link;
}

const mailsTo = (email: string, subjectStart: string) => site.smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith(subjectStart));

async function verifiedUser(email = uniqueEmail("user")) {
  const browser = site.client();
  expect((await browser.post("/sign-up/email", { email, password: PASSWORD, name: "", callbackURL: "/login?view=sign_in&confirmed=1" })).status).toBe(200);
  const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm your email"));
  expect((await browser.request(linkIn(mail.text, "/api/auth/verify-email"))).status).toBe(302);
  return { browser, email };
}

async function signedIn(email: string, password = PASSWORD) {
  const browser = site.client();
  const res = await browser.post("/sign-in/email", { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return browser;
}

async function userId(email: string) {
  const [row] = await site.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

function routeContext() {
  const context = new RouterContextProvider();
  context.set(servicesContext, site.services);
  return context;
}

/** Posts the dashboard's "Set a password" form to its route action, as the browser with these cookies. */
async function setPasswordThroughDashboard(cookie: string, newPassword: string) {
  const request = new Request("http://127.0.0.1:3000/user-dashboard?index", {
    method: "POST",
    headers: { host: "127.0.0.1:3000", cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "set-password", newPassword }),
  });
  const result = (await dashboardAction({ request, context: routeContext(), params: {} } as unknown as Parameters<typeof dashboardAction>[0])) as unknown;
  // A refusal comes back as data(..., { status: 400 }); success as a plain object.
  if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: { ok: boolean; message: string }; init: { status?: number } };
    return { status: init.status ?? 200, ...data };
  }
  return { status: 200, ...(result as { ok: boolean; message: string }) };
}

describe("change password (dashboard → /api/auth/change-password)", () => {
  it("the old password stops working, the new one signs in, and other devices are signed out when asked", async () => {
    const { email } = await verifiedUser();
    const laptop = await signedIn(email);
    const phone = await signedIn(email);

    const wrong = await laptop.post<{ code: string }>("/change-password", { currentPassword: "not my password", newPassword: NEW_PASSWORD, revokeOtherSessions: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");
    const short = await laptop.post<{ code: string }>("/change-password", { currentPassword: PASSWORD, newPassword: "short", revokeOtherSessions: true });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: "PASSWORD_TOO_SHORT", message: "Password must be at least 10 characters." });
    // (From the other device: better-auth allows three password changes per 10 s per address.)
    const common = await phone.post<{ code: string }>("/change-password", { currentPassword: PASSWORD, newPassword: "qwertyuiop", revokeOtherSessions: true });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ code: "PASSWORD_TOO_COMMON", message: "This password is too common. Choose one that is harder to guess." });
    expect(await phone.session()).not.toBeNull();

    const res = await laptop.post("/change-password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The device that changed it stays signed in (on a fresh session); the other one is signed out.
    expect((await laptop.session())?.user.email).toBe(email);
    expect(await phone.session()).toBeNull();
    const id = await userId(email);
    expect(await site.database.db.select().from(session).where(eq(session.userId, id))).toHaveLength(1);

    const old = await site.client().post<{ code: string }>("/sign-in/email", { email, password: PASSWORD });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    await signedIn(email, NEW_PASSWORD);
  });

  it("without 'Sign out of my other devices' the other sessions stay", async () => {
    const { email } = await verifiedUser();
    const laptop = await signedIn(email);
    const phone = await signedIn(email);
    expect((await laptop.post("/change-password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false })).status).toBe(200);
    expect((await phone.session())?.user.email).toBe(email);
    await signedIn(email, NEW_PASSWORD);
  });
});

describe("a first password for a magic-link account (dashboard action intent=set-password)", () => {
  async function magicLinkUser() {
    const email = uniqueEmail("magic");
    const browser = site.client();
    expect((await browser.post("/sign-in/magic-link", { email, callbackURL: "/login" })).status).toBe(200);
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject === "Your Voxa AI sign-in link");
    expect((await browser.request(linkIn(mail.text, "/api/auth/magic-link/verify"))).status).toBe(302);
    expect((await browser.session())?.user.email).toBe(email);
    return { browser, email };
  }

  it("sets the password; the account then signs in with it; a second 'set' is refused", async () => {
    const { browser, email } = await magicLinkUser();
    const id = await userId(email);
    const credentials = () => site.database.db.select().from(account).where(and(eq(account.userId, id), eq(account.providerId, "credential")));
    expect(await credentials()).toEqual([]);
    // Before: no password to sign in with.
    expect((await site.client().post("/sign-in/email", { email, password: NEW_PASSWORD })).status).toBe(401);

    expect(await setPasswordThroughDashboard(browser.cookieHeader(), "")).toEqual({ status: 400, ok: false, message: "Enter a new password" });
    const short = await setPasswordThroughDashboard(browser.cookieHeader(), "short");
    expect(short.status).toBe(400);
    expect(short.message).toBe("Password must be at least 10 characters.");
    expect(await setPasswordThroughDashboard(browser.cookieHeader(), "Password1234")).toEqual({
      status: 400,
      ok: false,
      message: "This password is too common. Choose one that is harder to guess.",
    });

    expect(await setPasswordThroughDashboard(browser.cookieHeader(), NEW_PASSWORD)).toEqual({ status: 200, ok: true, message: "Your password has been updated" });
    expect(await credentials()).toHaveLength(1);
    await signedIn(email, NEW_PASSWORD);

    const again = await setPasswordThroughDashboard(browser.cookieHeader(), "yet another password");
    expect(again).toEqual({ status: 400, ok: false, message: "Your account already has a password. Use Change password instead." });
    // The first password still works, the attempted one does not.
    expect((await site.client().post("/sign-in/email", { email, password: "yet another password" })).status).toBe(401);
  });

  it("without a session the action refuses with 400 and sets nothing", async () => {
    expect(await setPasswordThroughDashboard("", NEW_PASSWORD)).toEqual({ status: 400, ok: false, message: "Please sign in first." });
  });
});

describe("resend the confirmation email (/api/auth/send-verification-email)", () => {
  it("mails a fresh link to an unconfirmed address; the new link confirms it and lands on the dashboard", async () => {
    const email = uniqueEmail("resend");
    const browser = site.client();
    expect((await browser.post("/sign-up/email", { email, password: PASSWORD, name: "", callbackURL: "/login?view=sign_in&confirmed=1" })).status).toBe(200);
    await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm your email"));

    const res = await browser.post("/send-verification-email", { email, callbackURL: "/user-dashboard" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    await site.auth.mail.delivered();
    const mails = mailsTo(email, "Confirm your email");
    expect(mails).toHaveLength(2);
    const verify = await browser.request(linkIn(mails[1]!.text, "/api/auth/verify-email"));
    expect(verify.status).toBe(302);
    expect(new URL(verify.headers.get("location")!, site.baseUrl).pathname).toBe("/user-dashboard");
    expect((await browser.session())?.user.emailVerified).toBe(true);
  });

  it("answers an unknown or already confirmed address the same way and mails nothing", async () => {
    const { email } = await verifiedUser();
    const unknown = uniqueEmail("nobody");
    for (const address of [email, unknown]) {
      const res = await site.client().post("/send-verification-email", { email: address, callbackURL: "/user-dashboard" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true });
    }
    await site.auth.mail.delivered();
    expect(mailsTo(email, "Confirm your email")).toHaveLength(1);
    expect(mailsTo(unknown, "")).toHaveLength(0);
    // Signed in and confirmed: the dashboard never offers it, and the endpoint says why.
    const browser = await signedIn(email);
    const already = await browser.post<{ code: string }>("/send-verification-email", { email, callbackURL: "/user-dashboard" });
    expect(already.status).toBe(400);
    expect(already.body.code).toBe("EMAIL_ALREADY_VERIFIED");
  });
});

describe("one-time codes that ran out", () => {
  async function codeFor(email: string, browser = site.client()) {
    expect((await browser.post("/email-otp/send-verification-otp", { email, type: "sign-in" })).status).toBe(200);
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("is your Voxa AI code"));
    return /\b(\d{6})\b/.exec(mail.text)![1]!;
  }

  it("an expired code answers OTP_EXPIRED (400)", async () => {
    const { email } = await verifiedUser();
    const browser = site.client();
    const code = await codeFor(email, browser);
    await site.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `%${email}%`));
    const res = await browser.post<{ code: string; message: string }>("/sign-in/email-otp", { email, otp: code });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "OTP_EXPIRED", message: "OTP expired" });
    expect(await browser.session()).toBeNull();
  });

  it("after 5 wrong codes even the right one is refused with TOO_MANY_ATTEMPTS (403)", async () => {
    const { email } = await verifiedUser();
    const browser = site.client();
    const code = await codeFor(email, browser);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await browser.post("/sign-in/email-otp", { email, otp: wrongCode })).status).toBe(400);
    const res = await browser.post<{ code: string }>("/sign-in/email-otp", { email, otp: code });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("TOO_MANY_ATTEMPTS");
    expect(await browser.session()).toBeNull();
  });
});

/** Whether the storage holds this key (closing the file it opened to find out). */
async function stored(key: string) {
  const object = await storageFor(site.services.env).get(key);
  await object?.body.cancel();
  return object !== null;
}

describe("deleting an account removes its uploaded files", () => {
  it("the stored objects go with the business_files rows", async () => {
    const { email } = await verifiedUser();
    const browser = await signedIn(email);
    const id = await userId(email);
    const storage = storageFor(site.services.env);
    const keys = ["delUserFileAAAAAAAAAA01.pdf", "delUserFileAAAAAAAAAA02.csv"];
    for (const key of keys) {
      await storage.put(key, new TextEncoder().encode(`contents of ${key}`), "application/pdf");
      await site.database.db.insert(businessFiles).values({ userId: id, storageKey: key, originalName: `menu-${key}`, contentType: "application/pdf", size: 20 });
    }
    // Someone else's file stays.
    const other = await verifiedUser();
    const otherKey = "keepOtherUsersFile0001.pdf";
    await storage.put(otherKey, new TextEncoder().encode("not yours"), "application/pdf");
    await site.database.db.insert(businessFiles).values({ userId: await userId(other.email), storageKey: otherKey, originalName: "keep.pdf", contentType: "application/pdf", size: 9 });

    // A refused delete (wrong password) keeps everything.
    expect((await browser.post("/delete-user", { password: "wrong password" })).status).toBe(400);
    for (const key of keys) expect(await stored(key), key).toBe(true);

    const res = await browser.post("/delete-user", { password: PASSWORD });
    expect(res.status).toBe(200);
    for (const key of keys) expect(await stored(key), key).toBe(false);
    expect(await site.database.db.select().from(businessFiles).where(eq(businessFiles.userId, id))).toEqual([]);
    expect(await stored(otherKey)).toBe(true);
  });
});
