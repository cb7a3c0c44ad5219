import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getServices } from "#platform/context";
import type { Auth } from "#platform/auth.server";
import { loginPathFor } from "./redirect";

export type UserSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type SessionUser = UserSession["user"];

/** The visitor's session from the request's cookie, checked against the database; null when signed out. */
export async function getUserSession(context: Readonly<RouterContextProvider>, request: Request): Promise<UserSession | null> {
  const { auth } = getServices(context);
  return auth.api.getSession({ headers: request.headers });
}

/**
 * For every guarded loader and action (/user-dashboard, /affiliate-program and what
 * lives under them): the signed-in session, or a redirect to
 * /login?redirectTo=<this path> decided on the server.
 */
export async function requireUser(context: Readonly<RouterContextProvider>, request: Request): Promise<UserSession> {
  const session = await getUserSession(context, request);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(`${url.pathname}${url.search}`));
  }
  return session;
}

/** The session a guard checked, for the loaders and actions under it. */
export const userSessionContext = createContext<UserSession>();

/**
 * Route middleware for a guarded section (export it as `middleware` from the section's
 * layout): it runs before every loader and action under the layout, so a child can never
 * render or act for a signed-out visitor. Children read the session with
 * `context.get(userSessionContext)`.
 */
export const requireUserMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await requireUser(context, request);
  context.set(userSessionContext, session);
  return next();
};
