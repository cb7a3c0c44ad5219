/**
 * Request bodies read with a byte limit, counted while they stream (docs/decisions/044).
 *
 * A declared Content-Length over the limit is refused before a byte is read; a chunked body
 * (no Content-Length) is refused as soon as the bytes read so far pass the limit, so a 64 MB
 * upload never sits in memory. This module imports nothing heavy: server/app.ts uses it too.
 */

/** What every body refusal says (APIs in `error`, better-auth in `message`, pages on screen). */
export const BODY_TOO_LARGE = "Request body is too large.";

/** The limits, in bytes. */
export const BODY_LIMITS = {
  /** readJson's default (JSON APIs; some pass a smaller one). */
  json: 64 * 1024,
  /** Page form posts through readForm (checkout, account, console). */
  form: 64 * 1024,
  /** The Stripe webhook's raw body. */
  webhook: 1024 * 1024,
  /** Room for the multipart envelope around an uploaded file (one file per request). */
  multipartOverhead: 64 * 1024,
} as const;

/** An upload's whole body: one file of at most `maxFileBytes` in its multipart envelope. */
export function uploadBodyLimit(maxFileBytes: number) {
  return maxFileBytes + BODY_LIMITS.multipartOverhead;
}

/**
 * The body passed its limit. Status 413; the connection is closed after the answer, since the
 * rest of the body is never read (server/app.ts closeIfBodyUnread does so for every such answer).
 */
export class BodyTooLarge extends Error {
  readonly status = 413;
  readonly headers: Record<string, string> = { Connection: "close" };
  constructor(
    readonly limit: number,
    message = BODY_TOO_LARGE,
  ) {
    super(message);
    this.name = "BodyTooLarge";
  }
}

export function isBodyTooLarge(err: unknown): err is BodyTooLarge {
  return err instanceof BodyTooLarge || (err instanceof Error && err.name === "BodyTooLarge" && (err as { status?: unknown }).status === 413);
}

/**
 * The whole body as bytes, at most `limit` of them; BodyTooLarge otherwise, thrown as soon as
 * the count passes the limit. Nothing past that point is read: the stream is released, not
 * cancelled (cancelling the Node request under it would destroy the socket before the 413 is
 * written), so the server stops pulling from the socket and the client's TCP window fills.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw new BodyTooLarge(limit);
  const stream = request.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) throw new BodyTooLarge(limit);
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The body as UTF-8 text (as `request.text()` decodes it), at most `limit` bytes. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limit));
}

/**
 * A Node request's body as UTF-8 text, at most `limit` bytes (BodyTooLarge as soon as the count
 * passes it; the rest is left unread, and the server's lingering close drops it). For the few
 * answers given ahead of React Router without building a web Request (the analytics beacon).
 */
export function readNodeBodyText(req: import("node:http").IncomingMessage, limit: number): Promise<string> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(new BodyTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const done = (err: Error | null) => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onAborted);
      if (err) {
        req.pause();
        reject(err);
      } else resolve(new TextDecoder().decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) return done(new BodyTooLarge(limit));
      chunks.push(chunk);
    };
    const onEnd = () => done(null);
    const onError = (err: Error) => done(err);
    const onAborted = () => done(new Error("The request was aborted."));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onAborted);
  });
}

/**
 * The body as FormData (urlencoded or multipart, by the request's Content-Type), at most `limit`
 * bytes. BodyTooLarge when over; a body that does not parse rejects as `request.formData()` does.
 */
export async function readBodyFormData(request: Request, limit: number): Promise<FormData> {
  const bytes = await readBody(request, limit);
  const type = request.headers.get("content-type") ?? "";
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": type } }).formData();
}

/**
 * A fetch-style handler that only ever sees bodies within `limit`: the body is read first
 * (counted while it streams) and handed on as bytes; over the limit the handler is not called and
 * `refusal.tooLarge()` answers instead (`refusal.unreadable()` when the body breaks off). For handlers that read the body themselves (better-auth).
 */
export function withBodyLimit(
  handler: (request: Request) => Promise<Response>,
  limit: number,
  refusal: { tooLarge: () => Response; unreadable: () => Response },
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === "GET" || request.method === "HEAD" || !request.body) return handler(request);
    let body: Uint8Array;
    try {
      body = await readBody(request, limit);
    } catch (err) {
      // Over the limit, or the sender broke off mid-body: the sender's doing, never a 500.
      return isBodyTooLarge(err) ? refusal.tooLarge() : refusal.unreadable();
    }
    return handler(
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: body as Uint8Array<ArrayBuffer>,
        signal: request.signal,
      }),
    );
  };
}
