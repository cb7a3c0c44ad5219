import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { emailOTP, magicLink, twoFactor } from "better-auth/plugins";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password";
import { passwordRefusal } from "./password.server";
import { hitRateLimit } from "./rate-limit.server";
import type { Logger } from "pino";
import { site } from "~/content/site";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import * as schema from "#db/schema";
import { existingAccountEmail, magicLinkEmail, otpEmail, resetPasswordEmail, verificationEmail } from "./auth-emails";
import type { Database } from "./db.server";
import type { Env } from "./env.server";
import { isLoopbackHost, isLocalOnly } from "./local-only";
import { addressGroup } from "./ip-address";
import { redactUrl } from "./log-redaction";
import { createAccountMail, type AccountMail } from "./account-mail";
import type { Jobs } from "./jobs.server";

/** The header our server sets to the client address (never a client's own value); rate limits key on it. */
export const CLIENT_IP_HEADER = "x-voxa-client-ip";
export const AUTH_BASE_PATH = "/api/auth";

export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;
export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

const VERIFICATION_EXPIRES_S = 24 * 60 * 60;
const MAGIC_LINK_EXPIRES_S = 15 * 60;
const RESET_EXPIRES_S = 60 * 60;
const OTP_EXPIRES_S = 10 * 60;

export type AuthRateLimits = {
  /** Requests per window for each sign-in path (password, magic link, code), per client address. */
  signIn: { window: number; max: number };
  signUp: { window: number; max: number };
  /** Anything that sends an email (magic link, reset, code, verification). */
  sendEmail: { window: number; max: number };
};

export const defaultRateLimits: AuthRateLimits = {
  signIn: { window: 60, max: 10 },
  signUp: { window: 60, max: 5 },
  sendEmail: { window: 60, max: 5 },
};

export type CreateAuthOptions = {
  /** HOST defaults to the env's default (127.0.0.1) for scripts and tests that pass less. */
  env: Pick<Env, "PUBLIC_SITE_URL" | "BETTER_AUTH_SECRET"> &
    Partial<Pick<Env, "AUTH_RATE_LIMIT_MULTIPLIER" | "NODE_ENV" | "HOST" | "SIGNUPS_PER_ADDRESS_PER_DAY">>;
  logger: Logger;
  database: Pick<Database, "db">;
  /** Account emails are queued on its "email" queue (decision 058). */
  jobs: Pick<Jobs, "send" | "boss">;
  rateLimits?: Partial<AuthRateLimits>;
  /** Tests shorten link lifetimes with this. */
  emailVerificationExpiresIn?: number;
  /** What the app does when an account is made or deleted (the platform imports no feature). */
  hooks?: AccountHooks;
};

/** Where a new account came from: the request that made it (absent for an account a script made). */
export type AccountOrigin = { headers: Headers; ip: string | null; authPath: string; fromRequest: boolean };

/**
 * The app's part of an account's life, passed in by whoever builds the auth (the server entry
 * composes them from the features: app/features/auth/account-hooks.server.ts).
 */
export type AccountHooks = {
  /** After an account is stored: the referral and the funnel's sign-up. Never fails the sign-up. */
  onUserCreated?: (user: { id: string; email: string }, origin: AccountOrigin) => Promise<void>;
  /** The stored objects an account owns, read before it is deleted (their rows cascade with it). */
  userFileKeys?: (userId: string) => Promise<string[]>;
  /** Removes those objects once the delete has succeeded; logs a failure, never throws. */
  deleteUserFiles?: (userId: string, keys: string[]) => Promise<void>;
};

export function normalizeEmail(value: string) {
  return value.trim().toLowerCase();
}

function isSecure(siteUrl: string) {
  return siteUrl.startsWith("https://");
}

/** Which paths carry an email in their body (normalised before lookup) or need one. */
const CREDENTIAL_PATHS = new Set(["/sign-in/email", "/sign-up/email"]);

/** The body field of each endpoint that chooses a new password (the dashboard's first password checks its own). */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/email-otp/reset-password": "password",
};

/**
 * Sign-ins that end with a session without a password: better-auth's twoFactor plugin gates only
 * the password sign-in, so these are gated here (docs/decisions/043). The confirmation links are
 * listed too: they sign the browser in after confirming an address.
 */
