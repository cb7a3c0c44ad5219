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
