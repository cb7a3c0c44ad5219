import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpFake } from "../fakes/smtp";
import { totpFromUri } from "../support/totp";
import { PASSWORD } from "./config";
import { Agent, mailsTo, signUpVerified, uniqueEmail, waitForMail } from "./http";
import { startSite, type Site } from "./server";

/**
 * Issue 14 item 9 against the production build: links in emails and auth redirects come from
 * PUBLIC_SITE_URL only, whatever Host a request names; localhost and 127.0.0.1 callbacks are
 * accepted only on a local-only site (docs/decisions/043-sign-in-hardening.md). Two instances of
 * our own: a local-only one (its emails in the dev outbox) and one others could reach
 * (PUBLIC_SITE_URL http://voxa-hardening.test, mail through an SMTP fake, a private secret).
 */
const REMOTE_SITE = "http://voxa-hardening.test";
/** The local-only instance's PUBLIC_SITE_URL (the default): it runs on another loopback port. */
const LOCAL_SITE = "http://127.0.0.1:3000";
/** The owner on both instances (item 5: the console needs two-factor where others can reach it). */
const OWNER = "owner-hardening@example.com";

let local: Site;
let remote: Site;
let smtp: Awaited<ReturnType<typeof startSmtpFake>>;

beforeAll(async () => {
  smtp = await startSmtpFake();
  [local, remote] = await Promise.all([
    startSite({ AUTH_RATE_LIMIT_MULTIPLIER: "20", ADMIN_EMAILS: OWNER }),
    startSite({
      PUBLIC_SITE_URL: REMOTE_SITE,
      SMTP_URL: smtp.url,
      BETTER_AUTH_SECRET: randomBytes(36).toString("base64url"),
      AUTH_RATE_LIMIT_MULTIPLIER: "20",
      ADMIN_EMAILS: OWNER,
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([local?.stop(), remote?.stop()]);
  await smtp?.close();
});

const origins = (links: string[]) => [...new Set(links.map((l) => new URL(l).origin))];

describe("a local-only site", () => {
  it("emails links to PUBLIC_SITE_URL when a request says Host: evil.example (reset, magic link, existing account)", async () => {
    const owner = new Agent(local.url);
    const email = uniqueEmail("host-local");
    await signUpVerified(owner, local.dataDir, email);
    // As a DNS-rebinding page could send it: a foreign Host, the site's own Origin.
    const evil = { host: "evil.example", origin: LOCAL_SITE };
    const visitor = new Agent(local.url);
    expect(
      (
        await visitor.fetch("/api/auth/request-password-reset", {
          headers: evil,
          json: { email, redirectTo: "/login?view=update_password" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await visitor.fetch("/api/auth/sign-in/magic-link", { headers: evil, json: { email, callbackURL: "/login" } }))
        .status,
    ).toBe(200);
    expect(
      (
        await visitor.fetch("/api/auth/sign-up/email", {
          headers: evil,
          json: { email, password: "a different password", name: "" },
        })
      ).status,
    ).toBe(200);
    for (const kind of ["reset-password", "magic-link", "existing-account"]) {
      const mail = await waitForMail(local.dataDir, email, kind);
      expect(mail.links.length, kind).toBeGreaterThan(0);
      expect(origins(mail.links), kind).toEqual([LOCAL_SITE]);
    }
    expect(
      mailsTo(local.dataDir, email)
        .flatMap((m) => m.links)
        .join(" "),
    ).not.toContain("evil.example");
  });
});

describe("a site others can reach", () => {
  const agent = () => new Agent(remote.url, { origin: REMOTE_SITE });

  it("refuses a callbackURL on localhost or 127.0.0.1 (sign-up and magic link), and sends nothing", async () => {
    const email = uniqueEmail("callback");
    for (const callbackURL of ["http://localhost:9999/", "http://127.0.0.1:9999/welcome"]) {
      const link = await agent().fetch("/api/auth/sign-in/magic-link", { json: { email, callbackURL } });
      expect(link.status, callbackURL).toBe(403);
      const signUp = await agent().fetch("/api/auth/sign-up/email", {
        json: { email, password: PASSWORD, name: "", callbackURL },
      });
      expect(signUp.status, callbackURL).toBe(403);
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
  });

  it("names PUBLIC_SITE_URL in every emailed link, whether the request says 127.0.0.1, localhost or evil.example", async () => {
    const email = uniqueEmail("host-remote");
    const port = new URL(remote.url).port;
    const owner = agent();
    expect(
      (
        await owner.fetch("/api/auth/sign-up/email", {
          json: { email, password: PASSWORD, name: "", callbackURL: "/login?view=sign_in&confirmed=1" },
        })
      ).status,
    ).toBe(200);
    const confirm = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith("Confirm your email"),
      30_000,
    );
    expect(origins(confirm.links)).toEqual([REMOTE_SITE]);
    const link = new URL(confirm.links.find((l) => l.includes("/api/auth/verify-email"))!);
    const verified = await owner.fetch(`${link.pathname}${link.search}`);
    expect(verified.status).toBe(302);
    expect(new URL(verified.headers.get("location")!, REMOTE_SITE).origin).toBe(REMOTE_SITE);

    for (const host of [`localhost:${port}`, "evil.example"]) {
      const before = smtp.messages.length;
      const headers = { host };
      expect(
        (
          await agent().fetch("/api/auth/request-password-reset", {
            headers,
            json: { email, redirectTo: "/login?view=update_password" },
          })
        ).status,
        host,
      ).toBe(200);
      expect(
        (await agent().fetch("/api/auth/sign-in/magic-link", { headers, json: { email, callbackURL: "/login" } }))
          .status,
        host,
      ).toBe(200);
      expect(
        (
          await agent().fetch("/api/auth/sign-up/email", {
            headers,
            json: { email, password: "a different password", name: "" },
          })
        ).status,
        host,
      ).toBe(200);
      for (const subject of [/^Reset your/, /sign-in link$/, /^You already have/]) {
        const mail = await smtp.waitFor(
          (m) => smtp.messages.indexOf(m) >= before && m.to.includes(email) && subject.test(m.subject),
          30_000,
        );
        expect(origins(mail.links), `${host} ${mail.subject}`).toEqual([REMOTE_SITE]);
      }
    }
  });
});

describe("the owner's console (item 5)", () => {
  it("on a site others can reach, refuses the owner until two-factor is on, and says how to set it up", async () => {
    const owner = new Agent(remote.url, { origin: REMOTE_SITE });
    expect(
      (await owner.fetch("/api/auth/sign-up/email", { json: { email: OWNER, password: PASSWORD, name: "" } })).status,
    ).toBe(200);
    const confirm = await smtp.waitFor(
      (m) => m.to.includes(OWNER) && m.subject.startsWith("Confirm your email"),
      30_000,
    );
    const link = new URL(confirm.links.find((l) => l.includes("/api/auth/verify-email"))!);
    expect((await owner.fetch(`${link.pathname}${link.search}`)).status).toBe(302);

    const refused = await owner.fetch("/admin");
    expect(refused.status).toBe(403);
    const page = await refused.text();
    expect(page).toContain("Two-factor authentication required");
    expect(page).toContain('href="/user-dashboard"');
    expect(page).toContain("Set up two-factor authentication");
    expect((await owner.fetch("/admin/leads.data")).status).toBe(403);

    const enable = await owner.fetch("/api/auth/two-factor/enable", { json: { password: PASSWORD } });
    expect(enable.status).toBe(200);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    expect(
      (await owner.fetch("/api/auth/two-factor/verify-totp", { json: { code: totpFromUri(totpURI) } })).status,
    ).toBe(200);
    expect((await owner.fetch("/admin")).status).toBe(200);
  });

  it("on a local-only site, opens for the owner without two-factor", async () => {
    const owner = new Agent(local.url);
    await signUpVerified(owner, local.dataDir, OWNER);
    expect((await owner.fetch("/admin")).status).toBe(200);
  });
});
