import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchJson, HttpError } from "./fetch-json";

afterEach(() => vi.unstubAllGlobals());

describe("fetchJson", () => {
  it('surfaces a failed response without a message as "HTTP error! status: <code>"', async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 502 })));
    await expect(fetchJson("/x")).rejects.toThrow("HTTP error! status: 502");
  });

  it("surfaces the server's own error message when there is one", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ error: "Unknown priceId" }, { status: 400 })));
    const err = await fetchJson("/x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe("Unknown priceId");
    expect((err as HttpError).status).toBe(400);
  });

  it("sends JSON bodies and returns the parsed response", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => Response.json({ echo: JSON.parse(String(init?.body)) }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(fetchJson("/x", { method: "POST", json: { a: 1 } })).resolves.toEqual({ echo: { a: 1 } });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ "content-type": "application/json" });
  });
});
