/**
 * Work that must wait until a transaction's writes are visible to everyone: an in-memory cache
 * forgetting what it learnt from the rows the transaction changed (decision 089).
 *
 * `withCommitHooks(db)` makes `db.transaction` remember each transaction (and the savepoints
 * inside it) and run what `afterCommit` queued on it once the outermost one has committed; a
 * rolled-back transaction runs nothing (it changed nothing). Called with a connection that is
 * not inside such a transaction (the database itself, after an autocommitted statement), the
 * hook runs at once: that write is already visible.
 */
type Transactional = { transaction: (fn: (tx: never) => Promise<unknown>, config?: never) => Promise<unknown> };

const pending = new WeakMap<object, (() => void)[]>();

export function afterCommit(tx: object, hook: () => void) {
  const hooks = pending.get(tx);
  if (hooks) hooks.push(hook);
  else hook();
}

function track(tx: Transactional, hooks: (() => void)[]) {
  pending.set(tx, hooks);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = ((fn: (inner: never) => Promise<unknown>, config?: never) =>
    savepoint((inner: never) => {
      track(inner as Transactional, hooks);
      return fn(inner);
    }, config)) as Transactional["transaction"];
}

export function withCommitHooks<T extends object>(db: T): T {
  const d = db as unknown as Transactional;
  const transaction = d.transaction.bind(d);
  d.transaction = (async (fn: (tx: never) => Promise<unknown>, config?: never) => {
    const hooks: (() => void)[] = [];
    const result = await transaction((tx: never) => {
      track(tx as Transactional, hooks);
      return fn(tx);
    }, config);
    for (const hook of hooks) {
      try {
        hook();
      } catch {
        // A cache's bookkeeping never turns a committed write into an error.
      }
    }
    return result;
  }) as Transactional["transaction"];
  return db;
}
