import { accountEmailJob } from "../../server/account-mail";
import type { JobHandlers } from "../../server/jobs.server";
import type { AppServices } from "~/lib/context";
import { analyticsRollupJob } from "./analytics/rollup.server";
import { commissionJob } from "./affiliate/commission.server";
import { orderFulfilmentJob } from "./checkout/fulfilment.server";
import { sessionRefundJob } from "./checkout/session-refund.server";
import { crmSyncJob, leadNotifyJob } from "./leads/crm.server";
import { callEmailJob } from "./scheduling/notify.server";

/** Every background job the app runs, by queue (the server entry starts the workers). */
export function jobHandlers(services: AppServices): JobHandlers {
  return {
    "order-fulfilment": orderFulfilmentJob(services) as never,
    commission: commissionJob(services) as never,
    "crm-sync": crmSyncJob(services) as never,
    "lead-notify": leadNotifyJob(services) as never,
    email: accountEmailJob(services) as never,
    "session-refund": sessionRefundJob(services) as never,
    "call-email": callEmailJob(services) as never,
    "analytics-rollup": analyticsRollupJob(services) as never,
  };
}
