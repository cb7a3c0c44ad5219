import { randomUUID } from "node:crypto";
import { mkdir, readFile, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { lazyModule } from "./lazy-module";
import type { Logger } from "pino";
import type { Env } from "./env.server";
import { isLocalOnly } from "./local-only";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for (verification, magic-link, ...); kept in the dev outbox. */
  kind?: string;
  /**
   * A calendar invite (.ics text): sent once, as the message's `text/calendar; method=…` alternative
   * beside the text and HTML (RFC 6047, iMIP), which mail clients offer to add to the calendar.
   */
  invite?: { method: "REQUEST" | "CANCEL"; ics: string };
};

/** One message written to the local outbox (DATA_DIR/mail) when no SMTP server is configured. */
export type StoredMail = {
  id: string;
  kind: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  text: string;
  html: string;
  /** Every http(s) link in the text body, in order: what a newcomer clicks in the dev mailbox. */
  links: string[];
  /** The calendar invite the message carries, if any. */
  invite?: { method: "REQUEST" | "CANCEL"; ics: string };
};

export type Mailer = {
  transport: "smtp" | "files";
  send(message: MailMessage): Promise<void>;
  /** The local outbox; only when mail is written to files. */
  outbox?: Outbox;
  close(): void;
};

export type Outbox = {
  dir: string;
  list(): Promise<StoredMail[]>;
  get(id: string): Promise<StoredMail | undefined>;
};

const ID = /^[0-9]{13}-[0-9a-f-]{36}$/;

/**
 * The message as nodemailer takes it. An invite is one `text/calendar; method=…` part of the
 * multipart/alternative, after the text and HTML: what RFC 6047 asks of an iMIP message, and what
 * Gmail, Outlook and Apple Mail read as an invitation. Not nodemailer's `icalEvent`, which adds an
 * application/ics attachment of the same file (issue 43: each email carried the invite three times).
 */
function mailOptions(from: string, message: MailMessage) {
  const { invite } = message;
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(invite ? { alternatives: [{ contentType: `text/calendar; charset=utf-8; method=${invite.method}`, content: invite.ics }] } : {}),
  };
}

export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]);
}

/**
 * The dev mailbox is for machines that cannot send mail: it is on only while no SMTP server
 * is configured and the site is local-only, reachable from this machine alone (docs/decisions/041;
 * any other set-up without SMTP_URL refuses to start).
 */
export function devMailboxEnabled(env: Pick<Env, "SMTP_URL" | "PUBLIC_SITE_URL" | "HOST">) {
  return !env.SMTP_URL && isLocalOnly(env);
}

function fileOutbox(dir: string): Outbox {
  return {
    dir,
    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return [];
      }
      const ids = names
        .filter((n) => n.endsWith(".json"))
        .map((n) => n.slice(0, -5))
        .filter((id) => ID.test(id))
        .sort()
        .reverse();
      const mails = await Promise.all(ids.map((id) => this.get(id)));
      return mails.filter((m): m is StoredMail => Boolean(m));
    },
    async get(id) {
      if (!ID.test(id)) return undefined;
      try {
        return JSON.parse(await readFile(path.join(dir, `${id}.json`), "utf8")) as StoredMail;
      } catch {
        return undefined;
      }
    },
  };
}

export type MailerOptions = {
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">;
  logger: Logger;
  /** Overrides SMTP_URL (tests point it at the SMTP fake). */
  smtpUrl?: string;
  /** Overrides DATA_DIR/mail. */
  outboxDir?: string;
};

const nodemailerSdk = lazyModule<typeof nodemailer>("nodemailer");

/** nodemailer: real SMTP when SMTP_URL is set, otherwise .eml + .json + .html files under DATA_DIR/mail. */
export function createMailer({ env, logger, smtpUrl = env.SMTP_URL, outboxDir }: MailerOptions): Mailer {
  const from = env.MAIL_FROM;
  // The transport (and nodemailer itself) is made with the first email, not at start (decision 091).
  let made: Transporter | null = null;
  const transporter = (options: Parameters<typeof nodemailer.createTransport>[0]) =>
    (made ??= nodemailerSdk().createTransport(options));
  if (smtpUrl) {
    return {
      transport: "smtp",
      async send(message) {
        const info = await transporter(smtpUrl).sendMail(mailOptions(from, message));
        logger.info({ kind: message.kind, messageId: info.messageId }, "mail sent");
      },
      close: () => made?.close(),
    };
  }

  const dir = outboxDir ?? path.resolve(env.DATA_DIR, "mail");
  const outbox = fileOutbox(dir);
  return {
    transport: "files",
    outbox,
    async send(message) {
      const info = await transporter({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(mailOptions(from, message));
      const id = `${Date.now()}-${randomUUID()}`;
      const stored: StoredMail = {
        id,
        kind: message.kind ?? "mail",
        to: message.to,
        from,
        subject: message.subject,
        date: new Date().toISOString(),
        text: message.text,
        html: message.html,
        links: linksIn(message.text),
        ...(message.invite ? { invite: message.invite } : {}),
      };
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${id}.eml`), info.message as Buffer);
      await writeFile(path.join(dir, `${id}.html`), message.html);
      // The .json is written last, under another name and then renamed (atomic on one file
      // system): the mailbox lists a message only once all its files exist, and never reads a
      // half-written .json.
      const json = path.join(dir, `${id}.json`);
      await writeFile(`${json}.partial`, JSON.stringify(stored, null, 2));
      await rename(`${json}.partial`, json);
      logger.info({ kind: message.kind, file: path.join(dir, `${id}.eml`) }, "mail written to the local outbox (SMTP_URL is not set)");
    },
    close: () => made?.close(),
  };
}
