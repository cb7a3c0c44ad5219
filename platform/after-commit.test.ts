import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterCommit } from "./after-commit";
import { openPglite, type Database } from "./db.server";

let database: Database;
beforeAll(async () => {
  database = await openPglite(undefined);
});
afterAll(() => database.close());

describe("afterCommit (decision 089)", () => {
  it("runs once the outermost transaction has committed, savepoints included; never for a rollback", async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => ran.push("outer"));
      await tx.transaction(async (sp) => {
        afterCommit(sp, () => ran.push("savepoint"));
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(["outer", "savepoint"]);

    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push("rolled back"));
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(ran).toEqual(["outer", "savepoint"]);
  });

  it("runs at once outside a transaction (the write was autocommitted), and a failing hook fails nothing", async () => {
    const ran: string[] = [];
    afterCommit(database.db, () => ran.push("now"));
    expect(ran).toEqual(["now"]);
    const result = await database.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error("cache bookkeeping");
      });
      afterCommit(tx, () => ran.push("next"));
      return 42;
    });
    expect(result).toBe(42);
    expect(ran).toEqual(["now", "next"]);
  });
});
