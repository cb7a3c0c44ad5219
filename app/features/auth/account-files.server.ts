import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { businessFiles } from "#db/schema";
import type { Db } from "#platform/db.server";
import type { FileStorage } from "../storage/storage.server";

/**
 * An account's uploaded files when the account is deleted, by the user (better-auth's
 * delete-user, platform/auth.server.ts) or by the owner (a data request's erase): the rows
 * cascade with the user, so their storage keys are read first and the stored objects removed
 * only once the delete has committed; a refused delete never leaves rows pointing at missing files.
 */
export async function storedFileKeys(db: Pick<Db, "select">, userId: string): Promise<string[]> {
  const rows = await db.select({ key: businessFiles.storageKey }).from(businessFiles).where(eq(businessFiles.userId, userId));
  return rows.map((r) => r.key);
}

/** Removes the stored objects; returns how many were removed. A failure is logged, never thrown (the account is gone). */
export async function removeStoredFiles(storage: Pick<FileStorage, "delete">, keys: string[], logger: Logger, userId: string) {
  if (!keys.length) return 0;
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = keys.filter((_, i) => results[i]!.status === "rejected");
  if (failed.length) logger.error({ userId, keys: failed }, "stored files of a deleted account could not be removed");
  return keys.length - failed.length;
}
