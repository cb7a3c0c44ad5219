import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent, linkIn, signUpVerified, uniqueEmail, waitForMail } from "./http";
import { startSite, type Site } from "./server";

/**
 * Issue 40 item 8 and issue 47: the production server's log lines (stdout, at LOG_LEVEL=info, as
 * an operator runs it) never hold an emailed link's token or a password from an address; they
 * say `token=[redacted]` instead. A site of its own, whose stdout this file reads.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite({ LOG_LEVEL: "info" }, { captureStdout: true });
});
afterAll(async () => {
  await site?.stop();
});

/** The log lines that mention `path`, once the server has written them (it logs when an answer is done). */
async function linesAbout(path: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = site
      .stdout()
      .split("\n")
      .filter((line) => line.includes(path));
    if (lines.length || Date.now() > deadline) return lines;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const valueOf = (link: string, name: string) => new URL(link, "http://x").searchParams.get(name)!;

describe("request log lines carry no secrets from the address", () => {
  it("a call's cancel link, a password in a GET form and a lead posted with a token: the names stay, the values are [redacted]", async () => {
    const visitor = new Agent(site.url);
    await visitor.fetch("/calls/cancel?token=abc123secret&x=1");
    await visitor.fetch("/login?email=a@b.c&password=hunter2hunter2");
    await visitor.fetch("/api/auth/magic-link/verify?token=madeUpMagicToken42&callbackURL=%2Fuser-dashboard");
    // The lead API is answered before Express (decision 095): its log line is its own.
    await visitor.fetch("/api/leads/contact?access_token=leadSecret777", {
      json: { name: "Log Test", email: "log-test@example.com", message: "Please call me." },
    });

    expect(await linesAbout("/calls/cancel?")).toEqual([
      expect.stringContaining('"url":"/calls/cancel?token=[redacted]&x=1"'),
    ]);
    expect(await linesAbout("/api/auth/magic-link/verify?")).toEqual([
      expect.stringContaining('"url":"/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2Fuser-dashboard"'),
    ]);
    expect(await linesAbout("/api/leads/contact?")).toEqual([
      expect.stringContaining('"url":"/api/leads/contact?access_token=[redacted]"'),
    ]);
    expect(await linesAbout("/login?email=")).toEqual([
      expect.stringContaining('"url":"/login?email=a@b.c&password=[redacted]"'),
    ]);
    const out = site.stdout();
    for (const secret of ["abc123secret", "hunter2hunter2", "madeUpMagicToken42", "leadSecret777"])
      expect(out).not.toContain(secret);
  });

  it("the real emailed links: confirmation, magic link and password reset", async () => {
    const email = uniqueEmail("log-redaction");
    await signUpVerified(new Agent(site.url), site.dataDir, email);
    const confirmation = linkIn(await waitForMail(site.dataDir, email, "verification"), "/api/auth/verify-email");

    const visitor = new Agent(site.url);
    expect(
      (await visitor.fetch("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/user-dashboard" } })).status,
    ).toBe(200);
    const magic = linkIn(await waitForMail(site.dataDir, email, "magic-link"), "/api/auth/magic-link/verify");
    expect((await visitor.fetch(magic)).status).toBe(302);

    expect(
      (
        await visitor.fetch("/api/auth/request-password-reset", {
          json: { email, redirectTo: "/login?view=update_password" },
        })
      ).status,
    ).toBe(200);
    const reset = linkIn(await waitForMail(site.dataDir, email, "reset-password"), "/api/auth/reset-password/");
    expect((await visitor.fetch(reset)).status).toBe(302);
    const resetToken = reset.split("/api/auth/reset-password/")[1]!.split("?")[0]!;

    expect(await linesAbout("/api/auth/verify-email?")).toEqual([
      expect.stringContaining('"url":"/api/auth/verify-email?token=[redacted]&'),
    ]);
    expect(await linesAbout("/api/auth/reset-password/")).toEqual([
      expect.stringContaining('"url":"/api/auth/reset-password/[redacted]?'),
    ]);
    const out = site.stdout();
    for (const [what, secret] of [
      ["confirmation token", valueOf(confirmation, "token")],
      ["magic-link token", valueOf(magic, "token")],
      ["reset token", resetToken],
    ] as const) {
      expect(secret.length, what).toBeGreaterThan(8);
      expect(out, what).not.toContain(secret);
    }
  });
});