const PASSWORDLESS_SIGN_IN = new Set(["/sign-in/email-otp", "/magic-link/verify", "/verify-email", "/email-otp/verify-email"]);
/** better-auth's twoFactor plugin keeps a pending sign-in in this cookie (its TWO_FACTOR_COOKIE_NAME). */
const TWO_FACTOR_COOKIE = "two_factor";
const TWO_FACTOR_WINDOW_S = 10 * 60;
/** The /login query parameter that opens the authenticator-code step (after a magic link). */
export const TWO_FACTOR_STEP_PARAM = "two_factor";

/** Deleting an account without its password needs a sign-in at most this old (accounts without one). */
export const DELETE_FRESH_S = 5 * 60;
export const deleteAccountMessages = {
  passwordRequired: "Enter your password to delete your account.",
  notFresh: "For your security, sign in again, then delete your account within 5 minutes of signing in.",
} as const;

export const DEFAULT_SIGNUPS_PER_DAY = 5;
const SIGNUP_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SIGNUP_LIMIT_CODE = "SIGNUP_LIMIT";
export const SIGNUP_LIMIT_MESSAGE = "Too many accounts have been created from your network today. Please try again tomorrow.";

/**
 * Where a magic link of an account with two-factor sign-in goes instead of its callback: the
 * authenticator-code step of /login, on this site, keeping where the visitor was headed.
 */
export function twoFactorStepUrl(baseURL: string, callbackURL: unknown) {
  const origin = new URL(baseURL).origin;
  let back: string | null = null;
  if (typeof callbackURL === "string" && callbackURL) {
    try {
      const cb = new URL(callbackURL, origin);
      if (cb.origin === origin) back = cb.pathname === "/login" ? cb.searchParams.get("redirectTo") : `${cb.pathname}${cb.search}`;
    } catch {
      back = null;
    }
  }
  const url = new URL("/login", origin);
  url.searchParams.set("view", "sign_in");
  url.searchParams.set(TWO_FACTOR_STEP_PARAM, "1");
  if (back) url.searchParams.set("redirectTo", back);
  return url.toString();
}

type HeaderSource = { request?: Request | undefined; headers?: Headers | undefined } | null | undefined;

/** The client address our server put in CLIENT_IP_HEADER (absent for calls that come from no request). */
function clientAddressOf(ctx: HeaderSource) {
  const value = (ctx?.request?.headers ?? ctx?.headers)?.get(CLIENT_IP_HEADER)?.trim();
  return value || null;
}

/** The context better-auth hands a hooks.before / hooks.after middleware. */
type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The default rate-limit rules with the given ones over them, each allowance scaled by AUTH_RATE_LIMIT_MULTIPLIER. */
function scaledRateLimits(rateLimits: Partial<AuthRateLimits> | undefined, scale: number) {
  return Object.fromEntries(
    Object.entries({ ...defaultRateLimits, ...rateLimits }).map(([k, rule]) => [k, { window: rule.window, max: rule.max * scale }]),
  ) as AuthRateLimits;
}

/** The origin for links we build ourselves: the request's own only on a local-only site, and only a loopback one. */
function linkOriginFor(localOnly: boolean, site_: URL) {
  return (request: Request | undefined) => {
    if (localOnly && request) {
      const url = new URL(request.url);
      if (isLoopbackHost(url.hostname)) return url.origin;
    }
    return site_.origin;
  };
}

// Accounts created per client network (an IPv4 address, an IPv6 /64: addressGroup) in a
// 24-hour window (from the first), in the rate-limit table.
const signUpKey = (address: string) => `${addressGroup(address)}|sign-ups-per-day`;
const signUpLimitError = (retryAfterS: number) =>
  new APIError(
    "TOO_MANY_REQUESTS",
    { message: SIGNUP_LIMIT_MESSAGE, code: SIGNUP_LIMIT_CODE },
    { "x-retry-after": String(Math.max(1, Math.ceil(retryAfterS))) },
  );

type SignUpCounter = ReturnType<typeof signUpCounter>;

