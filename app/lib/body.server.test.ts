import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { apiError, readJson } from "./api.server";
import {
  BODY_LIMITS,
  BODY_TOO_LARGE,
  BodyTooLarge,
  readBody,
  readBodyFormData,
  readBodyText,
  withBodyLimit,
} from "./body.server";
import { readForm } from "./form.server";

const CHUNK = 16 * 1024;

/**
 * A chunked request body (no Content-Length) made lazily, one chunk per pull, as the Node
 * request stream under React Router gives it: `pulled()` says how many bytes were asked for.
 */
function lazyBody(totalBytes: number, opts: { prefix?: string; fill?: number } = {}) {
  const prefix = new TextEncoder().encode(opts.prefix ?? "");
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= totalBytes) return controller.close();
        const size = Math.min(CHUNK, totalBytes - sent);
        const chunk = new Uint8Array(size).fill(opts.fill ?? 0x61);
        if (sent === 0) chunk.set(prefix.subarray(0, size));
        sent += size;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

function chunkedRequest(stream: ReadableStream<Uint8Array>, contentType: string, path = "/api/x") {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

const settle = (p: Promise<unknown>) => p.then(() => null, (err: unknown) => err);

describe("readBody: counted while it streams", () => {
  it("accepts a chunked body of exactly the limit", async () => {
    const limit = 5 * CHUNK + 123;
    const { stream } = lazyBody(limit);
    const bytes = await readBody(chunkedRequest(stream, "application/octet-stream"), limit);
    expect(bytes.byteLength).toBe(limit);
    expect(bytes.every((b) => b === 0x61)).toBe(true);
  });

  it("refuses one byte over the limit with a typed 413 and the clear message", async () => {
    const limit = 5 * CHUNK + 123;
    const err = await settle(readBody(chunkedRequest(lazyBody(limit + 1).stream, "application/octet-stream"), limit));
    expect(err).toBeInstanceOf(BodyTooLarge);
    expect(err).toMatchObject({ status: 413, limit, message: BODY_TOO_LARGE, headers: { Connection: "close" } });
    expect(BODY_TOO_LARGE).toBe("Request body is too large.");
  });

  it("stops reading a 64 MB chunked body as soon as it passes the limit", async () => {
    const body = lazyBody(64 * 1024 * 1024);
    const err = await settle(readBody(chunkedRequest(body.stream, "application/octet-stream"), 100 * 1024));
    expect(err).toBeInstanceOf(BodyTooLarge);
    // The limit plus at most the chunk that crossed it (and one the stream queued ahead).
    expect(body.pulled()).toBeLessThanOrEqual(100 * 1024 + 2 * CHUNK);
  });

  it("refuses a declared Content-Length over the limit before reading a byte", async () => {
    const body = lazyBody(1024 * 1024);
    const request = new Request("http://127.0.0.1:3000/api/x", {
      method: "POST",
      headers: { "content-length": String(1024 * 1024) },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(await settle(readBody(request, 1024))).toBeInstanceOf(BodyTooLarge);
    expect(body.pulled()).toBe(0);
  });

  it("reads an empty body and a body in one piece", async () => {
    expect((await readBody(new Request("http://x/", { method: "POST" }), 10)).byteLength).toBe(0);
    expect(await readBodyText(new Request("http://x/", { method: "POST", body: "héllo" }), 6)).toBe("héllo");
    expect(await settle(readBodyText(new Request("http://x/", { method: "POST", body: "héllo" }), 5))).toBeInstanceOf(
      BodyTooLarge,
    );
  });

  it("parses urlencoded and multipart forms within the limit, and refuses them past it", async () => {
    const form = new FormData();
    form.append("name", "Ada");
    form.append("file", new File(["x".repeat(1000)], "a.txt", { type: "text/plain" }));
    const encoded = new Response(form);
    const type = encoded.headers.get("content-type")!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const multipart = (limit: number) =>
      readBodyFormData(new Request("http://x/", { method: "POST", headers: { "content-type": type }, body: bytes }), limit);
    const parsed = await multipart(bytes.byteLength);
    expect(parsed.get("name")).toBe("Ada");
    expect(await (parsed.get("file") as File).text()).toBe("x".repeat(1000));
    expect(await settle(multipart(bytes.byteLength - 1))).toBeInstanceOf(BodyTooLarge);

    const urlencoded = await readBodyFormData(
      new Request("http://x/", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=1&b=two",
      }),
      100,
    );
    expect(Object.fromEntries(urlencoded)).toEqual({ a: "1", b: "two" });
  });
});

describe("the readers built on it", () => {
  it("readJson: a 64 MB chunked JSON body is a 413 with the message, after reading about the limit only", async () => {
    const body = lazyBody(64 * 1024 * 1024, { prefix: '{"message":"' });
    const err = await settle(readJson(chunkedRequest(body.stream, "application/json"), 48 * 1024));
    expect(body.pulled()).toBeLessThanOrEqual(48 * 1024 + 2 * CHUNK);
    const res = apiError(err);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: BODY_TOO_LARGE });
  });

  it("readJson: within the limit it parses; a body that breaks off is a 400, not a 500", async () => {
    const ok = new Request("http://x/", { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":1}' });
    expect(await readJson(ok)).toEqual({ a: 1 });
    const broken = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"a":'));
        c.error(new Error("aborted"));
      },
    });
    const res = apiError(await settle(readJson(chunkedRequest(broken, "application/json"))));
    expect(res.status).toBe(400);
  });

  it("readForm: a 64 MB chunked form post is a 413 with the message (it had no limit at all)", async () => {
    const body = lazyBody(64 * 1024 * 1024, { prefix: "message=" });
    const err = await settle(readForm(chunkedRequest(body.stream, "application/x-www-form-urlencoded", "/checkout")));
    expect(body.pulled()).toBeLessThanOrEqual(BODY_LIMITS.form + 2 * CHUNK);
    expect(isRouteErrorResponse(err) || (err as { type?: string }).type === "DataWithResponseInit").toBe(true);
    const { data, init } = err as { data: unknown; init: ResponseInit };
    expect(init.status).toBe(413);
    expect(data).toBe(BODY_TOO_LARGE);
  });

  it("withBodyLimit: the handler sees only bodies within the limit; past it, the refusal answers", async () => {
    const seen: string[] = [];
    const handler = withBodyLimit(
      async (request) => {
        seen.push(await request.text());
        return new Response("ok");
      },
      1024,
      {
        tooLarge: () => Response.json({ message: BODY_TOO_LARGE }, { status: 413 }),
        unreadable: () => new Response("unreadable", { status: 400 }),
      },
    );
    const small = await handler(new Request("http://x/", { method: "POST", body: '{"email":"a@b.c"}' }));
    expect(small.status).toBe(200);
    expect(seen).toEqual(['{"email":"a@b.c"}']);

    const body = lazyBody(64 * 1024 * 1024);
    const big = await handler(chunkedRequest(body.stream, "application/json", "/api/auth/sign-in/email"));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: BODY_TOO_LARGE });
    expect(seen).toHaveLength(1);
    expect(body.pulled()).toBeLessThanOrEqual(1024 + 2 * CHUNK);
  });
});
