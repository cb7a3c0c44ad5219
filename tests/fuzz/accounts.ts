import { mailsTo, type Site } from "./harness";

/** Accounts made the way a visitor makes them: sign-up through the API, then the emailed link. */

export const PASSWORD = "correct horse battery staple";

function cookieHeaderFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !/=$/.test(c))
    .join("; ");
}

async function waitForMail(site: Site, email: string, kind: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(site, email).find((m) => m.kind === kind);
    if (mail) return mail;
    if (Date.now() > end) throw new Error(`no ${kind} email to ${email} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs up, follows the verification link, and returns the session cookie that link sets. */
export async function signUpVerified(site: Site, email: string, password = PASSWORD, name = "Fuzz Tester") {
  const res = await fetch(`${site.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: site.origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password, name, callbackURL: "/" }),
  });
  if (res.status !== 200) throw new Error(`sign-up of ${email} answered ${res.status}: ${await res.text()}`);
  await res.body?.cancel();
  const mail = await waitForMail(site, email, "verification");
  const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
  if (!link) throw new Error(`no verification link in ${mail.subject}`);
  const url = new URL(link);
  const verify = await fetch(`${site.url}${url.pathname}${url.search}`, { redirect: "manual" });
  await verify.body?.cancel();
  if (verify.status !== 302) throw new Error(`verification of ${email} answered ${verify.status}`);
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
