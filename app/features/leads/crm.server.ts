import { createHmac } from "node:crypto";
import type { Logger } from "pino";
import type { JobContext } from "#platform/jobs.server";
import { site } from "~/content/site";
import type { AppServices } from "#platform/context";
import type { CrmSyncJob } from "./leads.server";

export const CRM_TIMEOUT_MS = 10_000;

/** Hex HMAC-SHA256 of the exact body bytes: what the receiver recomputes to trust a delivery. */
export function signBody(secret: string, body: string) {
  return createHmac("sha256", secret).update(body).digest("hex");
}

export class CrmDeliveryFailed extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "CrmDeliveryFailed";
  }
}

/**
 * One delivery to the generic mailing-list / CRM webhook. The lead id is the
 * Idempotency-Key, so a retry after a lost answer is recognised by the receiver. Any answer
 * other than 2xx (or 409, "already have it") throws, and the job is retried.
 */
export async function deliverToCrm(opts: {
  url: string;
  secret?: string;
  leadId: string;
  /** The JSON text to send, or an object to serialise. */
  payload: string | Record<string, string>;
  timeoutMs?: number;
}) {
  const body = typeof opts.payload === "string" ? opts.payload : JSON.stringify(opts.payload);
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Idempotency-Key": opts.leadId,
    "User-Agent": `${site.name.replace(/\s+/g, "")}-LeadSync/1`,
  };
  if (opts.secret) headers["X-Signature"] = signBody(opts.secret, body);
  let res: Response;
  try {
    res = await fetch(opts.url, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? CRM_TIMEOUT_MS),
    });
  } catch (err) {
    throw new CrmDeliveryFailed(`CRM webhook unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  await res.body?.cancel().catch(() => {});
  if (res.ok || res.status === 409) return { status: res.status };
  throw new CrmDeliveryFailed(`CRM webhook answered ${res.status}`, res.status);
}

/** The "crm-sync" queue: deliver, or log the payload when no webhook is configured. */
export function crmSyncJob(services: Pick<AppServices, "env" | "logger">, opts: { timeoutMs?: number } = {}) {
  let warnedUnsigned = false;
  return async (data: CrmSyncJob, ctx?: Pick<JobContext, "logger">) => {
    const log: Logger = ctx?.logger ?? services.logger;
    const url = services.env.MAILING_LIST_WEBHOOK_URL;
    if (!url) {
      const payload: unknown = data.body !== undefined ? JSON.parse(data.body) : data.payload;
      log.info({ leadId: data.leadId, payload }, "mailing-list webhook not configured: lead payload logged instead");
      return { logged: true };
    }
    const secret = services.env.MAILING_LIST_WEBHOOK_SECRET;
    if (!secret && !warnedUnsigned) {
      warnedUnsigned = true;
      log.warn("MAILING_LIST_WEBHOOK_SECRET is not set: CRM deliveries are unsigned");
    }
    const { status } = await deliverToCrm({
      url,
      secret,
      leadId: data.leadId,
      payload: data.body ?? data.payload,
      timeoutMs: opts.timeoutMs,
    });
    log.info({ leadId: data.leadId, status }, "lead delivered to the CRM");
    return { delivered: true, status };
  };
}
