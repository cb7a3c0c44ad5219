import { describe, expect, it } from "vitest";
import { type Agent, uniqueEmail, visitor } from "./http";

/**
 * Issue 40 items 1, 2 and 9 against two production instances on one PostgreSQL (TRUST_PROXY=1,
 * test-mode checkout): one visitor cannot hold the shared calendar empty, a zone spelt in any
 * letter case costs nothing more, and the open-times endpoint has a limit of its own. Each test
 * uses its own client addresses, and requests alternate between the instances.
 */

type Slots = { timeZone: string; days: { slots: { iso: string }[] }[] };
const times = (s: Slots) => s.days.flatMap((d) => d.slots.map((x) => x.iso));

async function openTimes(via: Agent, kind: "strategy_session" | "strategy_call") {
  const res = await via.fetch(`/api/scheduling/slots?kind=${kind}&tz=UTC`);
  expect(res.status).toBe(200);
  return times((await res.json()) as Slots);
}

const contact = () => ({ name: "Mallory Example", email: uniqueEmail("hold"), phone: "+1 512 555 0101" });

describe("the shared calendar (issue 40 items 1, 2 and 9)", () => {
  it("30 × (open times, then a checkout holding one) from one address: two are held, the rest refused with the way on", async () => {
    const a = visitor("pairA", "198.51.100.141");
    const b = visitor("pairB", "198.51.100.141");
    const watcher = visitor("pairB", "198.51.100.142");
    const before = await openTimes(watcher, "strategy_session");
    const freeBefore = await openTimes(watcher, "strategy_call");
    const statuses: number[] = [];
    let refusal: unknown = null;
    for (let i = 0; i < 30; i++) {
      const via = i % 2 ? b : a;
      const [first] = await openTimes(via, "strategy_session");
      const res = await via.fetch("/api/create-checkout", {
        json: { priceId: "strategy-session", slotStart: first, timeZone: "UTC", ...contact() },
      });
      statuses.push(res.status);
      if (res.status === 429 && !refusal) refusal = { body: await res.json(), retryAfter: res.headers.get("retry-after") };
    }
    expect(statuses).toEqual([200, 200, ...Array(28).fill(429)]);
    const { body, retryAfter } = refusal as { body: { error: string; code: string }; retryAfter: string };
    expect(body).toEqual({
      error:
        "You already have 2 call times held or booked with us. Finish paying for a held time, or try again in 31 minutes, when it is released. Or send us your details with the free strategy call form and we'll reach out to schedule.",
      code: "LIMIT_REACHED",
    });
    expect(Number(retryAfter)).toBeGreaterThan(30 * 60);
    // Two held hours and their buffers are all the calendar lost; other visitors still see the rest.
    expect((await openTimes(watcher, "strategy_session")).length).toBeGreaterThanOrEqual(before.length - 4);
    expect((await openTimes(watcher, "strategy_call")).length).toBeGreaterThanOrEqual(freeBefore.length - 8);
  });

  it("a paid session's time is held only for a visitor who says who they are: no name, email or phone → 400, nothing held", async () => {
    const via = visitor("pairA", "198.51.100.143");
    const before = await openTimes(via, "strategy_session");
    const res = await via.fetch("/api/create-checkout", {
      json: { priceId: "strategy-session", slotStart: before[0], timeZone: "UTC" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Enter your name.",
      fieldErrors: {
        name: "Enter your name.",
        email: "Enter a valid email address.",
        phone: "Enter a phone number we can call, with its area code.",
      },
    });
    expect(await openTimes(via, "strategy_session")).toEqual(before);
  });

  it("free-call leads with a time count against the same cap: the third from one address is refused and books nothing", async () => {
    const a = visitor("pairA", "198.51.100.144");
    const b = visitor("pairB", "198.51.100.144");
    const free = await openTimes(a, "strategy_call");
    const lead = (slotStart: string | undefined) => ({
      name: "Mallory Example",
      email: uniqueEmail("call"),
      phone: "+1 512 555 0102",
      ...(slotStart ? { slotStart, timeZone: "UTC" } : {}),
    });
    expect((await a.fetch("/api/leads/strategy_call", { json: lead(free[10]) })).status).toBe(201);
    expect((await b.fetch("/api/leads/strategy_call", { json: lead(free[14]) })).status).toBe(201);
    const third = await a.fetch("/api/leads/strategy_call", { json: lead(free[18]) });
    expect(third.status).toBe(429);
    const message =
      'You already have 2 call times held or booked with us. Use the links in your confirmation email to move a call you no longer need. Or choose "No time now" and we\'ll reach out to schedule.';
    expect(await third.json()).toEqual({ error: message, code: "LIMIT_REACHED", fieldErrors: { slotStart: message } });
    expect(await openTimes(b, "strategy_call")).toContain(free[18]);
    // Without a time the same visitor is a lead as always.
    expect((await b.fetch("/api/leads/strategy_call", { json: lead(undefined) })).status).toBe(201);
  });

  it("a zone in any letter case answers in the zone's own name; the open-times endpoint refuses a visitor past 120 requests in 10 minutes", async () => {
    const a = visitor("pairA", "198.51.100.145");
    const b = visitor("pairB", "198.51.100.145");
    const res = await a.fetch("/api/scheduling/slots?kind=strategy_call&tz=aMeRiCa/nEw_YoRk");
    expect(res.status).toBe(200);
    expect(((await res.json()) as Slots).timeZone).toBe("America/New_York");
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const spelling = i % 2 ? "europe/BERLIN" : "EUROPE/berlin";
      statuses.push((await (i % 2 ? b : a).fetch(`/api/scheduling/slots?kind=strategy_call&tz=${spelling}`)).status);
    }
    // One counted above, 119 here, then the limit.
    expect(statuses.slice(0, 119)).toEqual(Array(119).fill(200));
    expect(statuses[119]).toBe(429);
    const refused = await b.fetch("/api/scheduling/slots?kind=strategy_call&tz=UTC");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    const minutes = Math.ceil(retryAfter / 60);
    expect(await refused.json()).toEqual({
      error: `Too many requests for open times from your network. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
      code: "RATE_LIMITED",
    });
    // Another visitor is not affected.
    expect((await visitor("pairB", "198.51.100.146").fetch("/api/scheduling/slots?kind=strategy_call&tz=UTC")).status).toBe(200);
  });
});
