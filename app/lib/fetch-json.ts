/**
 * The one client fetch helper. A failed response that carries no message of its own
 * surfaces as "HTTP error! status: <code>" (spec §8).
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export async function fetchJson<T>(input: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const res = await fetch(input, {
    ...rest,
    headers: {
      accept: "application/json",
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await res.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!res.ok) {
    const message =
      body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error
        ? body.error
        : body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message
          ? body.message
          : `HTTP error! status: ${res.status}`;
    throw new HttpError(message, res.status, body);
  }
  return body as T;
}
