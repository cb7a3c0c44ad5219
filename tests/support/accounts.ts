import { linkPath, type StoredMail } from "./outbox";

/**
 * Accounts made the way a visitor makes them, in every suite: sign-up through the API
 * (POST /api/auth/sign-up/email), then the emailed confirmation link, which signs in.
 */

/** The sign-up form's fields; `callbackURL` is where the confirmation link lands (none: the API's default). */
export type NewAccount = { email: string; password: string; name: string; callbackURL?: string };

/**
 * How a suite speaks HTTP to the site: its client knows the base URL, sends the Origin the
 * site expects and keeps the cookies (or not) its own way; failures are the suite's own too.
 */
export type AccountClient<Res> = {
  /** POSTs a JSON body to a path of the site, with the site's Origin. */
  postJson(path: string, body: Record<string, unknown>): Promise<Res>;
  /** GETs a path of the site without following redirects. */
  get(path: string): Promise<Res>;
  /** Fails unless `res` answered `status`; `what` names the request. */
  expectStatus(res: Res, status: number, what: string): void | Promise<void>;
};

/** Waits for the email of `kind` to an address (the suite's outbox and timeout). */
export type MailWaiter = (email: string, kind: string) => Promise<StoredMail>;

/**
 * Signs up through the API and opens the emailed confirmation link (302). Returns both
 * answers: the sign-up's carries the user, the link's the session cookie.
 */
export async function signUpAndVerify<Res>(
  client: AccountClient<Res>,
  waitForMail: MailWaiter,
  { email, password, name, callbackURL }: NewAccount,
): Promise<{ signUp: Res; verify: Res }> {
  const signUp = await client.postJson("/api/auth/sign-up/email", {
    email,
    password,
    name,
    ...(callbackURL === undefined ? {} : { callbackURL }),
  });
  await client.expectStatus(signUp, 200, `sign-up of ${email}`);
  const confirmation = await waitForMail(email, "verification");
  const verify = await client.get(linkPath(confirmation, "/api/auth/verify-email"));
  await client.expectStatus(verify, 302, `confirmation link of ${email}`);
  return { signUp, verify };
}

/**
 * A client on fetch, without a cookie jar (the caller reads the cookies it needs from the
 * answers, see `cookieHeaderFrom`): every POST carries `origin`, redirects are not followed,
 * bodies are dropped, a failure's quoted in the error it throws.
 */
export function fetchAccountClient(baseUrl: string, origin: string): AccountClient<Response> {
  return {
    postJson: (p, body) =>
      fetch(`${baseUrl}${p}`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    get: (p) => fetch(`${baseUrl}${p}`, { redirect: "manual" }),
    async expectStatus(res, status, what) {
      if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
      await res.body?.cancel();
    },
  };
}

/** A Cookie header of the cookies an answer set (those it cleared left out). */
export function cookieHeaderFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !/=$/.test(c))
    .join("; ");
}
