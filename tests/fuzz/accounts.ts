import { cookieHeaderFrom, fetchAccountClient, signUpAndVerify } from "../support/accounts";
import { waitForMailIn } from "../support/outbox";
import { outboxesFor, type Site } from "./harness";

/** Accounts made the way a visitor makes them: sign-up through the API, then the emailed link. */

export const PASSWORD = "correct horse battery staple";

/** Signs up, follows the verification link, and returns the session cookie that link sets. */
export async function signUpVerified(site: Site, email: string, password = PASSWORD, name = "Fuzz Tester") {
  const { verify } = await signUpAndVerify(
    fetchAccountClient(site.url, site.origin),
    (to, kind) => waitForMailIn(() => outboxesFor(site), to, kind),
    { email, password, name, callbackURL: "/" },
  );
  const cookie = cookieHeaderFrom(verify);
  if (!cookie.includes("session_token")) throw new Error(`verification of ${email} set no session cookie`);
  return { email, password, cookie };
}

/** The user id behind a session cookie. */
export async function sessionUser(site: Site, cookie: string): Promise<{ id: string; email: string }> {
  const res = await fetch(`${site.url}/api/auth/get-session`, { headers: { cookie } });
  const body = (await res.json()) as { user?: { id: string; email: string } } | null;
  if (!body?.user) throw new Error("the session cookie is not signed in");
  return body.user;
}
