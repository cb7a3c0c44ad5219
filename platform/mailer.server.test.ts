import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpFake, type SmtpFake } from "#tests/fakes/smtp";
import { magicLinkEmail, otpEmail, verificationEmail } from "./auth-emails";
import { createMailer, devMailboxEnabled } from "./mailer.server";

const logger = pino({ level: "silent" });
const env = { MAIL_FROM: "Voxa AI <hello@voxa-ai.com>", DATA_DIR: "./data", SMTP_URL: undefined };

describe("mailer without SMTP_URL: the local outbox", () => {
  it("writes .eml, .json and .html files and lists them newest first with their links", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    const mailer = createMailer({ env, logger, outboxDir: dir });
    expect(mailer.transport).toBe("files");
    await mailer.send(verificationEmail("a@example.com", "http://127.0.0.1:3000/api/auth/verify-email?token=abc&callbackURL=%2Flogin", 24));
    await new Promise((r) => setTimeout(r, 5));
    await mailer.send(otpEmail("a@example.com", "123456", 10));
    const files = readdirSync(dir).sort();
    expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(2);
    expect(files.filter((f) => f.endsWith(".html"))).toHaveLength(2);
    // The .json appears whole, by rename: nothing half-written is left behind.
    expect(files.filter((f) => f.endsWith(".json"))).toHaveLength(2);
    expect(files.filter((f) => f.endsWith(".partial"))).toEqual([]);
    const list = await mailer.outbox!.list();
    expect(list.map((m) => m.kind)).toEqual(["otp", "verification"]);
    expect(list[1]!.links).toEqual(["http://127.0.0.1:3000/api/auth/verify-email?token=abc&callbackURL=%2Flogin"]);
    const eml = readFileSync(path.join(dir, `${list[1]!.id}.eml`), "utf8");
    expect(eml).toContain("Subject: Confirm your email for Voxa AI");
    expect(await mailer.outbox!.get("../../etc/passwd")).toBeUndefined();
    expect(await mailer.outbox!.get(list[0]!.id)).toMatchObject({ subject: "123456 is your Voxa AI code" });
  });
});

describe("mailer with SMTP_URL", () => {
  let smtp: SmtpFake;
  beforeAll(async () => {
    smtp = await startSmtpFake();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("delivers text + HTML over SMTP", async () => {
    const mailer = createMailer({ env, logger, smtpUrl: smtp.url });
    expect(mailer.transport).toBe("smtp");
    const url = `http://127.0.0.1:3000/api/auth/magic-link/verify?token=${"x".repeat(60)}&callbackURL=%2Flogin`;
    await mailer.send(magicLinkEmail("b@example.com", url, 15));
    const mail = await smtp.waitFor((m) => m.to.includes("b@example.com"));
    expect(mail.subject).toBe("Your Voxa AI sign-in link");
    expect(mail.links).toEqual([url]);
    expect(mail.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
    mailer.close();
  });
});

describe("devMailboxEnabled", () => {
  it("is on only without SMTP on a local-only site (HOST and PUBLIC_SITE_URL on loopback; decision 041)", () => {
    const local = { SMTP_URL: undefined, HOST: "127.0.0.1", PUBLIC_SITE_URL: "http://127.0.0.1:3000" };
    expect(devMailboxEnabled(local)).toBe(true);
    expect(devMailboxEnabled({ ...local, HOST: "localhost", PUBLIC_SITE_URL: "http://localhost:3000" })).toBe(true);
    expect(devMailboxEnabled({ ...local, SMTP_URL: "smtp://mail:25" })).toBe(false);
    // Plain http is not enough: reachable from other machines, or announced under a public name.
    expect(devMailboxEnabled({ ...local, PUBLIC_SITE_URL: "http://voxa.example" })).toBe(false);
    expect(devMailboxEnabled({ ...local, HOST: "0.0.0.0" })).toBe(false);
    expect(devMailboxEnabled({ ...local, HOST: "192.168.1.20", PUBLIC_SITE_URL: "http://192.168.1.20:3000" })).toBe(false);
    expect(devMailboxEnabled({ ...local, PUBLIC_SITE_URL: "https://voxa-ai.com" })).toBe(false);
  });
});

describe("account emails", () => {
  it("escape what they interpolate", () => {
    const mail = magicLinkEmail("x@example.com", 'http://127.0.0.1/"><script>alert(1)</script>', 15);
    expect(mail.html).not.toContain("<script>");
  });

  it("use the brand's teal and ink (docs/brand.md), with text at 4.5:1 or more on what it sits on", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    for (const mail of [verificationEmail("a@example.com", "http://127.0.0.1:3000/x", 24), otpEmail("a@example.com", "123456", 10)]) {
      expect(mail.html).not.toMatch(/#(4338ca|4f46e5|6366f1|1e1b4b)/i); // the old indigo
      const styles = [...mail.html.matchAll(/style="([^"]*)"/g)].map((m) => m[1]!);
      const texts = styles.filter((s) => /(^|;)color:#/.test(s));
      expect(texts.length).toBeGreaterThan(3);
      for (const style of texts) {
        const color = /(?:^|;)color:(#[0-9a-f]{6})/i.exec(style)![1]!;
        // Text sits on its own background, else on the white card.
        const background = /background:(#[0-9a-f]{6})/i.exec(style)?.[1] ?? "#ffffff";
        expect(contrast(color, background), style).toBeGreaterThanOrEqual(4.5);
      }
      expect(mail.html).toContain("background:#0a7368;color:#ffffff"); // the action button (5.73:1)
    }
  });
});
