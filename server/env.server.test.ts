import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("starts on safe defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("names every bad variable on its own line", () => {
    let err: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAILS: "a@b.co, not-an-email", SMTP_URL: "http://x" });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EnvError);
    const lines = (err as EnvError).lines.join("\n");
    expect(lines).toMatch(/^ {2}PORT: /m);
    expect(lines).toMatch(/^ {2}DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//m);
    expect(lines).toMatch(/^ {2}ADMIN_EMAILS\.1: must be a comma-separated list of email addresses/m);
    expect(lines).toMatch(/^ {2}SMTP_URL: must start with smtp:\/\/ or smtps:\/\//m);
  });

  it("normalises admin emails", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Owner@Example.com ,ops@example.com" }).ADMIN_EMAILS).toEqual([
      "owner@example.com",
      "ops@example.com",
    ]);
  });

  it("requires ElevenLabs key and agent together", () => {
    expect(() => parseEnv({ ELEVENLABS_API_KEY: "k" })).toThrow(/ELEVENLABS_AGENT_ID/);
  });
});

describe(".env.example", () => {
  it("lists every variable of the schema and parses as it stands", async () => {
    const { readFileSync } = await import("node:fs");
    const { envSchema } = await import("./env.server");
    const text = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
    const listed = new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const keys = Object.keys((envSchema as unknown as { in: { shape: Record<string, unknown> } }).in?.shape ?? {});
    const shapeKeys = keys.length ? keys : Object.keys((envSchema as unknown as { shape: Record<string, unknown> }).shape);
    expect(shapeKeys.length).toBeGreaterThan(20);
    for (const key of shapeKeys) expect(listed, `${key} missing from .env.example`).toContain(key);
    const active = Object.fromEntries([...text.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    expect(() => parseEnv(active)).not.toThrow();
  });
});
