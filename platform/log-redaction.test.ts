import { describe, expect, it } from "vitest";
import { isSecretParam, redactUrl } from "./log-redaction";

/** Issue 40 item 8 and issue 47: no emailed link's token and no password in a logged address. */
describe("redactUrl (addresses as the logs show them)", () => {
  it("redacts the token of a call's cancel link, a magic link and an email confirmation, keeping the names and the rest", () => {
    expect(redactUrl("/calls/cancel?token=abc123secret&x=1")).toBe("/calls/cancel?token=[redacted]&x=1");
    expect(redactUrl("/api/auth/magic-link/verify?token=Zk3qL9pT&callbackURL=%2Fuser-dashboard")).toBe(
      "/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2Fuser-dashboard",
    );
    expect(
      redactUrl("/api/auth/verify-email?token=eyJhbGciOi.eyJlbWFpbCI6.sig&callbackURL=/login?view=sign_in&confirmed=1"),
    ).toBe("/api/auth/verify-email?token=[redacted]&callbackURL=/login?view=sign_in&confirmed=1");
  });

  it("redacts a password reset link's token, which sits in the path", () => {
    expect(redactUrl("/api/auth/reset-password/q8HZr2xYw?callbackURL=%2Flogin%3Fview%3Dupdate_password")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=%2Flogin%3Fview%3Dupdate_password",
    );
  });

  it("redacts passwords and one-time codes of a form sent by GET", () => {
    expect(redactUrl("/login?email=a@b.c&password=hunter2hunter2")).toBe("/login?email=a@b.c&password=[redacted]");
    expect(redactUrl("/login?view=otp&code=123456&otp=654321")).toBe("/login?view=otp&code=[redacted]&otp=[redacted]");
  });

  it("knows every secret name, in any case, encoded or with []; and leaves other names alone", () => {
    for (const name of [
      "token",
      "TOKEN",
      "Token",
      "password",
      "pass",
      "pwd",
      "code",
      "otp",
      "secret",
      "key",
      "signature",
      "sig",
      "access_token",
      "id_token",
      "refreshToken",
      "newPassword",
      "current_password",
      "client_secret",
      "api_key",
      "x-api-key",
      "%74oken",
      "token[]",
      "password[0]",
    ])
      expect(isSecretParam(name), name).toBe(true);
    for (const name of [
      "email",
      "view",
      "redirectTo",
      "callbackURL",
      "tokens",
      "monkey",
      "zip",
      "passage",
      "utm_source",
      "ref",
    ])
      expect(isSecretParam(name), name).toBe(false);
    expect(redactUrl("/x?access_token=a1&id_token=b2&ID_TOKEN=c3&tokens=d4&%74oken=e5&token[]=f6&monkey=g7")).toBe(
      "/x?access_token=[redacted]&id_token=[redacted]&ID_TOKEN=[redacted]&tokens=d4&%74oken=[redacted]&token[]=[redacted]&monkey=g7",
    );
  });

  it("redacts a secret inside another parameter's encoded address", () => {
    expect(redactUrl("/login?redirectTo=%2Fcalls%2Fcancel%3Ftoken%3Dabc123secret%26x%3D1")).toBe(
      "/login?redirectTo=%2Fcalls%2Fcancel%3Ftoken%3D[redacted]%26x%3D1",
    );
  });

  it("works on a full URL and on a sentence quoting one", () => {
    expect(redactUrl("https://voxa.example/calls/reschedule?token=abc&tz=UTC")).toBe(
      "https://voxa.example/calls/reschedule?token=[redacted]&tz=UTC",
    );
    expect(redactUrl("Invalid callbackURL: https://evil.example/cb?sig=abc and more")).toBe(
      "Invalid callbackURL: https://evil.example/cb?sig=[redacted] and more",
    );
  });

  it("leaves addresses without secrets as they are (the same string)", () => {
    for (const url of [
      "/",
      "/pricing",
      "/api/leads/contact",
      "/blog?page=2&tag=ai",
      "/x?token",
      "/x?q=rock%26roll",
      "/help/reset-password/steps",
    ])
      expect(redactUrl(url)).toBe(url);
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