/** The day's sign-ups per client network: how many so far, and counting one more. */
function signUpCounter(database: Pick<Database, "db">, signUpsPerDay: number) {
  const signUpsSoFar = async (address: string) => {
    const [row] = await database.db
      .select({ count: schema.rateLimit.count, since: schema.rateLimit.lastRequest })
      .from(schema.rateLimit)
      .where(eq(schema.rateLimit.key, signUpKey(address)))
      .limit(1);
    return row && Date.now() - row.since < SIGNUP_WINDOW_MS ? row : null;
  };
  /** Counts one more account for the address (the project's fixed-window counter); refuses once the day's allowance is used. */
  const countSignUp = async (address: string) => {
    const decision = await hitRateLimit(database.db, signUpKey(address), { max: signUpsPerDay, windowSeconds: SIGNUP_WINDOW_MS / 1000 });
    if (!decision.allowed) throw signUpLimitError(decision.retryAfterSeconds);
  };
  return { signUpsSoFar, countSignUp, signUpsPerDay };
}

/** The drizzle adapter over our tables. */
function authDatabase(database: Pick<Database, "db">) {
  return drizzleAdapter(database.db, {
    provider: "pg",
    schema: {
      user: schema.user,
      session: schema.session,
      account: schema.account,
      verification: schema.verification,
      twoFactor: schema.twoFactor,
      rateLimit: schema.rateLimit,
    },
  });
}

/** better-auth's own log lines, written through our logger. */
function authLogOption(authLogger: Logger) {
  return {
    level: "warn",
    // Its messages may quote a link (a callback URL, a verification link): their secrets are redacted.
    log: (level, message, ...args) => {
      const shown = (a: unknown) => (typeof a === "string" ? redactUrl(a) : a);
      const extra = args.length
        ? { args: args.map((a) => (a instanceof Error ? { message: redactUrl(a.message), stack: a.stack && redactUrl(a.stack) } : shown(a))) }
        : {};
      authLogger[level](extra, redactUrl(message));
    },
  } satisfies BetterAuthOptions["logger"];
}

function apiErrorOption(authLogger: Logger) {
  return {
    errorURL: "/login",
    // Client mistakes (4xx) are routine: debug. Anything else is ours to look at.
    onError: (err) => {
      if (isAPIError(err) && err.statusCode < 500) authLogger.debug({ status: err.statusCode, message: err.message }, "auth request refused");
      else authLogger.error({ err }, "auth request failed");
    },
  } satisfies BetterAuthOptions["onAPIError"];
}

function emailAndPasswordOption(mail: AccountMail, linkOrigin: (request: Request | undefined) => string) {
  return {
    enabled: true,
    requireEmailVerification: true,
    minPasswordLength: PASSWORD_MIN,
    maxPasswordLength: PASSWORD_MAX,
    resetPasswordTokenExpiresIn: RESET_EXPIRES_S,
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: async ({ user, url }) => {
      mail.send(resetPasswordEmail(user.email, url, RESET_EXPIRES_S / 60), { validForSeconds: RESET_EXPIRES_S });
    },
    onExistingUserSignUp: async ({ user }, request) => {
      // Like better-auth's own links: PUBLIC_SITE_URL, or the loopback port a local-only site runs on.
      mail.send(existingAccountEmail(user.email, new URL("/login?view=sign_in", linkOrigin(request)).toString()));
    },
  } satisfies BetterAuthOptions["emailAndPassword"];
}

function emailVerificationOption(mail: AccountMail, verificationExpires: number) {
  return {
    sendOnSignUp: true,
    // A sign-in with the right password but an unconfirmed address mails a fresh link.
    sendOnSignIn: true,
    autoSignInAfterVerification: true,
    expiresIn: verificationExpires,
    sendVerificationEmail: async ({ user, url }) => {
      mail.send(verificationEmail(user.email, url, Math.round(verificationExpires / 3600)), { validForSeconds: verificationExpires });
    },
  } satisfies BetterAuthOptions["emailVerification"];
}

function userOption(hooks: AccountHooks) {
  /** Storage keys of a user being deleted: read before the rows cascade away, removed after. */
  const filesOfDeletedUser = new Map<string, string[]>();
  return {
    deleteUser: {
      enabled: true,
      // The business_files rows cascade with the user; the stored objects must go too. Keys are
      // read before the delete and the objects removed only once it succeeded, so a refused
      // delete never leaves rows pointing at missing files.
      beforeDelete: async (deleted) => {
        if (!hooks.userFileKeys) return;
        const keys = await hooks.userFileKeys(deleted.id);
        if (keys.length) filesOfDeletedUser.set(deleted.id, keys);
      },
      afterDelete: async (deleted) => {
        const keys = filesOfDeletedUser.get(deleted.id);
        filesOfDeletedUser.delete(deleted.id);
        if (!keys || !hooks.deleteUserFiles) return;
        await hooks.deleteUserFiles(deleted.id, keys);
      },
    },
  } satisfies BetterAuthOptions["user"];
}

