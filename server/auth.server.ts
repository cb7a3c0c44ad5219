import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { emailOTP, magicLink, twoFactor } from "better-auth/plugins";
import { recordSignupReferral } from "../app/features/affiliate/affiliate.server";
import { readAffiliateCookie } from "../app/features/affiliate/attribution";
import type { Logger } from "pino";
import { site } from "../app/content/site";
import { eq } from "drizzle-orm";
import * as schema from "../db/schema";
import { storageFor, type FileStorage } from "../app/features/storage/storage.server";
import { existingAccountEmail, magicLinkEmail, otpEmail, resetPasswordEmail, verificationEmail } from "./auth-emails";
import type { Database } from "./db.server";
import type { Env } from "./env.server";
import type { MailMessage, Mailer } from "./mailer.server";

/** The header our server sets to the client address (never a client's own value); rate limits key on it. */
export const CLIENT_IP_HEADER = "x-voxa-client-ip";
export const AUTH_BASE_PATH = "/api/auth";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
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
  env: Pick<Env, "PUBLIC_SITE_URL" | "BETTER_AUTH_SECRET"> & Partial<Pick<Env, "AUTH_RATE_LIMIT_MULTIPLIER" | "NODE_ENV">>;
  logger: Logger;
  database: Pick<Database, "db">;
  mailer: Pick<Mailer, "send">;
  rateLimits?: Partial<AuthRateLimits>;
  /** Tests shorten link lifetimes with this. */
  emailVerificationExpiresIn?: number;
  /** Where uploaded business files live (removed with their owner); defaults to the env's storage. */
  storage?: Pick<FileStorage, "delete">;
};

export function normalizeEmail(value: string) {
  return value.trim().toLowerCase();
}

function isSecure(siteUrl: string) {
  return siteUrl.startsWith("https://");
}

/**
 * Emails leave in the background so an auth response never waits on (or reveals
 * through its timing) the mail server. `settle()` lets tests and shutdown wait for them.
 */
