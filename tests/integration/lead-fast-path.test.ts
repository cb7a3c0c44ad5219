import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "#db/schema";
import type { AppServices } from "#platform/context";
import type { FastRequest } from "#platform/fast-answers";
import { hashIp } from "#platform/ip-hash.server";
import { parseTrustProxy } from "#platform/trust-proxy";
import { createRequestListener } from "../../server/app";
import { answerLead } from "~/features/leads/lead-request.server";
import { createTestServices } from "../support/services";

/**
 * POST /api/leads/:formType answered before Express (decision 095): the same answer, headers and
 * log line as through Express, with the visitor's address and protocol as TRUST_PROXY gives them,
 * and every request the fast path must not answer left to Express.
 */
describe("the lead API before Express (decision 095)", () => {
  let t: Awaited<ReturnType<typeof createTestServices>>;
  const servers: Server[] = [];
  const lines: Record<string, unknown>[] = [];
  /** How each call of answerLead came: from the fast path, or from Express's route. */
  const callers: ("fast path" | "express")[] = [];

  const build = {
    entry: {
      module: {
        default: () => new Response("no documents in this test build", { status: 500 }),
        createLoadContext: () => ({}),
        // The app's registry of fast answers (app/flows/fast-answers.server.ts), with the lead API only.
        fastAnswers: {
          posts: [
            {
              name: "lead form",
              path: "/api/leads/:formType",
              beforeExpress: true,
              answer: (services: AppServices, request: FastRequest) => {
                // The frame that called this one: the fast path's module, or Express's route in server/app.ts.
                const caller = new Error().stack!.split("\n")[2] ?? "";
                callers.push(
                  caller.includes("server/fast-path")
                    ? "fast path"
                    : caller.includes("server/app")
                      ? "express"
                      : (caller as never),
                );
                return answerLead(services, { ...request, formType: request.params.formType ?? "" });
              },
            },
          ],
          pageFromMemory: async () => null,
          referralCookieForPage: async () => null,
        },
      },
    },
    // Whatever reaches React Router is answered 418 here (the real build's routes are not loaded).
    routes: {
      root: { id: "root", path: "", module: {} },
      rest: {
        id: "rest",
        path: "*",
        parentId: "root",
        module: { action: () => Response.json({ from: "react router" }, { status: 418 }) },
      },
    },
    assets: {
      entry: { module: "/e.js", imports: [], css: [] },
      routes: {
        root: { id: "root", path: "", hasAction: false, hasLoader: false, module: "/root.js", imports: [], css: [] },
        rest: {
          id: "rest",
          path: "*",
          parentId: "root",
          hasAction: true,
          hasLoader: false,
          module: "/rest.js",
          imports: [],
          css: [],
        },
      },
      url: "/m.js",
      version: "t",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build-test/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;

  async function listen(env: Partial<AppServices["env"]>) {
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const services = { ...t.services, logger, env: { ...t.services.env, ...env } } as AppServices;
    const server = createServer(createRequestListener({ services, build }));
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  let direct: string;
  let proxied: string;
  beforeAll(async () => {
    t = await createTestServices();
    direct = await listen({});
    const trusted = parseTrustProxy("1");
    if (!("value" in trusted)) throw new Error(trusted.error);
    proxied = await listen({ TRUST_PROXY: trusted.value, PUBLIC_SITE_URL: "https://voxa.example" });
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
    await t.close();
  });

  const body = (email: string) =>
    JSON.stringify({ name: "Ada Lovelace", email, company: "Analytical Engines", message: "Please call me back." });
  const post = (base: string, path: string, headers: Record<string, string>, email: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: body(email),
    });
  const storedFor = (email: string) =>
    t.services.database.db.select().from(formSubmissions).where(eq(formSubmissions.email, email));

  it("a same-origin lead is stored and answered 201 with the security headers and one log line, without Express", async () => {
    callers.length = 0;
    lines.length = 0;
    const res = await post(
      direct,
      "/api/leads/contact?from=test",
      { origin: direct, "x-request-id": "lead-fast-1" },
      "fast1@example.com",
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toBe("lead-fast-1");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toMatch(
      /^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/,
    );
    expect(callers).toEqual(["fast path"]);
    const [stored] = await storedFor("fast1@example.com");
    expect(stored!.ipHash).toBe(hashIp(t.services.env.BETTER_AUTH_SECRET, "127.0.0.1"));
    const completed = lines.filter((l) => l.msg === "request completed");
    expect(completed).toEqual([
      expect.objectContaining({
        level: 30,
        req: { id: "lead-fast-1", method: "POST", url: "/api/leads/contact?from=test" },
        res: { statusCode: 201 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("behind a trusted proxy: the visitor's address from X-Forwarded-For and https from X-Forwarded-Proto", async () => {
    callers.length = 0;
    const headers = {
      origin: "https://voxa.example",
      host: "voxa.example",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "198.51.100.7",
    };
    const res = await post(proxied, "/api/leads/contact", headers, "fast2@example.com");
    expect(res.status).toBe(201);
    expect(callers).toEqual(["fast path"]);
    const [stored] = await storedFor("fast2@example.com");
    expect(stored!.ipHash).toBe(hashIp(t.services.env.BETTER_AUTH_SECRET, "198.51.100.7"));
  });

  it("without a trusted proxy, X-Forwarded-For is not believed, and an https Origin over http is cross-site: 403 from Express", async () => {
    callers.length = 0;
    const forwarded = { "x-forwarded-for": "198.51.100.8", "x-forwarded-proto": "https" };
    const res = await post(direct, "/api/leads/contact", { origin: direct, ...forwarded }, "fast3@example.com");
    expect(res.status).toBe(201);
    const [stored] = await storedFor("fast3@example.com");
    expect(stored!.ipHash).toBe(hashIp(t.services.env.BETTER_AUTH_SECRET, "127.0.0.1"));
    const host = new URL(direct).host;
    const refused = await post(
      direct,
      "/api/leads/contact",
      { origin: `https://${host}`, ...forwarded },
      "fast4@example.com",
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Cross-site requests are not allowed." });
    expect(callers).toEqual(["fast path"]);
    expect(await storedFor("fast4@example.com")).toHaveLength(0);
  });

  it("what the fast path does not answer goes to Express: another site's page, a form that needs the session, an unknown form", async () => {
    callers.length = 0;
    const crossSite = await post(
      direct,
      "/api/leads/contact",
      { origin: "https://elsewhere.example" },
      "fast5@example.com",
    );
    expect(crossSite.status).toBe(403);
    const fetchSite = await post(direct, "/api/leads/contact", { "sec-fetch-site": "cross-site" }, "fast6@example.com");
    expect(fetchSite.status).toBe(403);
    // These two reach React Router (its lead route answers them in the real build: 401 and 404).
    const needsLogin = await post(direct, "/api/leads/demo_request", { origin: direct }, "fast7@example.com");
    expect(await needsLogin.json()).toEqual({ from: "react router" });
    const unknown = await post(direct, "/api/leads/nope", { origin: direct }, "fast8@example.com");
    expect(await unknown.json()).toEqual({ from: "react router" });
    // The fast path asked about the last two and let Express answer them; it never saw the first two.
    expect(callers).toEqual(["fast path", "express", "fast path", "express"]);
    for (const email of ["fast5@example.com", "fast6@example.com", "fast7@example.com", "fast8@example.com"])
      expect(await storedFor(email)).toHaveLength(0);
  });
});
