import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { DEFERRED_ID, DEFERRED_TYPE, LOADER, hydrateAfterPaint } from "./hydrate-after-paint";
import { inlineScriptHashes } from "./security";

const moduleText =
  ';\nimport * as route0 from "/assets/root-A1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B2.js");';
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>About</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-B2.js"/><link rel="modulepreload" href="/assets/shell-C3.js"/>' +
  '<link rel="stylesheet" href="/assets/root-D4.css"/></head><body><h1>About</h1>' +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${moduleText}</script>` +
  '<script>$RC("B:0","S:0")</script></body></html>';

describe("hydrateAfterPaint", () => {
  const out = hydrateAfterPaint(page);

  it("takes the preload links out of the head and keeps the stylesheet", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-D4.css"/></head>');
  });

  it("keeps React Router's module text verbatim but inert, with the chunk list beside it", () => {
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain(
      `<script type="${DEFERRED_TYPE}" id="${DEFERRED_ID}" data-preload="/assets/entry.client-B2.js /assets/shell-C3.js">${moduleText}</script><script>${LOADER}</script>`,
    );
    // Everything else is untouched.
    expect(out).toContain("<h1>About</h1><script>window.__reactRouterContext = {};</script>");
    expect(out.endsWith('<script>$RC("B:0","S:0")</script></body></html>')).toBe(true);
  });

  it("lets the page's CSP allow the module text once it is inserted as a module script", () => {
    const hashes = inlineScriptHashes(out);
    const inserted = inlineScriptHashes(`<script type="module">${moduleText}</script>`);
    expect(hashes).toEqual(expect.arrayContaining(inserted));
    expect(hashes).toEqual(expect.arrayContaining(inlineScriptHashes(`<script>${LOADER}</script>`)));
  });

  it("is idempotent, and refuses HTML it does not recognise instead of guessing", () => {
    expect(hydrateAfterPaint(out)).toBe(out);
    expect(() => hydrateAfterPaint("<html><body>plain</body></html>")).toThrow(
      "expected one React Router module script, found 0",
    );
    expect(() => hydrateAfterPaint(page.replace(/<link rel="modulepreload"[^>]+>/g, ""))).toThrow(
      "expected React Router's modulepreload links, found none",
    );
    expect(() => hydrateAfterPaint(page.replace("/assets/shell-C3.js", "https://cdn.example/x.js"))).toThrow(
      "unexpected modulepreload address https://cdn.example/x.js",
    );
  });
});

describe("hydrateAfterPaint on an island page (decision 079)", () => {
  const islandsText = 'import("/assets/islands-E5.js");';
  const islandPage =
    '<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/islands-E5.js"/></head><body>' +
    '<x-island data-name="site-header" data-props="{}"><header>…</header></x-island><h1>About</h1>' +
    '<x-island data-name="counter" data-props="{}"><span>99%</span></x-island>' +
    `<script type="module" async="">${islandsText}</script></body></html>`;
  const files = {
    "site-header": ["/assets/site-header-F6.js", "/assets/cn-G7.js"],
    counter: ["/assets/counter-H8.js", "/assets/cn-G7.js"],
  };

  it("preloads, with the entry, the files of each island the page holds, once each", () => {
    expect(hydrateAfterPaint(islandPage, files)).toContain(
      'data-preload="/assets/islands-E5.js /assets/site-header-F6.js /assets/cn-G7.js /assets/counter-H8.js">',
    );
  });

  it("fails the build on an island the islands build does not know", () => {
    expect(() => hydrateAfterPaint(islandPage, { "site-header": [] })).toThrow(
      'the page holds island "counter", which the islands build does not know',
    );
  });

  it("leaves island files out of a React Router page, where islands are plain wrappers", () => {
    const routerPage = page.replace(
      "<h1>About</h1>",
      '<x-island data-name="counter" data-props="{}"><span>1</span></x-island>',
    );
    expect(hydrateAfterPaint(routerPage, files)).toContain(
      'data-preload="/assets/entry.client-B2.js /assets/shell-C3.js">',
    );
  });
});

describe("hydrateAfterPaint on a server-rendered island page (/checkout, decision 109)", () => {
  const nonce = "n0Nce+/Q==";
  const islandsText = 'import("/assets/islands-E5.js");';
  const files = { "checkout-offer": ["/assets/offer-form-J9.js"] };
  const rendered = (script: string) =>
    `<!DOCTYPE html><html lang="en"><head><script nonce="${nonce}">theme()</script>` +
    '<link rel="modulepreload" href="/assets/islands-E5.js"/></head><body>' +
    '<x-island data-name="checkout-offer" data-props="{}"><form></form></x-island>' +
    `${script}${islandsText}</script></body></html>`;

  for (const script of [
    `<script type="module" async="" nonce="${nonce}">`,
    `<script nonce="${nonce}" type="module" async="">`,
  ]) {
    it(`carries the response's nonce on both scripts it writes (${script})`, () => {
      const out = hydrateAfterPaint(rendered(script), files);
      expect(out).toContain(
        `<script type="${DEFERRED_TYPE}" nonce="${nonce}" id="${DEFERRED_ID}" data-preload="/assets/islands-E5.js /assets/offer-form-J9.js">${islandsText}</script><script nonce="${nonce}">${LOADER}</script>`,
      );
      expect(out).not.toContain('<link rel="modulepreload"');
      expect(out).not.toContain('<script type="module"');
    });
  }

  it("leaves out the files of an island that hydrates only near the view (they load then)", () => {
    const page = rendered(`<script type="module" async="" nonce="${nonce}">`).replace(
      "</x-island>",
      '</x-island><x-island data-name="session-checkout" data-props="{&quot;a&quot;:1}" data-hydrate="visible"><form></form></x-island>',
    );
    const out = hydrateAfterPaint(page, { ...files, "session-checkout": ["/assets/slot-picker-K1.js"] });
    expect(out).toContain('data-preload="/assets/islands-E5.js /assets/offer-form-J9.js">');
    expect(out).not.toContain("slot-picker-K1.js");
  });

  it("the loader gives the module it inserts the page's nonce (a nonce-based CSP allows it)", () => {
    expect(LOADER).toContain("script.nonce = boot.nonce");
  });
});

