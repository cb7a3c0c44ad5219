import { authErrorMessages, authMessages } from "~/content/auth";
import { passwordErrorCodes, passwordMessages, type PasswordProblem } from "#platform/password";

/** Browser calls to better-auth's endpoints (/api/auth/*) with plain fetch: no client library in the bundle. */
export type AuthFailure = { ok: false; status: number; code?: string; message: string };
export type AuthResult<T> = { ok: true; data: T } | AuthFailure;

export const AUTH_PATH = "/api/auth";

/** A password refused by its rules says which rule, in the words the browser's own check uses. */
const passwordProblemOf = Object.fromEntries(
  Object.entries(passwordErrorCodes).map(([problem, code]) => [code, problem as PasswordProblem]),
);

export function messageFor(code: string | undefined, fallback: string) {
  if (!code) return fallback;
  const problem = passwordProblemOf[code];
  // A weak password's message names what is weak: the server's own words (platform/password.server.ts).
  if (problem === "tooWeak" && fallback) return fallback;
  return (problem && passwordMessages[problem]) || authErrorMessages[code] || fallback;
}

async function call<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<AuthResult<T>> {
  let res: Response;
  try {
    res = await fetch(`${AUTH_PATH}${path}`, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: {
        accept: "application/json",
        ...(method === "POST" ? { "content-type": "application/json" } : {}),
        ...extraHeaders,
      },
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    return { ok: false, status: 0, message: authMessages.network };
  }
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    const obj = (parsed ?? {}) as { code?: unknown; message?: unknown };
    const code = typeof obj.code === "string" ? obj.code : undefined;
    const message = typeof obj.message === "string" && obj.message ? obj.message : `HTTP error! status: ${res.status}`;
    // Rate-limit answers carry the wait time in their own message.
    return { ok: false, status: res.status, code, message: code === "RATE_LIMITED" ? message : messageFor(code, message) };
  }
  return { ok: true, data: parsed as T };
}

export const authPost = <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
  call<T>("POST", path, body, headers);
export const authGet = <T = unknown>(path: string) => call<T>("GET", path);

/**
 * The visit's first touch as the sign-up's X-First-Touch header (decision 072): the JSON with
 * every character beyond ASCII escaped, since a header value cannot carry them. None when empty.
 */
export function firstTouchHeader(json: string): Record<string, string> {
  const ascii = json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return ascii ? { "X-First-Touch": ascii } : {};
}
