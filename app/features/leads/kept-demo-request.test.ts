import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  KEEP_DEMO_REQUEST_MS,
  KEPT_DEMO_REQUEST_KEY,
  keepDemoRequest,
  keptDemoRequest,
  updateKeptDemoRequest,
} from "./kept-demo-request";
import type { SubmitResult } from "./submit-lead";

const postLead =
  vi.fn<(formType: string, fields: Record<string, unknown>, origin: { page?: string }) => Promise<SubmitResult>>();
const toasts: { kind: string; title: string; description?: string }[] = [];
vi.mock("./submit-lead", () => ({
  postLead: (...args: Parameters<typeof postLead>) => postLead(...args),
  toastSubmitProblem: (r: { reason: string }) => toasts.push({ kind: "error", title: r.reason }),
}));
vi.mock("~/lib/toast", () => ({
  toast: {
    success: (title: string, o?: { description?: string }) =>
      toasts.push({ kind: "success", title, description: o?.description }),
  },
}));

/** This browser's localStorage, as the tabs of one browser share it. */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    raw: () => data.get(KEPT_DEMO_REQUEST_KEY),
  };
}

const typed = {
  name: " Dana Scully ",
  email: "dana@example.com",
  phone: "5125550142",
  company: "Bright Dental",
  message: "Two locations",
};

describe("the demo request kept through sign-up (decision 102)", () => {
  it("keeps the form's five fields and the page they were typed on, nothing else (never a password)", () => {
    const store = memoryStorage();
    keepDemoRequest({ ...typed, password: "hunter2 hunter2", website: "bot.example" }, "/checkout", {
      store,
      now: 1_000,
    });
    expect(JSON.parse(store.raw()!)).toEqual({
      values: {
        name: "Dana Scully",
        email: "dana@example.com",
        phone: "5125550142",
        company: "Bright Dental",
        message: "Two locations",
      },
      page: "/checkout",
      savedAt: 1_000,
    });
    expect(store.raw()).not.toContain("hunter2");
    expect(store.raw()).not.toContain("bot.example");
  });

  it("lasts seven days, then is dropped", () => {
    const store = memoryStorage();
    keepDemoRequest(typed, "/checkout", { store, now: 0 });
    expect(keptDemoRequest({ store, now: KEEP_DEMO_REQUEST_MS })?.values.email).toBe("dana@example.com");
    expect(keptDemoRequest({ store, now: KEEP_DEMO_REQUEST_MS + 1 })).toBeNull();
    expect(store.raw()).toBeUndefined();
  });

  it("an unreadable entry is dropped, not trusted", () => {
    const store = memoryStorage();
    store.setItem(KEPT_DEMO_REQUEST_KEY, "{not json");
    expect(keptDemoRequest({ store })).toBeNull();
    expect(store.raw()).toBeUndefined();
  });
});

describe("sending the kept request once signed in", () => {
  let store: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    store = memoryStorage();
    vi.stubGlobal("window", { localStorage: store, location: { pathname: "/checkout", search: "" } });
    postLead.mockReset();
    toasts.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  const send = async () => (await import("./send-kept-demo-request")).sendKeptDemoRequest();

  it("sends it once, from the page it was typed on, with the spec's toast, and forgets it", async () => {
    keepDemoRequest(typed, "/roi-calculator?agents=10", { store });
    postLead.mockResolvedValue({ ok: true });
    // The sign-in noticed twice at once on one page (session refresh and focus): one send.
    expect(await Promise.all([send(), send()])).toEqual(["sent", "sent"]);
    expect(await send()).toBe("none");
    expect(postLead).toHaveBeenCalledTimes(1);
    expect(postLead).toHaveBeenCalledWith(
      "demo_request",
      {
        name: "Dana Scully",
        email: "dana@example.com",
        phone: "5125550142",
        company: "Bright Dental",
        message: "Two locations",
        website: "",
      },
      { page: "/roi-calculator?agents=10" },
    );
    expect(toasts).toEqual([
      {
        kind: "success",
        title: "Demo Request Received!",
        description: "We'll contact you shortly to schedule your demo.",
      },
    ]);
    expect(store.raw()).toBeUndefined();
  });

  it("leaves it to another tab that is sending it right now", async () => {
    keepDemoRequest(typed, "/checkout", { store });
    updateKeptDemoRequest({ sendingSince: Date.now() - 5_000 }, { store });
    expect(await send()).toBe("none");
    expect(postLead).not.toHaveBeenCalled();
  });

  it("not signed in after all: kept quietly for the next page", async () => {
    keepDemoRequest(typed, "/checkout", { store });
    postLead.mockResolvedValue({ ok: false, reason: "login", message: "Please log in" });
    expect(await send()).toBe("kept");
    expect(toasts).toEqual([]);
    postLead.mockResolvedValue({ ok: true });
    expect(await send()).toBe("sent");
  });

  it("refused by the server: says why, and keeps it for the form instead of sending it again by itself", async () => {
    keepDemoRequest(typed, "/checkout", { store });
    postLead.mockResolvedValue({
      ok: false,
      reason: "invalid",
      message: "Please enter a valid phone number",
      fieldErrors: {},
    });
    expect(await send()).toBe("kept");
    expect(toasts).toEqual([{ kind: "error", title: "invalid" }]);
    expect(await send()).toBe("none");
    expect(postLead).toHaveBeenCalledTimes(1);
    expect(keptDemoRequest({ store })?.values.name).toBe("Dana Scully");
  });
});
