import type { Logger } from "pino";
import type { Jobs } from "./jobs.server";
import type { MailMessage, Mailer } from "./mailer.server";

/**
 * Account emails (confirmation, magic link, reset, one-time code, existing-account notice) go
 * through the "email" job queue like every other email (docs/decisions/058): an SMTP outage
 * delays them, retried with backoff, instead of losing them. The auth response never waits on
 * the queue either (its timing would tell whether an account exists): the job is written in the
 * background, and `settle()` waits for those writes (shutdown), `delivered()` also for the
 * sends (tests).
 *
 * A link or code past its expiry is not sent (a retry after a long outage, or a Retry from the
 * console): the visitor asks for a new one.
 */

export type AccountMailJob = {
  /** The recipient, also shown in the owner's console for a failed delivery. */
  to: string;
  kind: string;
  message: MailMessage;
  /** When the link or code in the message stops working (ISO); null for notices without one. */
  expiresAt: string | null;
};

export const ACCOUNT_MAIL_EXPIRED = "the link or code in this email has expired; not sent";

export type AccountMail = {
  send(message: MailMessage, opts?: { validForSeconds?: number }): void;
  settle(): Promise<void>;
  delivered(timeoutMs?: number): Promise<void>;
};

const FINAL_STATES = new Set(["completed", "failed", "cancelled"]);

export function createAccountMail(jobs: Pick<Jobs, "send" | "boss">, logger: Logger): AccountMail {
  const pending = new Set<Promise<void>>();
  const queued: string[] = [];
  return {
    send(message, opts = {}) {
      const data: AccountMailJob = {
        to: message.to,
        kind: message.kind ?? "account",
        message,
        expiresAt: opts.validForSeconds ? new Date(Date.now() + opts.validForSeconds * 1000).toISOString() : null,
      };
      const p = jobs
        .send("email", data)
        .then((id) => {
          if (id) queued.push(id);
        })
        .catch((err: unknown) => logger.error({ err, kind: data.kind }, "could not queue an account email"))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async settle() {
      while (pending.size) await Promise.all([...pending]);
    },
    async delivered(timeoutMs = 15_000) {
      await this.settle();
      const deadline = Date.now() + timeoutMs;
      for (const id of queued.splice(0)) {
        for (;;) {
          const job = await jobs.boss.getJobById("email", id);
          if (!job || FINAL_STATES.has(job.state)) break;
          if (Date.now() > deadline) throw new Error(`account email job ${id} still ${job.state} after ${timeoutMs} ms`);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    },
  };
}

/** The "email" queue's worker: sends the stored message unless its link has expired (a thrown error is retried). */
export function accountEmailJob(services: { mailer: Pick<Mailer, "send">; logger: Logger }) {
  return async (data: AccountMailJob) => {
    if (data.expiresAt && Date.now() >= Date.parse(data.expiresAt)) {
      services.logger.info({ kind: data.kind }, "account email not sent: its link or code has expired");
      return { skipped: ACCOUNT_MAIL_EXPIRED };
    }
    await services.mailer.send(data.message);
    return { sent: data.kind };
  };
}

/** This feature's queues and what their jobs carry (platform/jobs.server.ts, JobPayloads). */
declare module "./jobs.server" {
  interface JobPayloads {
    email: AccountMailJob;
  }
}