/** Runs the loader against a minimal document and reports what it appended, and when. */
function runLoader(env: { hidden?: boolean; paintTiming?: boolean; preload?: string[] }) {
  const appended: { to: string; tag: string; rel?: string; href?: string; type?: string; text?: string }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const messages: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const clickListeners: ((e: unknown) => void)[] = [];
  let mutationCallback: ((records: unknown[], observer: { disconnect(): void }) => void) | undefined;
  let hydrated = false;
  let observer: { cb: (list: unknown, obs: { disconnect(): void }) => void; options?: unknown } | undefined;
  const el = (tag: string) => ({ tag }) as Record<string, string>;
  const holder = (to: string) => ({
    appendChild: (node: Record<string, string>) =>
      appended.push({ to, tag: node.tag, rel: node.rel, href: node.href, type: node.type, text: node.textContent }),
  });
  const document = {
    visibilityState: env.hidden ? "hidden" : "visible",
    head: holder("head"),
    body: holder("body"),
    documentElement: { hasAttribute: (name: string) => name === "data-hydrated" && hydrated },
    createElement: el,
    addEventListener: (type: string, fn: (e: unknown) => void, capture: boolean) => {
      if (type === "click" && capture) clickListeners.push(fn);
    },
    removeEventListener: (type: string, fn: (e: unknown) => void) => {
      if (type === "click") clickListeners.splice(clickListeners.indexOf(fn), 1);
    },
    getElementById: (id: string) =>
      id === DEFERRED_ID
        ? {
            textContent: moduleText,
            getAttribute: () => (env.preload ?? ["/assets/entry.client-B2.js", "/assets/shell-C3.js"]).join(" "),
          }
        : null,
  };
  class PerformanceObserver {
    static supportedEntryTypes = env.paintTiming === false ? ["navigation"] : ["paint", "navigation"];
    constructor(cb: NonNullable<typeof observer>["cb"]) {
      observer = { cb };
    }
    observe(options: unknown) {
      observer!.options = options;
    }
  }
  class MutationObserver {
    constructor(cb: NonNullable<typeof mutationCallback>) {
      mutationCallback = cb;
    }
    observe() {}
    disconnect() {
      mutationCallback = undefined;
    }
  }
  /** A message posted to port2 reaches port1 in a later task: `deliver()` runs the waiting ones. */
  class MessageChannel {
    port1 = { onmessage: null as null | (() => void), close() {} };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  runInNewContext(LOADER, {
    document,
    PerformanceObserver,
    MutationObserver,
    MessageChannel,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  });
  return {
    appended,
    deliver() {
      for (const run of messages.splice(0)) run();
    },
    get pendingMessages() {
      return messages.length;
    },
    painted() {
      observer!.cb([], { disconnect() {} });
    },
    runTimers(upTo: number) {
      const due = timers.filter((x) => x.ms <= upTo);
      for (const t of due) timers.splice(timers.indexOf(t), 1);
      for (const t of due) t.fn();
    },
    frames,
    get observed() {
      return observer?.options;
    },
    /** A click on `target` as the page's capturing listeners see it; true when something held it. */
    click(target: unknown) {
      let held = false;
      const event = {
        target,
        preventDefault: () => (held = true),
        stopImmediatePropagation: () => {},
      };
      for (const fn of [...clickListeners]) fn(event);
      return held;
    },
    hydrate() {
      hydrated = true;
      mutationCallback?.([], new MutationObserver(() => {}));
    },
    get listening() {
      return clickListeners.length;
    },
  };
}

describe("the after-paint loader", () => {
  const expected = [
    { to: "body", tag: "script", type: "module", text: moduleText },
    { to: "head", tag: "link", rel: "modulepreload", href: "/assets/entry.client-B2.js" },
    { to: "head", tag: "link", rel: "modulepreload", href: "/assets/shell-C3.js" },
  ];

  it("reads the inert module by the id the rewrite gives it", () => {
    expect(LOADER).toContain(`getElementById("${DEFERRED_ID}")`);
  });

  it("waits for the first paint, then runs the module once and requests every chunk", () => {
    const run = runLoader({});
    expect(run.observed).toEqual({ type: "paint", buffered: true });
    run.runTimers(0);
    expect(run.appended).toEqual([]);
    run.painted();
    expect(run.appended).toMatchObject(expected);
    run.runTimers(3000); // the safety timer finds it already started
    expect(run.appended).toHaveLength(3);
  });

  it("asks for a long list of chunks four per task, by messages rather than timers (decision 092)", () => {
    const files = Array.from({ length: 10 }, (_, i) => `/assets/part-${i}.js`);
    const run = runLoader({ preload: files });
    run.painted();
    const links = () => run.appended.filter((a) => a.tag === "link").map((a) => a.href);
    expect(run.appended[0]).toMatchObject({ tag: "script", type: "module" });
    expect(links()).toEqual(files.slice(0, 4));
    run.deliver();
    expect(links()).toEqual(files.slice(0, 8));
    run.deliver();
    expect(links()).toEqual(files);
    expect(run.pendingMessages).toBe(0);
  });

  it("starts at once in a background tab, which does not paint until shown", () => {
    const run = runLoader({ hidden: true });
    expect(run.appended).toMatchObject(expected);
  });

  it("waits one frame where the browser has no paint timing, and starts after 3 s at the latest", () => {
    const run = runLoader({ paintTiming: false });
    expect(run.frames).toHaveLength(1);
    run.frames[0]();
    run.runTimers(0);
    expect(run.appended).toMatchObject(expected);

    const late = runLoader({});
    late.runTimers(2999);
    expect(late.appended).toEqual([]);
    late.runTimers(3000);
    expect(late.appended).toMatchObject(expected);
  });

  it("holds a press on a script-driven button until hydration, then presses it again; links and submits pass", () => {
    const run = runLoader({});
    const pressed: string[] = [];
    const button = (name: string, extra: Record<string, unknown> = {}) => {
      const b = {
        name,
        type: "button",
        form: null,
        isConnected: true,
        disabled: false,
        click: () => pressed.push(name),
        ...extra,
      };
      return { ...b, closest: (sel: string) => (sel === "button" ? b : null) };
    };
    const icon = button("Live demo"); // a click on the icon inside the button
    expect(run.click({ closest: icon.closest })).toBe(true);
    expect(run.click(button("Menu"))).toBe(true);
    expect(run.click({ closest: () => null })).toBe(false); // a link, text, anything but a button
    expect(run.click(button("Send", { type: "submit", form: {} }))).toBe(false); // posts natively
    expect(run.click(button("Lone submit", { type: "submit", form: null }))).toBe(true);
    expect(pressed).toEqual([]);
    run.hydrate();
    expect(pressed).toEqual(["Lone submit"]); // only the last press, once
    expect(run.listening).toBe(0);
    expect(run.click(button("After"))).toBe(false);

    const gone = runLoader({});
    gone.click(button("Removed", { isConnected: false }));
    gone.hydrate();
    const disabled = runLoader({});
    disabled.click(button("Busy", { disabled: true }));
    disabled.hydrate();
    expect(pressed).toEqual(["Lone submit"]);
  });
});
