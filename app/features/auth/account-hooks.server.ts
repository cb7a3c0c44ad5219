import type { Logger } from "pino";
import type { AccountHooks } from "#platform/auth.server";
import type { Db } from "#platform/db.server";
import type { Env } from "#platform/env.server";
import { recordSignupReferral } from "../affiliate/affiliate.server";
import { referralFromRequest } from "../affiliate/referral-cookie.server";
import { recordSignup } from "../analytics/events.server";
import { storageFor, type FileStorage } from "../storage/storage.server";
import { removeStoredFiles, storedFileKeys } from "./account-files.server";

/**
 * What the site does around an account's life, handed to the platform's auth (which imports no
 * feature) by whoever builds it: the server entry and the test sites.
 * - A new account: a referral when the affiliate cookie is set (spec §7 "Affiliates"), and the
 *   funnel's "signup" with the first touch the page sent (only for an account a request made).
 * - A deleted account: its uploaded files' keys are read before the rows cascade away, and the
 *   stored objects removed once the delete has succeeded.
 */
export function accountHooks({
  db,
  env,
  logger,
  storage = storageFor(env),
}: {
  db: Db;
  env: Env;
  logger: Logger;
  storage?: Pick<FileStorage, "delete">;
}): AccountHooks {
  const authLogger = logger.child({ component: "better-auth" });
  return {
    async onUserCreated(user, origin) {
      try {
        await recordSignupReferral(db, referralFromRequest(origin.headers, env), user);
      } catch (err) {
        authLogger.error({ err }, "could not record the sign-up referral");
      }
      // Never fails the sign-up: recordSignup logs its own failure.
      if (origin.fromRequest)
        await recordSignup(
          db,
          origin.headers,
          { ip: origin.ip, authPath: origin.authPath, siteUrl: env.PUBLIC_SITE_URL, affiliate: referralFromRequest(origin.headers, env) },
          authLogger,
        );
    },
    userFileKeys: (userId) => storedFileKeys(db, userId),
    async deleteUserFiles(userId, keys) {
      await removeStoredFiles(storage, keys, authLogger, userId);
    },
  };
}
