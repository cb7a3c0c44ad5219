import { and, eq, isNotNull } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { getServices } from "#platform/context";
import { account } from "#db/schema";
import type { UserSession } from "./session.server";

export type SessionSummary = { id: string; current: boolean; device: string; ipAddress: string | null; createdAt: string; lastActiveAt: string };

/** "Chrome on macOS" from a user-agent string; good enough to recognise one's own devices. */
export function describeUserAgent(ua: string | null | undefined): string | null {
  if (!ua) return null;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\/|Chromium\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X|Macintosh/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? null;
}

/** What the dashboard shows about the signed-in account; never a session token. */
export async function loadAccountOverview(context: Readonly<RouterContextProvider>, request: Request, session: UserSession) {
  const { auth, database } = getServices(context);
  const [sessions, credential] = await Promise.all([
    auth.api.listSessions({ headers: request.headers }),
    database.db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, session.user.id), eq(account.providerId, "credential"), isNotNull(account.password)))
      .limit(1),
  ]);
  const summaries: SessionSummary[] = sessions
    .map((s) => ({
      id: s.id,
      current: s.id === session.session.id,
      device: describeUserAgent(s.userAgent) ?? "",
      ipAddress: s.ipAddress ?? null,
      createdAt: new Date(s.createdAt).toISOString(),
      lastActiveAt: new Date(s.updatedAt).toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
  const user = session.user as UserSession["user"] & { twoFactorEnabled?: boolean | null };
  return {
    user: {
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: new Date(user.createdAt).toISOString(),
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    },
    hasPassword: credential.length > 0,
    sessions: summaries,
  };
}