function rateLimitOption(limits: AuthRateLimits, scale: number) {
  return {
    enabled: true,
    storage: "database",
    window: 60,
    max: 100,
    // The first matching key wins: exact paths before wildcards.
    customRules: {
      "/get-session": false,
      "/ok": false,
      "/sign-in/magic-link": limits.sendEmail,
      "/email-otp/send-verification-otp": limits.sendEmail,
      "/request-password-reset": limits.sendEmail,
      "/send-verification-email": limits.sendEmail,
      "/sign-in/*": limits.signIn,
      "/sign-up/*": limits.signUp,
      "/two-factor/*": limits.signIn,
      // Everything else keeps better-auth's own rule (e.g. the one-time-code endpoints' 3 a
      // minute), scaled by AUTH_RATE_LIMIT_MULTIPLIER like the rules above.
      "/**": (_request: Request, current: { window: number; max: number }) => ({ window: current.window, max: current.max * scale }),
    },
  } satisfies BetterAuthOptions["rateLimit"];
}

function advancedOption(nodeEnv: CreateAuthOptions["env"]["NODE_ENV"], secure: boolean) {
  return {
    cookiePrefix: "voxa",
    useSecureCookies: secure,
    defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
    // Its limiter counts an IPv6 client by its /64, as every other per-address limit does
    // (addressGroup, issue 40); 64 is also its default, written here so it stays so.
    ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
    // better-auth switches its Origin and callback-URL checks off whenever TEST is set in the
    // environment; a production server keeps them on whatever else its environment holds.
    ...(nodeEnv === "production" ? { disableOriginCheck: false } : {}),
  } satisfies BetterAuthOptions["advanced"];
}

function databaseHooksOption(hooks: AccountHooks, signUps: SignUpCounter) {
  return {
    user: {
      create: {
        // Sign-ups per client address per day (every way an account is made: password, magic
        // link, email code). Accounts made by scripts (no request) are not counted.
        before: async (_newUser, ctx) => {
          const address = clientAddressOf(ctx);
          if (address) await signUps.countSignUp(address);
        },
        // The app's own records of a new account: a referral when the affiliate cookie is set
        // (spec §7 "Affiliates") and the funnel's "signup" (app/features/auth/account-hooks.server.ts).
        after: async (newUser, ctx) => {
          if (!hooks.onUserCreated) return;
          const origin: AccountOrigin = {
            headers: ctx?.request?.headers ?? ctx?.headers ?? new Headers(),
            ip: clientAddressOf(ctx),
            authPath: ctx?.path ?? "",
            fromRequest: Boolean(ctx?.request || ctx?.headers),
          };
          await hooks.onUserCreated({ id: newUser.id, email: newUser.email }, origin);
        },
      },
    },
  } satisfies BetterAuthOptions["databaseHooks"];
}

/**
 * Deleting an account needs its password (or, without one, a sign-in in the last 5 minutes),
 * whatever the browser sends; better-auth alone accepts any session under a day old.
 */
async function requireDeleteConsent(ctx: AuthMiddlewareContext, body: Record<string, unknown> | undefined, database: Pick<Database, "db">) {
  const given = body && typeof body === "object" && typeof body.password === "string" ? body.password : "";
  const current = given ? null : await getSessionFromCtx(ctx);
  if (current) {
    const [credential] = await database.db
      .select({ id: schema.account.id })
      .from(schema.account)
      .where(and(eq(schema.account.userId, current.user.id), eq(schema.account.providerId, "credential"), isNotNull(schema.account.password)))
      .limit(1);
    if (credential) throw new APIError("BAD_REQUEST", { message: deleteAccountMessages.passwordRequired, code: "PASSWORD_REQUIRED" });
    if (Date.now() - new Date(current.session.createdAt).getTime() > DELETE_FRESH_S * 1000)
      throw new APIError("FORBIDDEN", { message: deleteAccountMessages.notFresh, code: "SESSION_NOT_FRESH" });
  }
}

