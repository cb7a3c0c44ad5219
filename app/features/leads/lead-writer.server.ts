import type { AppServices } from "#platform/context";
import { countAndStoreLeads, type CountedLead, type CountedOutcome } from "./leads.server";

/** At most this many requests in one transaction. */
const MAX_BATCH = 64;

type Waiting = { item: CountedLead; resolve: (o: CountedOutcome) => void; reject: (err: unknown) => void };

/**
 * Lead requests written together (decision 090). A request arriving while the database is idle
 * is written at once, alone; those arriving while a transaction is under way wait for it to end
 * and are then written together, in one transaction (countAndStoreLeads). Nothing waits on a
 * timer, so a quiet site adds no delay, and a busy one pays a few statements per batch instead of
 * ten per lead. Each request is answered only after its batch has committed. If a batch fails,
 * each of its requests is tried again alone, so one lead's problem stays its own.
 */
export class LeadWriter {
  private waiting: Waiting[] = [];
  private writing = false;
  readonly stats = { batches: 0, largest: 0 };

  constructor(private services: AppServices) {}

  submit(item: CountedLead): Promise<CountedOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain() {
    this.writing = true;
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        this.stats.batches++;
        this.stats.largest = Math.max(this.stats.largest, batch.length);
        let outcomes: CountedOutcome[];
        try {
          outcomes = await countAndStoreLeads(
            this.services,
            batch.map((w) => w.item),
          );
        } catch (err) {
          if (batch.length === 1) {
            batch[0]!.reject(err);
            continue;
          }
          for (const w of batch)
            await countAndStoreLeads(this.services, [w.item]).then(([outcome]) => w.resolve(outcome!), w.reject);
          continue;
        }
        batch.forEach((w, i) => w.resolve(outcomes[i]!));
      }
    } finally {
      this.writing = false;
    }
  }
}

const writers = new WeakMap<AppServices, LeadWriter>();

/** This process's writer for these services (one per running site). */
export function leadWriterFor(services: AppServices) {
  let writer = writers.get(services);
  if (!writer) writers.set(services, (writer = new LeadWriter(services)));
  return writer;
}