export function createBackgroundMail(mailer: Pick<Mailer, "send">, logger: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    send(message: MailMessage) {
      const p = mailer
        .send(message)
        .catch((err) => logger.error({ err, kind: message.kind }, "could not send an account email"))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async settle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/** Which paths carry an email in their body (normalised before lookup) or need one. */
const CREDENTIAL_PATHS = new Set(["/sign-in/email", "/sign-up/email"]);

/** The storage the env names, when it is a full environment (scripts and tests may pass less). */
function defaultStorage(env: CreateAuthOptions["env"]): Pick<FileStorage, "delete"> | null {
  return "DATA_DIR" in env && typeof env.DATA_DIR === "string" ? storageFor(env as Env) : null;
}

export function createAuth({ env, logger, database, mailer, rateLimits, emailVerificationExpiresIn, storage }: CreateAuthOptions) {
  const secure = isSecure(env.PUBLIC_SITE_URL);
  const site_ = new URL(env.PUBLIC_SITE_URL);
  const scale = env.AUTH_RATE_LIMIT_MULTIPLIER ?? 1;
  const limits = Object.fromEntries(
    Object.entries({ ...defaultRateLimits, ...rateLimits }).map(([k, rule]) => [k, { window: rule.window, max: rule.max * scale }]),
  ) as AuthRateLimits;
  const mail = createBackgroundMail(mailer, logger);
  const authLogger = logger.child({ component: "better-auth" });
  const verificationExpires = emailVerificationExpiresIn ?? VERIFICATION_EXPIRES_S;
  const files = storage ?? defaultStorage(env);
  /** Storage keys of a user being deleted: read before the rows cascade away, removed after. */
  const filesOfDeletedUser = new Map<string, string[]>();

  const options = {
    appName: site.name,
    // On https the public URL is the only one. Locally (http) the site may run on any
    // loopback port (`PORT=4000 npm start`, e2e), and emailed links must point back at it.
    baseURL: secure
      ? env.PUBLIC_SITE_URL
      : { allowedHosts: [site_.host, "127.0.0.1:*", "localhost:*"], fallback: env.PUBLIC_SITE_URL, protocol: "http" as const },
    basePath: AUTH_BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const extra = args.length ? { args: args.map((a) => (a instanceof Error ? { message: a.message, stack: a.stack } : a)) } : {};
        authLogger[level](extra, message);
      },
    },
    onAPIError: {
      errorURL: "/login",
      // Client mistakes (4xx) are routine: debug. Anything else is ours to look at.
      onError: (err) => {
        if (isAPIError(err) && err.statusCode < 500) authLogger.debug({ status: err.statusCode, message: err.message }, "auth request refused");
        else authLogger.error({ err }, "auth request failed");
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_EXPIRES_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        mail.send(resetPasswordEmail(user.email, url, RESET_EXPIRES_S / 60));
      },
      onExistingUserSignUp: async ({ user }, request) => {
        // Like better-auth's own links: the public URL on https, the loopback port the site runs on locally.
        const origin = !secure && request ? new URL(request.url).origin : env.PUBLIC_SITE_URL;
        mail.send(existingAccountEmail(user.email, new URL("/login?view=sign_in", origin).toString()));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in with the right password but an unconfirmed address mails a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: verificationExpires,
      sendVerificationEmail: async ({ user, url }) => {
        mail.send(verificationEmail(user.email, url, Math.round(verificationExpires / 3600)));
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        // The business_files rows cascade with the user; the stored objects must go too. Keys are
        // read before the delete and the objects removed only once it succeeded, so a refused
        // delete never leaves rows pointing at missing files.
        beforeDelete: async (deleted) => {
          if (!files) return;
          const rows = await database.db
            .select({ key: schema.businessFiles.storageKey })
            .from(schema.businessFiles)
            .where(eq(schema.businessFiles.userId, deleted.id));
          if (rows.length) filesOfDeletedUser.set(deleted.id, rows.map((r) => r.key));
        },
        afterDelete: async (deleted) => {
          const keys = filesOfDeletedUser.get(deleted.id);
          filesOfDeletedUser.delete(deleted.id);
          if (!files || !keys) return;
          const results = await Promise.allSettled(keys.map((key) => files.delete(key)));
          const failed = keys.filter((_, i) => results[i]!.status === "rejected");
          if (failed.length) authLogger.error({ userId: deleted.id, keys: failed }, "stored files of a deleted account could not be removed");
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      freshAge: 60 * 60 * 24,
    },
    rateLimit: {
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
    },
    advanced: {
      cookiePrefix: "voxa",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth switches its Origin and callback-URL checks off whenever TEST is set in the
      // environment; a production server keeps them on whatever else its environment holds.
      ...(env.NODE_ENV === "production" ? { disableOriginCheck: false } : {}),
    },
    databaseHooks: {
      user: {
        create: {
          // A sign-up while the affiliate cookie is set records a referral (spec §7 "Affiliates").
          after: async (newUser, ctx) => {
            const cookie = ctx?.request?.headers.get("cookie") ?? ctx?.headers?.get("cookie") ?? null;
            try {
              await recordSignupReferral(database.db, readAffiliateCookie(cookie), { id: newUser.id, email: newUser.email });
            } catch (err) {
              authLogger.error({ err }, "could not record the sign-up referral");
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        if (ctx.request && ctx.request.method === "POST" && (body === undefined || body === null || typeof body !== "object" || Array.isArray(body))) {
          if (CREDENTIAL_PATHS.has(ctx.path)) throw new APIError("BAD_REQUEST", { message: MISSING_CREDENTIALS, code: "MISSING_CREDENTIALS" });
          return;
        }
        if (!body || typeof body !== "object") return;
        if (CREDENTIAL_PATHS.has(ctx.path)) {
          const email = typeof body.email === "string" ? body.email.trim() : "";
          const phone = typeof body.phone === "string" ? body.phone.trim() : "";
          const password = typeof body.password === "string" ? body.password : "";
          if ((!email && !phone) || !password) {
            throw new APIError("BAD_REQUEST", { message: MISSING_CREDENTIALS, code: "MISSING_CREDENTIALS" });
          }
          if (!email) throw new APIError("BAD_REQUEST", { message: "Sign-in with a phone number is not available. Use your email address.", code: "PHONE_NOT_SUPPORTED" });
        }
        // A null (or non-text) name would reach the NOT NULL column and fail as a 500.
        if (ctx.path === "/update-user" && "name" in body && typeof body.name !== "string")
          throw new APIError("BAD_REQUEST", { message: "Your name must be text.", code: "INVALID_NAME" });
        const changes: Record<string, unknown> = {};
        // PostgreSQL text cannot hold NUL characters (a name with one would fail as a 500).
        for (const [k, v] of Object.entries(body))
          if (typeof v === "string" && v.includes("\u0000") && !/password/i.test(k)) changes[k] = v.replaceAll("\u0000", "");
        if (typeof body.email === "string") changes.email = normalizeEmail((changes.email as string | undefined) ?? body.email);
        if (ctx.path === "/sign-up/email" && typeof body.name !== "string") changes.name = "";
        if (Object.keys(changes).length) return { context: { body: { ...body, ...changes } } };
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_EXPIRES_S,
        sendMagicLink: async ({ email, url }) => {
          mail.send(magicLinkEmail(email, url, MAGIC_LINK_EXPIRES_S / 60));
        },
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_EXPIRES_S,
        allowedAttempts: 5,
        sendVerificationOTP: async ({ email, otp }) => {
          mail.send(otpEmail(email, otp, OTP_EXPIRES_S / 60));
        },
      }),
      twoFactor({ issuer: site.name }),
    ],
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
      return Response.json(
        { message: `Too many attempts. Please wait ${retryAfter} seconds and try again.`, code: "RATE_LIMITED" },
        { status: 429, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } },
      );
    }
    return response;
  };
}