/** A password sign-in or sign-up names an email (not a phone number) and a password. */
function requireEmailAndPassword(body: Record<string, unknown>) {
  const email = typeof body.email === "string" ? body.email.trim() : "";
  const phone = typeof body.phone === "string" ? body.phone.trim() : "";
  const password = typeof body.password === "string" ? body.password : "";
  if ((!email && !phone) || !password) {
    throw new APIError("BAD_REQUEST", { message: MISSING_CREDENTIALS, code: "MISSING_CREDENTIALS" });
  }
  if (!email) throw new APIError("BAD_REQUEST", { message: "Sign-in with a phone number is not available. Use your email address.", code: "PHONE_NOT_SUPPORTED" });
}

// Every new password: long enough, not one of the passwords seen most often in breaches,
// and not easy to guess (zxcvbn; on sign-up, not made of the new account's email or name).
function refuseWeakNewPassword(path: string, body: Record<string, unknown>) {
  const passwordField = NEW_PASSWORD_FIELDS[path];
  if (passwordField && typeof body[passwordField] === "string") {
    const personal = path === "/sign-up/email" ? [body.email, body.name].filter((v): v is string => typeof v === "string") : [];
    const refused = passwordRefusal(body[passwordField], personal);
    if (refused) throw new APIError("BAD_REQUEST", { message: refused.message, code: refused.code });
  }
}

// Over the day's sign-ups an address gets the same answer whether or not the email has an
// account (the count itself is taken when an account is made, in databaseHooks).
async function refuseOverDailySignUps(ctx: AuthMiddlewareContext, signUps: SignUpCounter) {
  const address = clientAddressOf(ctx);
  const today = address ? await signUps.signUpsSoFar(address) : null;
  if (today && today.count >= signUps.signUpsPerDay) throw signUpLimitError((today.since + SIGNUP_WINDOW_MS - Date.now()) / 1000);
}

/** The body fields to replace: NULs removed, the email normalised, a sign-up's missing name made empty. */
function bodyChanges(path: string, body: Record<string, unknown>) {
  const changes: Record<string, unknown> = {};
  // PostgreSQL text cannot hold NUL characters (a name with one would fail as a 500).
  for (const [k, v] of Object.entries(body))
    if (typeof v === "string" && v.includes("\u0000") && !/password/i.test(k)) changes[k] = v.replaceAll("\u0000", "");
  if (typeof body.email === "string") changes.email = normalizeEmail((changes.email as string | undefined) ?? body.email);
  if (path === "/sign-up/email" && typeof body.name !== "string") changes.name = "";
  return changes;
}

/** hooks.before: refuses what better-auth alone would let through, and cleans the body it reads. */
async function checkAuthRequest(ctx: AuthMiddlewareContext, database: Pick<Database, "db">, signUps: SignUpCounter) {
  const body = ctx.body as Record<string, unknown> | undefined;
  if (ctx.path === "/delete-user") await requireDeleteConsent(ctx, body, database);
  if (ctx.request && ctx.request.method === "POST" && (body === undefined || body === null || typeof body !== "object" || Array.isArray(body))) {
    if (CREDENTIAL_PATHS.has(ctx.path)) throw new APIError("BAD_REQUEST", { message: MISSING_CREDENTIALS, code: "MISSING_CREDENTIALS" });
    return;
  }
  if (!body || typeof body !== "object") return;
  if (CREDENTIAL_PATHS.has(ctx.path)) requireEmailAndPassword(body);
  refuseWeakNewPassword(ctx.path, body);
  if (ctx.path === "/sign-up/email") await refuseOverDailySignUps(ctx, signUps);
  // A null (or non-text) name would reach the NOT NULL column and fail as a 500.
  if (ctx.path === "/update-user" && "name" in body && typeof body.name !== "string")
    throw new APIError("BAD_REQUEST", { message: "Your name must be text.", code: "INVALID_NAME" });
  const changes = bodyChanges(ctx.path, body);
  if (Object.keys(changes).length) return { context: { body: { ...body, ...changes } } };
}

