import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { JobsConnection } from "./jobs.server";

const dialect = new PgDialect({ casing: "snake_case" });

/**
 * One transaction on a connection in pipeline mode (Database.pipelined, PostgreSQL only; decision
 * 095). The statements handed over together are sent together: PostgreSQL runs them in turn,
 * each as if it had come alone, and the caller waits for their answers once instead of once each.
 * Only statements that do not depend on each other's results may go together.
 *
 * Any failure ends the transaction: the connection is handed back to be closed, and PostgreSQL
 * rolls back whatever the transaction held. Nothing is sent after that.
 */
export class PipelinedTransaction {
  private ended = false;

  private constructor(private client: pg.PoolClient) {}

  /** Checks out the connection and sends `begin` together with `statements`; their results, in order. */
  static async begin(connect: () => Promise<pg.PoolClient>, statements: SQL[]) {
    const tx = new PipelinedTransaction(await connect());
    const [, ...results] = await tx.run(["begin", ...statements]);
    return { tx, results };
  }

  private send(statement: SQL | string | { text: string; values: unknown[] }): Promise<pg.QueryResult> {
    if (this.ended) return Promise.reject(new Error("The transaction has already ended."));
    if (typeof statement === "string") return this.client.query(statement);
    if ("text" in statement) return this.client.query(statement.text, statement.values);
    const { sql, params } = dialect.sqlToQuery(statement);
    return this.client.query(sql, params);
  }

  /** Sends `statements` together; their results in order, once every one has answered. */
  async run(statements: (SQL | string)[]): Promise<pg.QueryResult[]> {
    const settled = await Promise.allSettled(statements.map((s) => this.send(s)));
    const failed = settled.find((r) => r.status === "rejected");
    if (failed) throw this.fail(failed.reason);
    return settled.map((r) => (r as PromiseFulfilledResult<pg.QueryResult>).value);
  }

  /**
   * Runs `senders`, each given a connection for pg-boss's inserts (Jobs.sendMany) in this
   * transaction, and sends `commit` right behind the `statements` statements they send (one per
   * sender with jobs to insert: pg-boss's insert is one statement). Resolves once all of it has
   * answered and the transaction committed.
   *
   * `afterCommit`: a statement sent right behind `commit`, outside the transaction (it must check
   * for itself that the transaction committed). Its failure fails nothing: its outcome is returned.
   */
  async commitAfterJobs(
    statements: number,
    senders: (connection: JobsConnection) => Promise<unknown>,
    opts: { afterCommit?: SQL | null } = {},
  ): Promise<PromiseSettledResult<unknown> | null> {
    let sent = 0;
    let committing = false;
    let allSent!: () => void;
    const ready = new Promise<void>((resolve) => (allSent = resolve));
    const connection: JobsConnection = {
      executeSql: (text, values) => {
        // A statement after the commit would run outside the transaction: refused, the batch fails.
        if (committing || sent === statements)
          return Promise.reject(new Error("An unexpected statement in the lead batch."));
        const answer = this.send({ text, values });
        if (++sent === statements) allSent();
        return answer;
      },
    };
    if (statements === 0) allSent();
    const jobs = senders(connection).then(
      () => null,
      (err: unknown) => ({ err }),
    );
    // A sender that failed, or finished, before sending its statement: nothing is committed.
    const early = await Promise.race([ready.then(() => null), jobs]);
    if (early) throw this.fail(early.err);
    if (sent < statements) throw this.fail(new Error(`${sent} of ${statements} job statements were sent.`));
    committing = true;
    const committed = this.send("commit");
    const after = opts.afterCommit ? this.send(opts.afterCommit) : null;
    const [jobsFailed, commit, afterOutcome] = await Promise.allSettled([jobs, committed, after]);
    // A statement that failed made the commit a rollback (its sender's error says why). A commit
    // that went through kept every statement, whatever a sender made of its answer afterwards:
    // failing then would have the batch written twice.
    const failure =
      commit.status === "rejected"
        ? commit.reason
        : commit.value.command !== "COMMIT"
          ? jobsFailed.status === "fulfilled" && jobsFailed.value
            ? jobsFailed.value.err
            : new Error(`The transaction ended with ${commit.value.command}.`)
          : null;
    if (failure) throw this.fail(failure);
    this.end();
    return after ? afterOutcome : null;
  }

  /** Ends the transaction with nothing of it kept; its connection is used again. */
  async rollback() {
    await this.run(["rollback"]);
    this.end();
  }

  private end() {
    if (this.ended) return;
    this.ended = true;
    this.client.release();
  }

  /** Ends the transaction after a failure of the caller's own (nothing of it is kept); returns `err`. */
  fail(err: unknown) {
    if (!this.ended) {
      this.ended = true;
      this.client.release(err instanceof Error ? err : new Error(String(err)));
    }
    return err;
  }
}
