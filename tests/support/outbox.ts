import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The dev outbox, as every suite reads it: with no SMTP_URL the site writes each email to
 * DATA_DIR/mail as `<id>.json` (platform/mailer.server.ts; the security suite's SMTP fake writes
 * the pair's mail the same way). The ids start with the time, so file names sort oldest first.
 */
export type StoredMail = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** A calendar invite the email carries (a booked call's). */
  invite?: { method: string; ics: string };
};

/**
 * Where to read: one outbox directory, several (instances on one database, any of which may
 * send an account email), or a function naming them at each read (instances started later).
 */
export type Outboxes = string | readonly string[] | (() => readonly string[]);

/**
 * The emails to one address in the outbox directories, oldest first. A directory not made yet
 * has no mail; a file that cannot be read or parsed (gone, or being written) is skipped.
 */
export function mailsIn(outboxes: Outboxes, email: string): StoredMail[] {
  const dirs = typeof outboxes === "function" ? outboxes() : typeof outboxes === "string" ? [outboxes] : outboxes;
  const found: { name: string; mail: StoredMail }[] = [];
  for (const dir of dirs) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith(".json"));
    } catch {
      continue;
    }
    for (const name of names) {
      try {
        const mail = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as StoredMail;
        if (mail.to === email) found.push({ name, mail });
      } catch {
        /* being written */
      }
    }
  }
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map((f) => f.mail);
}

/**
 * Waits for the `index`-th email (oldest first) of one kind to an address, reading the outbox
 * every 100 ms; throws when none came within `timeoutMs`.
 */
export async function waitForMailIn(
  outboxes: Outboxes,
  email: string,
  kind: string,
  { index = 0, timeoutMs = 30_000 }: { index?: number; timeoutMs?: number } = {},
): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsIn(outboxes, email).filter((m) => m.kind === kind)[index];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${kind} email to ${email} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The path and query of an emailed link, to send to the server under test whatever host the email names. */
export function linkPath(mail: StoredMail, part: string) {
  const link = mail.links.find((l) => l.includes(part));
  if (!link) throw new Error(`no ${part} link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
