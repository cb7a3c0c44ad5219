import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent, signUpVerified, waitForMail } from "./http";
import { startSite, type Site } from "./server";

/**
 * Issue 40 item 7 against the production build: a local-only instance (loopback HOST and
 * PUBLIC_SITE_URL, no SMTP_URL) that a reverse proxy on the same machine makes reachable from
 * elsewhere. Its conveniences, the dev mailbox and the console without two-factor sign-in, are
 * for requests from the machine itself: a request that came through a proxy, or that names
 * another host, gets the mailbox's 404 and the two-factor refusal a public site gives.
 */
const OWNER = "owner-local-requests@example.com";
/** What a reverse proxy in front of the instance sends on. */
const THROUGH_PROXY: Record<string, Record<string, string>> = {
  "Host: voxa.example.com": { host: "voxa.example.com" },
  "X-Forwarded-For: 203.0.113.9": { "x-forwarded-for": "203.0.113.9" },
  "both, as nginx with proxy_set_header would": {
    host: "voxa.example.com",
    "x-forwarded-for": "203.0.113.9",
    "x-forwarded-proto": "https",
  },
};

let site: Site;
let owner: Agent;

beforeAll(async () => {
  site = await startSite({ AUTH_RATE_LIMIT_MULTIPLIER: "20", ADMIN_EMAILS: OWNER });
  owner = new Agent(site.url);
  await signUpVerified(owner, site.dataDir, OWNER);
});
afterAll(async () => {
  await site?.stop();
});

describe("a local-only instance behind a reverse proxy", () => {
  it("serves the dev mailbox to this machine only: through the proxy it is a 404, magic link and all", async () => {
    // Anyone may ask for the owner's sign-in link; what matters is who can read it.
    const ask = await new Agent(site.url).fetch("/api/auth/sign-in/magic-link", {
      json: { email: OWNER, callbackURL: "/admin" },
    });
    expect(ask.status).toBe(200);
    const link = await waitForMail(site.dataDir, OWNER, "magic-link");

    const local = await new Agent(site.url).fetch("/dev/mailbox");
    expect(local.status).toBe(200);
    expect(await local.text()).toContain(OWNER);
    expect((await new Agent(site.url).fetch(`/dev/mailbox/${link.id}`)).status).toBe(200);

    for (const [label, headers] of Object.entries(THROUGH_PROXY)) {
      for (const path of ["/dev/mailbox", `/dev/mailbox/${link.id}`]) {
        const res = await new Agent(site.url).fetch(path, { headers });
        expect(res.status, `${label} ${path}`).toBe(404);
        const body = await res.text();
        expect(body, `${label} ${path}`).not.toContain(OWNER);
        expect(body, `${label} ${path}`).not.toContain("/api/auth/magic-link/verify");
      }
    }
  });

  it("opens the console without two-factor to this machine only: through the proxy the owner is refused as on a public site", async () => {
    expect((await owner.fetch("/admin")).status).toBe(200);

    for (const [label, headers] of Object.entries(THROUGH_PROXY)) {
      const refused = await owner.fetch("/admin", { headers });
      expect(refused.status, label).toBe(403);
      const page = await refused.text();
      expect(page, label).toContain("Two-factor authentication required");
      expect(page, label).toContain('href="/user-dashboard"');
      expect(page, label).toContain("Set up two-factor authentication");
      expect((await owner.fetch("/admin/leads.data", { headers })).status, label).toBe(403);
    }

    // The same session, straight from this machine, still has its console.
    expect((await owner.fetch("/admin")).status).toBe(200);
  });
});
