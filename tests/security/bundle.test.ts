import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_DIR } from "./server";
import { SENTINELS } from "./sentinels";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const full = path.join(dir, n);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const client = files(path.join(BUILD_DIR, "client")).filter((f) => /\.(js|html|data|css|json|txt|xml)$/.test(f));

describe("the browser bundle and prerendered pages", () => {
  it("were built (sanity)", () => {
    expect(client.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(5);
  });

  it("contain no secret value from the environment", () => {
    const leaks: string[] = [];
    for (const f of client) {
      const text = readFileSync(f, "utf8");
      for (const [name, value] of Object.entries(SENTINELS)) if (text.includes(value)) leaks.push(`${name} in ${f}`);
    }
    expect(leaks).toEqual([]);
  });

  it("contain no server-only module", () => {
    const markers = [
      "drizzle-orm/pg-core",
      "@electric-sql/pglite",
      "pg-boss",
      "nodemailer",
      "better-auth/adapters",
      "api.stripe.com",
      "xi-api-key",
      "node:crypto",
      "BETTER_AUTH_SECRET",
      "STRIPE_SECRET_KEY",
      "DATABASE_URL",
    ];
    const found: string[] = [];
    for (const f of client.filter((x) => x.endsWith(".js"))) {
      const text = readFileSync(f, "utf8");
      for (const m of markers) if (text.includes(m)) found.push(`${m} in ${path.basename(f)}`);
    }
    expect(found).toEqual([]);
  });
});