// A magic link, an email code or a confirmation link of an account with two-factor sign-in
// gets no session: like the password sign-in (better-auth's twoFactor plugin), the session
// just made is removed and the plugin's pending sign-in cookie is set, so the visitor
// continues on the same authenticator-code step (POST /two-factor/verify-totp).
async function holdPasswordlessSignIn(ctx: AuthMiddlewareContext, authLogger: Logger) {
  if (!PASSWORDLESS_SIGN_IN.has(ctx.path)) return;
  const made = ctx.context.newSession;
  if (!made?.user.twoFactorEnabled) return;
  // A confirmation link opened in a browser already signed in to this account keeps that session.
  const own = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (own && own === made.session.token) return;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(made.session.token);
  ctx.context.setNewSession(null);
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + TWO_FACTOR_WINDOW_S * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ value: made.user.id, identifier, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({ value: "0", identifier: `2fa-attempts-${identifier}`, expiresAt });
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: TWO_FACTOR_WINDOW_S });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  authLogger.debug({ userId: made.user.id, path: ctx.path }, "passwordless sign-in waits for the authenticator code");
  // A link (a redirect) goes to the code step of /login; a JSON answer says what the password sign-in says.
  const returned: unknown = (ctx.context as { returned?: unknown }).returned;
  if (isAPIError(returned) && returned.statusCode >= 300 && returned.statusCode < 400) {
    const query = ctx.query as { callbackURL?: unknown } | undefined;
    ctx.setHeader("location", twoFactorStepUrl(ctx.context.baseURL, query?.callbackURL));
    return;
  }
  return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
}

function authPlugins(mail: AccountMail) {
  return [
    magicLink({
      expiresIn: MAGIC_LINK_EXPIRES_S,
      sendMagicLink: async ({ email, url }) => {
        mail.send(magicLinkEmail(email, url, MAGIC_LINK_EXPIRES_S / 60), { validForSeconds: MAGIC_LINK_EXPIRES_S });
      },
    }),
    emailOTP({
      otpLength: 6,
      expiresIn: OTP_EXPIRES_S,
      allowedAttempts: 5,
      sendVerificationOTP: async ({ email, otp }) => {
        mail.send(otpEmail(email, otp, OTP_EXPIRES_S / 60), { validForSeconds: OTP_EXPIRES_S });
      },
    }),
    twoFactor({ issuer: site.name, twoFactorCookieMaxAge: TWO_FACTOR_WINDOW_S }),
    // better-auth prunes rate_limit rows older than the longest window it knows of (60 s here),
    // which would also remove the day-long counters kept in the same table (the sign-ups per
    // address above, the lead, checkout and demo limits): this rule, which matches no path,
    // makes it keep a day.
    { id: "rate-limit-retention", rateLimit: [{ pathMatcher: () => false, window: SIGNUP_WINDOW_MS / 1000, max: 1 }] },
  ] satisfies BetterAuthOptions["plugins"];
}

export function createAuth({ env, logger, database, jobs, rateLimits, emailVerificationExpiresIn, hooks = {} }: CreateAuthOptions) {
  const secure = isSecure(env.PUBLIC_SITE_URL);
  const site_ = new URL(env.PUBLIC_SITE_URL);
  // Only a site nobody else can reach (docs/decisions/041) builds links for the loopback port a
  // request came in on; anywhere else every link and redirect names PUBLIC_SITE_URL.
  const localOnly = isLocalOnly({ HOST: env.HOST ?? "127.0.0.1", PUBLIC_SITE_URL: env.PUBLIC_SITE_URL });
  const scale = env.AUTH_RATE_LIMIT_MULTIPLIER ?? 1;
  const signUpsPerDay = (env.SIGNUPS_PER_ADDRESS_PER_DAY ?? DEFAULT_SIGNUPS_PER_DAY) * scale;
  const limits = scaledRateLimits(rateLimits, scale);
  const mail = createAccountMail(jobs, logger);
  const authLogger = logger.child({ component: "better-auth" });
  const verificationExpires = emailVerificationExpiresIn ?? VERIFICATION_EXPIRES_S;
  const linkOrigin = linkOriginFor(localOnly, site_);
  const signUps = signUpCounter(database, signUpsPerDay);

  const options = {
    appName: site.name,
    // PUBLIC_SITE_URL is the only base for links, redirects and callback URLs, whatever Host a
    // request names. A local-only site (docs/decisions/041) may run on any loopback port
    // (`PORT=4000 npm start`, e2e), and emailed links must point back at it; any other host
    // falls back to PUBLIC_SITE_URL.
    baseURL: localOnly
      ? { allowedHosts: [site_.host, "127.0.0.1:*", "localhost:*"], fallback: env.PUBLIC_SITE_URL, protocol: secure ? ("https" as const) : ("http" as const) }
      : env.PUBLIC_SITE_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    database: authDatabase(database),
    telemetry: { enabled: false },
    logger: authLogOption(authLogger),
    onAPIError: apiErrorOption(authLogger),
    emailAndPassword: emailAndPasswordOption(mail, linkOrigin),
    emailVerification: emailVerificationOption(mail, verificationExpires),
    user: userOption(hooks),
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      freshAge: 60 * 60 * 24,
    },
    rateLimit: rateLimitOption(limits, scale),
    advanced: advancedOption(env.NODE_ENV, secure),
    databaseHooks: databaseHooksOption(hooks, signUps),
    hooks: {
      before: createAuthMiddleware((ctx) => checkAuthRequest(ctx, database, signUps)),
      after: createAuthMiddleware((ctx) => holdPasswordlessSignIn(ctx, authLogger)),
    },
    plugins: authPlugins(mail),
  } satisfies BetterAuthOptions;

  const auth = betterAuth(options);
  return Object.assign(auth, { mail });
}

