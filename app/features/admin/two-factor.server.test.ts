import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "#db/schema";
import { requestContext } from "#platform/context";
import { loader as layoutLoader } from "~/routes/_admin/layout";
import { loader as leadsLoader } from "~/routes/_admin/leads";
import { adminMiddleware, consoleNeedsTwoFactor } from "./access.server";
import { startAdminTestKit, statusOf, type AdminTestKit } from "#tests/support/admin-kit";

/**
 * Issue 14 item 5: on a site others can reach, the owner's console needs the admin's account to
 * have two-factor sign-in (403 with how to set it up until then); a local-only site (npm start,
 * e2e) keeps it without (docs/decisions/043-sign-in-hardening.md).
 */
let local: AdminTestKit;
let reachable: AdminTestKit;
beforeAll(async () => {
  local = await startAdminTestKit();
  // Listening on every interface: not local-only. (A site like this also names SMTP and a real secret.)
  reachable = await startAdminTestKit({
    HOST: "0.0.0.0",
    SMTP_URL: "smtp://127.0.0.1:2525",
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
  });
}, 120_000);
afterAll(async () => {
  await local?.close();
  await reachable?.close();
});

/** The admin's request to /admin with `headers` added, from the socket address `clientIp` (127.0.0.1 unless given). */
async function middlewareStatus(kit: AdminTestKit, opts: { headers?: Record<string, string>; clientIp?: string } = {}) {
  const next = vi.fn(async () => new Response("child ran"));
  let thrown: unknown = null;
  const plain = kit.request("admin", "/admin");
  const headers = new Headers(plain.headers);
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
  const context = kit.context();
  if (opts.clientIp) context.set(requestContext, { requestId: "test", nonce: "n", clientIp: opts.clientIp });
  const status = await statusOf(async () => {
    try {
      return await adminMiddleware(
        {
          request: new Request(plain.url, { headers }),
          context,
          params: {},
          unstable_pattern: "/admin",
        } as never,
        next,
      );
    } catch (err) {
      thrown = err;
      throw err;
    }
  });
  return { status, next, thrown };
}

describe("the owner's console and two-factor sign-in", () => {
  it("knows which sites need it", () => {
    expect(consoleNeedsTwoFactor(local.services.env)).toBe(false);
    expect(consoleNeedsTwoFactor(reachable.services.env)).toBe(true);
    expect(consoleNeedsTwoFactor({ HOST: "127.0.0.1", PUBLIC_SITE_URL: "https://voxa.example" })).toBe(true);
  });

  it("on a reachable site an admin without it gets 403 saying how to set it up, and nothing under /admin runs", async () => {
    const { status, next, thrown } = await middlewareStatus(reachable);
    expect(status).toBe(403);
    expect(next).not.toHaveBeenCalled();
    const body = (thrown as { data: { message: string; action: { to: string; label: string } } }).data;
    expect(body.message).toMatch(/two-factor/i);
    expect(body.action).toEqual({ to: "/user-dashboard", label: "Set up two-factor authentication" });
    for (const loader of [layoutLoader, leadsLoader]) {
      const s = await statusOf(() =>
        loader({
          request: reachable.request("admin", "/admin/leads"),
          context: reachable.context(),
          params: {},
        } as never),
      );
      expect(s).toBe(403);
    }
    // Everyone else still gets the console's 404.
    for (const who of ["anonymous", "member", "unconfirmed"] as const) {
      const s = await statusOf(async () =>
        adminMiddleware(
          {
            request: reachable.request(who, "/admin"),
            context: reachable.context(),
            params: {},
            unstable_pattern: "/admin",
          } as never,
          async () => new Response(""),
        ),
      );
      expect(s, who).toBe(404);
    }
  });

  it("with two-factor on, the same admin is let in", async () => {
    await reachable.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, reachable.owner.id));
    try {
      const { status, next } = await middlewareStatus(reachable);
      expect(status).toBe(200);
      expect(next).toHaveBeenCalledOnce();
      expect(
        await statusOf(() =>
          leadsLoader({
            request: reachable.request("admin", "/admin/leads"),
            context: reachable.context(),
            params: {},
          } as never),
        ),
      ).toBe(200);
    } finally {
      await reachable.db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, reachable.owner.id));
    }
  });

  it("on a local-only site the console works without it", async () => {
    const { status, next } = await middlewareStatus(local, { headers: { host: "127.0.0.1:3000" } });
    expect(status).toBe(200);
    expect(next).toHaveBeenCalledOnce();
  });

  it("on a local-only site reached through a proxy, or under another host name, it is needed as on a public site (issue 40)", async () => {
    const requests: { headers: Record<string, string>; clientIp?: string }[] = [
      { headers: { host: "voxa.example.com" } },
      { headers: { host: "127.0.0.1:3000", "x-forwarded-for": "203.0.113.9" } },
      { headers: { host: "voxa.example.com", "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" } },
      { headers: { host: "127.0.0.1:3000", forwarded: "for=203.0.113.9" } },
      { headers: { host: "127.0.0.1:3000", "x-real-ip": "203.0.113.9" } },
      { headers: { host: "127.0.0.1:3000" }, clientIp: "192.0.2.44" },
    ];
    for (const opts of requests) {
      const { status, next, thrown } = await middlewareStatus(local, opts);
      expect(status, JSON.stringify(opts)).toBe(403);
      expect(next).not.toHaveBeenCalled();
      expect((thrown as { data: { action: { to: string } } }).data.action.to).toBe("/user-dashboard");
    }
  });
});
