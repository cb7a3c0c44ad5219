import type { AppServices } from "#platform/context";
import { flushAnalytics } from "~/features/analytics/buffer.server";
import { scheduleAnalyticsRollup } from "~/features/analytics/rollup.server";
import { approveMaturedCommissions } from "~/features/affiliate/commission.server";
import { jobHandlers } from "./job-handlers.server";
import { scheduleCalendarSync } from "~/features/scheduling/calendar-sync.server";
import { businessTimeZone } from "~/features/scheduling/schedule.server";
import { scheduleOwnerNotifications } from "~/features/notifications/schedule.server";

/**
 * Started once by the server entry: the job workers and the periodic sweeps. Returns a stop
 * function for graceful shutdown (it writes the analytics events still buffered).
 */
export async function startBackgroundWork(services: AppServices) {
  await services.jobs.work(jobHandlers(services));
  const sweep = async () => {
    try {
      const approved = await approveMaturedCommissions(services.database.db, services.env.REFUND_WINDOW_DAYS);
      if (approved) services.logger.info({ approved }, "commissions approved after the refund window");
    } catch (err) {
      services.logger.warn({ err }, "commission sweep failed; will retry");
    }
  };
  void sweep();
  const timer = setInterval(sweep, 3600_000);
  timer.unref();
  const stopRollups = scheduleAnalyticsRollup(services);
  const stopCalendarSync = scheduleCalendarSync(services);
  const stopOwnerNotifications = scheduleOwnerNotifications(services, businessTimeZone);
  // Beacon events still waiting are written before the database closes.
  return async () => {
    clearInterval(timer);
    stopRollups();
    stopCalendarSync();
    stopOwnerNotifications();
    await flushAnalytics();
  };
}