export type Auth = ReturnType<typeof createAuth>;

export const AUTH_BODY_LIMIT = 100 * 1024;
/** Longer Location headers are refused by common proxies (nginx's 4-8 KB header buffers) and clients. */
const MAX_REDIRECT_LENGTH = 8 * 1024;

/**
 * The fetch-style handler mounted at /api/auth: better-auth behind a body-size guard,
 * with rate-limit answers that say how long to wait (and a standard Retry-After).
 */
export function authRequestHandler(auth: Pick<Auth, "handler">, logger: Logger) {
  return async (request: Request): Promise<Response> => {
    const length = Number(request.headers.get("content-length") ?? 0);
    if (length > AUTH_BODY_LIMIT) return Response.json({ message: "Request body is too large.", code: "PAYLOAD_TOO_LARGE" }, { status: 413 });
    let response: Response;
    try {
      response = await auth.handler(request);
    } catch (err) {
      logger.error({ err }, "auth handler threw");
      return Response.json({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL" }, { status: 500 });
    }
    // better-auth answers some refusals (e.g. a missing session on /refresh-token) with an empty
    // body: say what was refused, in words. (An unknown path or method keeps its bare 404.)
    if (response.status >= 400 && response.status < 500 && response.status !== 404 && !(await response.clone().text()).trim()) {
      await response.body?.cancel();
      const message = response.status === 401 ? "Please sign in first." : "This request was refused.";
      const code = response.status === 401 ? "UNAUTHORIZED" : "REFUSED";
      return Response.json({ message, code }, { status: response.status, headers: { "Cache-Control": "no-store" } });
    }
    // An OAuth callback posted back (form_post) is redirected with its fields in the URL: a huge
    // field would make a Location header that proxies and HTTP clients refuse to read.
    if ((response.headers.get("location")?.length ?? 0) > MAX_REDIRECT_LENGTH) {
      await response.body?.cancel();
      return Response.json({ message: "This sign-in response is too large.", code: "REDIRECT_TOO_LARGE" }, { status: 400, headers: { "Cache-Control": "no-store" } });
    }
    if (response.status === 429) {
      const retryAfter = Math.max(1, Number(response.headers.get("x-retry-after")) || 60);
      // The daily sign-up allowance says so in its own words (not "wait 80,000 seconds").
      const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
      if (body?.code === SIGNUP_LIMIT_CODE) {
        await response.body?.cancel();
        return Response.json(
          { message: SIGNUP_LIMIT_MESSAGE, code: SIGNUP_LIMIT_CODE },
          { status: 429, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } },
        );
      }
      return Response.json(
        { message: `Too many attempts. Please wait ${retryAfter} seconds and try again.`, code: "RATE_LIMITED" },
        { status: 429, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } },
      );
    }
    return response;
  };
}

/**
 * Erases what the sign-in keeps about a person, in the caller's transaction: the one-time sign-in
 * codes keyed by the address (better-auth's email OTP: "<type>-otp-<email>") and, with an account,
 * the user row (its sessions and sign-in methods cascade). The auth's own way to forget a person
 * (data requests, decision 068), so no feature writes better-auth's tables itself (issue 44).
 */
export async function eraseSignInRecords(
  tx: Pick<Database["db"], "delete">,
  who: { email: string; accountId: string | null },
): Promise<void> {
  const { verification, user } = schema;
  await tx
    .delete(verification)
    .where(sql`lower(right(${verification.identifier}, ${who.email.length + 5})) = ${`-otp-${who.email}`}`);
  if (who.accountId) await tx.delete(user).where(eq(user.id, who.accountId));
}
