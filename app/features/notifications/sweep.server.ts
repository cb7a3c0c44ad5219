import { sql } from "drizzle-orm";
import type { AppServices } from "#platform/context";
import { deadLetterOf, queueNames, type QueueName } from "#platform/jobs.server";
import { queueOwnerNotice } from "./queue.server";

/**
 * Failed deliveries reach the owner (issue 43): pg-boss moves a job that ran out of retries to its
 * "<queue>-dead" copy on its own, so a sweep looks for dead-lettered copies the owner has not been
 * told about (no "owner-notify" job names them yet) and queues one notice each, in one transaction
 * under an advisory lock so two instances never both announce one. The owner's own emails are left
 * out: when they cannot be sent, an email saying so could not be either (the Deliveries page and
 * its count on the overview still show them).
 */
const OWN_QUEUES: readonly QueueName[] = ["lead-notify", "owner-notify", "owner-digest"];
const announced = queueNames.filter((q) => !OWN_QUEUES.includes(q)).map(deadLetterOf);

/** Copies older than this are not announced (a database restored from an old backup stays quiet). */
const LOOKBACK = "7 days";

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? result) as T[];

export async function sweepFailedDeliveries(services: Pick<AppServices, "database" | "jobs">) {
  const names = sql.join(
    announced.map((n) => sql`${n}`),
    sql`, `,
  );
  return services.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('owner-notify:delivery-failed'))`);
    const dead = rowsOf<{ id: string; name: string }>(
      await tx.execute(sql`
        select d.id, d.name from pgboss.job d
        where d.name in (${names}) and d.state in ('created', 'retry', 'failed')
          and d.created_on > now() - ${LOOKBACK}::interval
          -- A call's owner copy is the owner's own email too.
          and not (d.name = ${deadLetterOf("call-email")} and d.data->>'audience' = 'owner')
          and not exists (
            select 1 from pgboss.job n where n.name = 'owner-notify' and n.data->>'jobId' = d.id::text
          )
        order by d.created_on, d.id
        limit 100`),
    );
    for (const job of dead)
      await queueOwnerNotice(services, tx, {
        event: "delivery-failed",
        jobId: job.id,
        queue: job.name.replace(/-dead$/, ""),
      });
    return dead.length;
  });
}
