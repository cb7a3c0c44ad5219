import { accountEmailJob } from "#platform/account-mail";
import type { JobHandlers, JobPayloads, QueueName } from "#platform/jobs.server";
import type { AppServices } from "#platform/context";
import { analyticsRollupJob } from "~/features/analytics/rollup.server";
import { commissionJob } from "~/features/affiliate/commission.server";
import { orderFulfilmentJob } from "~/features/checkout/fulfilment.server";
import { orderWithItems } from "~/features/checkout/orders.server";
import { sessionRefundJob } from "~/features/checkout/session-refund.server";
import { crmSyncJob } from "~/features/leads/crm.server";
import { ownerDigestJob } from "~/features/notifications/digest.server";
import { leadNotifyJob } from "~/features/notifications/lead-notice.server";
import { ownerNotifyJob } from "~/features/notifications/notices.server";
import { calendarSyncJob } from "~/features/scheduling/calendar-sync.server";
import { callEmailJob } from "~/features/scheduling/notify.server";
import { businessTimeZone } from "~/features/scheduling/schedule.server";

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
    "owner-notify": ownerNotifyJob(services, (db, where) => orderWithItems(db, where)),
    "owner-digest": ownerDigestJob(services, businessTimeZone),
    "calendar-sync": calendarSyncJob(services),
  };
}
