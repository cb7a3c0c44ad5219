import type { AppServices } from "~/lib/context";
import { approveMaturedCommissions } from "./affiliate/commission.server";
import { jobHandlers } from "./jobs.server";

/**
 * Started once by the server entry: the job workers and the periodic sweeps. Returns a stop
 * function for graceful shutdown.
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
  return () => clearInterval(timer);
}
