import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { adminActions } from "#db/schema";
import type { Db } from "#platform/db.server";
import type { Env } from "#platform/env.server";
import { isLocalOnly } from "#platform/local-only";
import { isLocalRequestIn } from "#platform/local-request.server";
import { adminCopy } from "~/content/admin";
import { getUserSession } from "~/features/auth/session.server";
import { getServices, type AppServices } from "#platform/context";

/**
 * Who may use the owner's console: a signed-in account whose confirmed email is in
 * ADMIN_EMAILS (docs/decisions/040-admin.md). Everyone else gets the same 404 a missing page
 * gets, before any input is read, so the console neither answers nor admits it exists.
 * On a site others can reach (not local-only, platform/local-only.ts) the admin's account must also
 * have two-factor sign-in: until then the console answers 403 and says how to turn it on
 * (docs/decisions/043). A local-only site (npm start, e2e) keeps the console without it, but only
 * for a request from that machine itself: one through a proxy, or naming another host, needs
 * two-factor as on a public site (issue 40, platform/local-only.ts `isLocalRequest`).
 */

export type AdminUser = { id: string; email: string; name: string };

export function isAdminEmail(env: Pick<Env, "ADMIN_EMAILS">, email: string | null | undefined) {
  const clean = email?.trim().toLowerCase();
  return !!clean && env.ADMIN_EMAILS.includes(clean);
}

/** Set by the /admin layout's middleware for the loaders and actions under it. */
export const adminContext = createContext<AdminUser | null>(null);

export function adminNotFound() {
  return data("Not found", {
    status: 404,
    headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}

/** Whether this site lets an admin into the console only with two-factor sign-in turned on. */
export function consoleNeedsTwoFactor(env: Pick<Env, "HOST" | "PUBLIC_SITE_URL">) {
  return !isLocalOnly(env);
}

/** Whether this request needs it: on a site that does, and on a local-only one reached from elsewhere. */
export function requestNeedsTwoFactor(context: Readonly<RouterContextProvider>, request: Request) {
  return consoleNeedsTwoFactor(getServices(context).env) || !isLocalRequestIn(context, request);
}

/** The console's refusal to an admin without two-factor sign-in: what to do, with a link to do it. */
export function adminTwoFactorRequired() {
  const copy = adminCopy.twoFactorRequired;
  return data(
    { message: copy.message, action: copy.action },
    {
      status: 403,
      statusText: copy.heading,
      headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
    },
  );
}

/**
 * The admin behind this request, or null (signed out, not an admin, or an unconfirmed email).
 * Throws the 403 of adminTwoFactorRequired for an admin who still needs two-factor sign-in.
 */
export async function findAdmin(context: Readonly<RouterContextProvider>, request: Request): Promise<AdminUser | null> {
  const { env } = getServices(context);
  if (env.ADMIN_EMAILS.length === 0) return null;
  const session = await getUserSession(context, request);
  const user = session?.user;
  if (!user || !user.emailVerified || !isAdminEmail(env, user.email)) return null;
  if (!user.twoFactorEnabled && requestNeedsTwoFactor(context, request)) throw adminTwoFactorRequired();
  return { id: user.id, email: user.email.toLowerCase(), name: user.name };
}

/**
 * Every admin loader and action starts with this (besides the layout's middleware): the
 * admin, or a thrown 404. Checked again per call so a route can never be reached without it,
 * whatever the route tree looks like.
 */
export async function requireAdmin(context: Readonly<RouterContextProvider>, request: Request): Promise<AdminUser> {
  const known = context.get(adminContext);
  if (known) return known;
  const admin = await findAdmin(context, request);
  if (!admin) throw adminNotFound();
  return admin;
}

export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const admin = await findAdmin(context, request);
  if (!admin) throw adminNotFound();
  context.set(adminContext, admin);
  return next();
};

export type AdminActionRecord = {
  action: string;
  targetType: "lead" | "order" | "affiliate" | "referral" | "job" | "user" | "booking" | "schedule" | "person" | "settings";
  targetId: string;
  details?: Record<string, unknown>;
};

type Executor = Pick<Db, "insert">;

/**
 * Records what an admin did: one `admin action` log line with the admin's id, and a row in
 * admin_actions (inside the caller's transaction when given) for the record's history.
 */
export async function logAdminAction(
  services: Pick<AppServices, "logger" | "database">,
  admin: AdminUser,
  record: AdminActionRecord,
  tx?: Executor,
) {
  await (tx ?? services.database.db).insert(adminActions).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    details: record.details ?? {},
  });
  services.logger.info(
    {
      adminId: admin.id,
      action: record.action,
      target: `${record.targetType}:${record.targetId}`,
      details: record.details,
    },
    "admin action",
  );
}
