import type { AppServices } from "#platform/context";
import { ensureDigestsQueued, type TimeZoneOf } from "./digest.server";
import { sweepFailedDeliveries } from "./sweep.server";

const SWEEP_MS = 5 * 60_000;
const DIGEST_CHECK_MS = 3600_000;

/**
 * Started with the job workers (app/flows/background.server.ts): every 5 minutes the failed
 * deliveries not yet announced are queued for the owner; every hour the daily digest's next
 * job is made sure of (it runs at its hour whatever the mode: while per-event emails are on
 * it finds nothing and sends nothing). Returns a stop function.
 */
export function scheduleOwnerNotifications(
  services: Pick<AppServices, "database" | "jobs" | "logger">,
  timeZoneOf: TimeZoneOf,
) {
  const sweep = async () => {
    try {
      const queued = await sweepFailedDeliveries(services);
      if (queued) services.logger.info({ queued }, "failed deliveries announced to the owner");
    } catch (err) {
      services.logger.warn({ err }, "failed-delivery sweep failed; will retry");
    }
  };
  const digest = async () => {
    try {
      await ensureDigestsQueued(services, timeZoneOf);
    } catch (err) {
      services.logger.warn({ err }, "owner digest not scheduled; will retry next hour");
    }
  };
  void sweep();
  void digest();
  const timers = [setInterval(sweep, SWEEP_MS), setInterval(digest, DIGEST_CHECK_MS)];
  for (const t of timers) t.unref();
  return () => timers.forEach(clearInterval);
}
