import { accountEmailJob } from "#platform/account-mail";
import type { JobHandlers, JobPayloads, QueueName } from "#platform/jobs.server";
import type { AppServices } from "#platform/context";
import { analyticsRollupJob } from "./analytics/rollup.server";
import { commissionJob } from "./affiliate/commission.server";
import { orderFulfilmentJob } from "./checkout/fulfilment.server";
import { sessionRefundJob } from "./checkout/session-refund.server";
import { crmSyncJob } from "./leads/crm.server";
import { ownerDigestJob } from "./notifications/digest.server";
import { leadNotifyJob } from "./notifications/lead-notice.server";
import { ownerNotifyJob } from "./notifications/notices.server";
import { calendarSyncJob } from "./scheduling/calendar-sync.server";
import { callEmailJob } from "./scheduling/notify.server";

/** Fails to compile when a queue has no payload type declared beside its handler. */
const everyQueueHasAPayload: Record<Exclude<QueueName, keyof JobPayloads>, never> = {};
void everyQueueHasAPayload;

/**
 * Every background job the app runs, by queue (the server entry starts the workers); each handler
 * is checked against the payload its feature declares (platform/jobs.server.ts, JobPayloads).
 */
export function jobHandlers(services: AppServices): Required<JobHandlers> {
  return {
    "order-fulfilment": orderFulfilmentJob(services),
    commission: commissionJob(services),
    "crm-sync": crmSyncJob(services),
    "lead-notify": leadNotifyJob(services),
    email: accountEmailJob(services),
    "session-refund": sessionRefundJob(services),
    "call-email": callEmailJob(services),
    "analytics-rollup": analyticsRollupJob(services),
    "owner-notify": ownerNotifyJob(services),
    "owner-digest": ownerDigestJob(services),
    "calendar-sync": calendarSyncJob(services),
  };
}
