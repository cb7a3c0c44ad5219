import type { z } from "zod";
import { BODY_LIMITS, isBodyTooLarge, readBodyText } from "./body.server";
import { LimitReached, ValidationFailed } from "./errors";

export const MAX_JSON_BYTES = BODY_LIMITS.json;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text PostgreSQL can store: NUL characters dropped (text and jsonb refuse them) and lone UTF-16
 * surrogates ("\ud800" escapes, which jsonb refuses) turned into U+FFFD, as UTF-8 decoding would.
 */
export function cleanText(value: string) {
  return value.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\ufffd");
}

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}) {
  return Response.json(data, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * Reads a JSON body: 415 for another content type, 413 (BodyTooLarge) as soon as it passes
 * `limit` bytes while streaming, 400 when malformed or broken off.
 */
export async function readJson(request: Request, limit = MAX_JSON_BYTES): Promise<unknown> {
  return readJsonWith(request.headers.get("content-type"), () => readBodyText(request, limit));
}

/** readJson for a body read some other way (a Node request, in server/app.ts's fast paths). */
export async function readJsonWith(contentType: string | null, read: () => Promise<string>): Promise<unknown> {
  if (!/^application\/json\b/i.test(contentType ?? ""))
    throw new HttpProblem(415, "Send the request body as application/json.");
  let text: string;
  try {
    text = await read();
  } catch (err) {
    if (isBodyTooLarge(err)) throw err;
    throw new HttpProblem(400, "The request body could not be read.");
  }
  try {
    return JSON.parse(text, (_key, value) => (typeof value === "string" ? cleanText(value) : value));
  } catch {
    throw new HttpProblem(400, "The request body is not valid JSON.");
  }
}

/** zod-validates input; the first issue becomes a clear 400 message. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    const fieldErrors = Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
    throw new ValidationFailed(`${where}${issue?.message ?? "Invalid request"}`, fieldErrors);
  }
  return result.data;
}

/** Maps thrown errors to a JSON error response; anything unexpected is logged and is a 500 without details. */
export function apiError(err: unknown, log?: { error: (obj: unknown, msg?: string) => void }) {
  if (err instanceof Response) throw err;
  if (err instanceof HttpProblem) return json({ error: err.message }, err.status, err.headers);
  if (isBodyTooLarge(err)) return json({ error: err.message }, 413, err.headers);
  const status = (err as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 600 && err instanceof Error) {
    const body: Record<string, unknown> = { error: err.message };
    if (err instanceof ValidationFailed && err.fieldErrors) body.fieldErrors = err.fieldErrors;
    if (err instanceof LimitReached) body.code = "LIMIT_REACHED";
    return json(body, status, err instanceof LimitReached ? err.headers : {});
  }
  log?.error({ err }, "unexpected API error");
  return json({ error: "Something went wrong. Please try again later." }, 500);
}
