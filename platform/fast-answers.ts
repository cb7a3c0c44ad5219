import type { AppServices } from "./context";

/**
 * The contract between the HTTP entry (server/) and the app for the requests answered without React
 * Router (issue 44, decision 126): each is a feature's or a flow's own function, and the app lists
 * them in one registry (app/flows/fast-answers.server.ts) that the server entry exports as
 * `fastAnswers`. The entry keeps only the HTTP work: matching, the origin check, headers, logs.
 */

export type FastHeaders = { get(name: string): string | null };

/** A request as a fast answer reads it: no web Request, no route matching. */
export type FastRequest = {
  method: string;
  /** The full address, as the site sees it (protocol and host from a trusted proxy). */
  url: string;
  /** The path's captured parts, by the names the route gives them (`formType`). */
  params: Record<string, string>;
  headers: FastHeaders;
  ip: string;
  readText: (limit: number) => Promise<string>;
};

export type FastAnswer = { status: number; headers: Record<string, string>; body: string | null };

/** A POST answered ahead of React Router. */
export type FastPost = {
  /** What it is, for logs and docs. */
  name: string;
  /** The path it answers (Express's syntax: "/api/leads/:formType"). */
  path: string;
  /**
   * Also answered before Express (decision 095): the entry then does what Express would (trust
   * proxy, the origin check, the body limit, security headers, the log line) itself.
   */
  beforeExpress: boolean;
  /** The answer; null (before reading the body) leaves the request to React Router. */
  answer: (services: AppServices, request: FastRequest) => Promise<FastAnswer | null>;
};

/** A server-rendered page the entry may answer from memory while it is fresh (decision 089). */
export type PageFromMemory = {
  key: string;
  version: number;
  /** The Set-Cookie header React Router's root middleware would have sent for this visit, or null. */
  referralCookie: () => Promise<string | null>;
};

export type FastAnswers = {
  posts: readonly FastPost[];
  /** Which server-rendered page a GET may be answered from memory as, or null. */
  pageFromMemory: (services: AppServices, url: string, headers: FastHeaders) => Promise<PageFromMemory | null>;
  /** A prerendered page visited with ?ref=: the referral cookie to send with it (decision 077). */
  referralCookieForPage: (services: AppServices, code: string, headers: FastHeaders) => Promise<string | null>;
};
