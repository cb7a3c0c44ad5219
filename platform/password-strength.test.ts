import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthSite, type AuthSite } from "#tests/support/auth-server";
import { messageFor } from "~/features/auth/auth-api";
import { newPasswordSchema, passwordRefusal } from "./password.server";
import { weakPasswordMessage } from "./password";

/**
 * Issue 40 item 11: ten characters that are not on the common list were enough, so
 * "aaaaaaaaaa" was a password. Every new password now also needs zxcvbn's score 3, and a refusal
 * says what is weak in zxcvbn's words.
 */
const REPEATED =
  'This password is too easy to guess: repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.';
const PATTERN =
  'This password is too easy to guess: repeated character patterns like "abcabcabc" are easy to guess. Add more words that are less common. Avoid repeated words and characters.';
const WEAK = { aaaaaaaaaa: REPEATED, abcabcabca: PATTERN, ooooooooooo: REPEATED } as const;

describe("the strength rule (platform/password.server.ts)", () => {
  it("refuses aaaaaaaaaa, abcabcabca and ooooooooooo, saying what is weak", () => {
    for (const [password, message] of Object.entries(WEAK)) {
      expect(passwordRefusal(password), password).toEqual({ problem: "tooWeak", code: "PASSWORD_TOO_WEAK", message });
      expect(
        newPasswordSchema.safeParse(password).error?.issues.map((i) => i.message),
        password,
      ).toEqual([message]);
    }
  });

  it("takes a decent passphrase and a random password", () => {
    for (const password of [
      "correct horse battery staple",
      "a sturdy new passphrase",
      "Tr0ub4dour&3x",
      "q7Vd-m2Kp-x9Ls",
    ]) {
      expect(passwordRefusal(password), password).toBeNull();
      expect(newPasswordSchema.safeParse(password).success, password).toBe(true);
    }
  });

  it("keeps the length and common-password answers as they were", () => {
    expect(passwordRefusal("aaaaaaa")).toEqual({
      problem: "tooShort",
      code: "PASSWORD_TOO_SHORT",
      message: "Password must be at least 10 characters.",
    });
    expect(passwordRefusal("qwertyuiop")).toEqual({
      problem: "tooCommon",
      code: "PASSWORD_TOO_COMMON",
      message: "This password is too common. Choose one that is harder to guess.",
    });
  });

  it("refuses a password made of the new account's email address or name", () => {
    const personal = ["maria.delgado@clinic.example", "Maria Delgado"];
    const message =
      "This password is too easy to guess: it contains your email address, your name or the name of this site. Add more words that are less common.";
    for (const password of ["maria.delgado@clinic.example", "Maria Delgado"]) {
      expect(passwordRefusal(password), password).toBeNull();
      expect(passwordRefusal(password, personal), password).toEqual({
        problem: "tooWeak",
        code: "PASSWORD_TOO_WEAK",
        message,
      });
    }
  });

  it("judges a very long password quickly (the estimate reads its first 64 characters)", () => {
    const started = performance.now();
    const refused = passwordRefusal("p@ssw0rd".repeat(16));
    expect(refused?.code).toBe("PASSWORD_TOO_WEAK");
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("builds the message from the feedback, has words when there is none, and the browser shows the server's own words", () => {
    expect(weakPasswordMessage({ warning: null, suggestions: ["Add more words that are less common."] })).toBe(
      "This password is too easy to guess. Add more words that are less common.",
    );
    expect(weakPasswordMessage({ warning: null, suggestions: [] })).toBe(
      "This password is too easy to guess. Add more words that are less common.",
    );
    expect(messageFor("PASSWORD_TOO_WEAK", REPEATED)).toBe(REPEATED);
    expect(messageFor("PASSWORD_TOO_COMMON", "anything")).toBe(
      "This password is too common. Choose one that is harder to guess.",
    );
  });
});

describe("every way of choosing a password through better-auth refuses a weak one", { timeout: 90_000 }, () => {
  let site: AuthSite;
  beforeAll(async () => {
    site = await startAuthSite();
  });
  afterAll(async () => {
    await site?.close();
  });
  let n = 0;
  const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${n++}@example.com`;

  it("sign-up answers 400 with the message, and takes a decent passphrase", async () => {
    for (const [password, message] of Object.entries(WEAK)) {
      const res = await site.client().post("/sign-up/email", { email: uniqueEmail("weak"), password, name: "" });
      expect(res.status, password).toBe(400);
      expect(res.body, password).toMatchObject({ code: "PASSWORD_TOO_WEAK", message });
    }
    // Its own email address as its password (fine for anyone else's account).
    const own = uniqueEmail("own");
    const mine = await site.client().post("/sign-up/email", { email: own, password: own, name: "" });
    expect(mine.status).toBe(400);
    expect(mine.body).toMatchObject({
      code: "PASSWORD_TOO_WEAK",
      message: expect.stringContaining("it contains your email address"),
    });
    const email = uniqueEmail("strong");
    const ok = await site
      .client()
      .post("/sign-up/email", { email, password: "correct horse battery staple", name: "" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("a password reset and a password change refuse it too", async () => {
    const email = uniqueEmail("reset");
    const browser = site.client();
    expect(
      (await browser.post("/sign-up/email", { email, password: "correct horse battery staple", name: "" })).status,
    ).toBe(200);
    const confirm = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Confirm your email"));
    const link = [...confirm.text.matchAll(/https?:\/\/[^\s<>"']+/g)]
      .map((m) => m[0])
      .find((l) => l.includes("/api/auth/verify-email"))!;
    expect((await browser.request(link)).status).toBe(302);

    const change = await browser.post("/change-password", {
      currentPassword: "correct horse battery staple",
      newPassword: "abcabcabca",
    });
    expect(change.status).toBe(400);
    expect(change.body).toMatchObject({ code: "PASSWORD_TOO_WEAK", message: PATTERN });

    const other = site.client();
    await other.post("/request-password-reset", { email, redirectTo: "/login?view=update_password" });
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Reset your"));
    const resetLink = [...mail.text.matchAll(/https?:\/\/[^\s<>"']+/g)]
      .map((m) => m[0])
      .find((l) => l.includes("/api/auth/reset-password/"))!;
    const landing = await other.request(resetLink);
    const token = new URL(landing.headers.get("location")!, site.baseUrl).searchParams.get("token")!;
    const reset = await other.post("/reset-password", { newPassword: "ooooooooooo", token });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({ code: "PASSWORD_TOO_WEAK", message: REPEATED });
    expect((await other.post("/reset-password", { newPassword: "a sturdy new passphrase", token })).status).toBe(200);
  });
});
