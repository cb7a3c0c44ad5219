import type { RouterContextProvider } from "react-router";
import { getServices } from "#platform/context";
import { getUserSession } from "~/features/auth/session.server";
import { isAdminEmail } from "./access.server";

/** Where the console is for this visitor: "/admin" for a confirmed admin (decision 040's rule), else null. */
export async function consoleLinkFor(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<string | null> {
  const { env } = getServices(context);
  if (!env.ADMIN_EMAILS.length) return null;
  const user = (await getUserSession(context, request))?.user;
  return user?.emailVerified && isAdminEmail(env, user.email) ? "/admin" : null;
}
