/**
 * Prerendered pages start loading their JavaScript after the first paint (decision 034).
 *
 * React Router writes a `<link rel="modulepreload">` into the head for every chunk of the page
 * (16–20 files) and a module script at the end of the body that imports them. Browsers start those
 * downloads at once, alongside the stylesheet, so on a slow connection the page's first paint waits
 * for bandwidth shared with ≈ 120 KiB of JavaScript it does not need to show anything.
 *
 * Every public page reads and navigates without JavaScript, so the build rewrites each prerendered
 * page: the preload links leave the head, React Router's module script is kept verbatim but inert
 * (`type="text/x-hydrate-module"`, the chunk list in `data-preload`), and a small classic script
 * starts it right after the first contentful paint — all chunks requested in parallel, as before,
 * and the very same module text executed (so its CSP hash, computed from the page, still allows it).
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
// A server-rendered page (decision 109) carries its response's nonce on the module script.
const MODULE_SCRIPT = /<script(?: nonce="([^"]+)")? type="module" async=""(?: nonce="([^"]+)")?>([\s\S]*?)<\/script>/g;

const ISLAND_NAME = /<x-island data-name="([\w-]+)"([^>]*)>/g;
/** An island that hydrates only when it comes near the view (decision 109): its files load then. */
const WHEN_VISIBLE = /\sdata-hydrate="visible"/;
const ISLANDS_ENTRY = /^import\("\/assets\/islands-[\w-]+\.js"\);$/;

export const DEFERRED_TYPE = "text/x-hydrate-module";
export const DEFERRED_ID = "hydrate-module";

/**
 * The classic script every rewritten page carries (serialised from this function, so it must not
 * use anything from outside it).
 *
 * When: once the page has painted — the Paint Timing observer reports the first (contentful) paint
 * in a task after it reached the screen (no timer in between, so tests that freeze the clock still
 * hydrate). A page opened in a background tab, which does not paint until shown, starts at once; a
 * browser without Paint Timing waits one frame; a 3 s timer is a safety net.
 *
 * Meanwhile: a press on a button that needs the page's script (any button that does not submit a
 * form) is held instead of lost, and the last one is pressed again once React has hydrated
 * (`data-hydrated` on <html>, set by root.tsx) — the same element, since hydration adopts the
 * server's markup. Links and form submissions work natively and are left alone.
 */
function loader() {
  const d = document;
  let started = false;
  let held: HTMLButtonElement | null = null;
  const hold = (e: Event) => {
    const button = (e.target as Element | null)?.closest?.("button");
    if (!button || (button.type === "submit" && button.form)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held = button;
  };
  d.addEventListener("click", hold, true);
  new MutationObserver((_, observer) => {
    if (!d.documentElement.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    d.removeEventListener("click", hold, true);
    const button = held;
    held = null;
    if (button && button.isConnected && !button.disabled) button.click();
  }).observe(d.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });

  const go = () => {
    if (started) return;
    started = true;
    const boot = d.getElementById("hydrate-module")!;
    // The module first: the entry's request starts at once.
    const script = d.createElement("script");
    script.type = "module";
    // A server-rendered page allows its scripts by nonce (a prerendered one by hash: no nonce).
    if (boot.nonce) script.nonce = boot.nonce;
    script.textContent = boot.textContent;
    d.body.appendChild(script);
    // Then the files it will ask for, four per task: inserting a modulepreload link costs Chromium
    // 0.4–1 ms, and an ebook page lists 20 (decision 092). The next task comes by a message, not
    // a timer (a frozen test clock would hold it), and all are asked for before the entry has
    // arrived and run.
    const hrefs = (boot.getAttribute("data-preload") || "").split(" ").filter(Boolean);
    const channel = new MessageChannel();
    const preloadSome = () => {
      for (const href of hrefs.splice(0, 4)) {
        const link = d.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        d.head.appendChild(link);
      }
      if (hrefs.length) channel.port2.postMessage(0);
      else channel.port1.close();
    };
    channel.port1.onmessage = preloadSome;
    preloadSome();
  };
  if (d.visibilityState === "hidden") return go();
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf("paint") < 0) throw new Error("no paint timing");
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      go();
    }).observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(go, 0));
  }
  setTimeout(go, 3000);
}

export const LOADER = `(${loader.toString()})()`;

/**
 * Rewrites one prerendered page, or a server-rendered island page as it is answered (/checkout,
 * decision 109: its nonce goes on both scripts); throws when the HTML no longer has React
 * Router's shape. An island page (decision 079) also preloads the code of each island it holds
 * (`islandFiles`, from the islands build's manifest); an island the manifest does not know fails
 * the build.
 */
export function hydrateAfterPaint(html: string, islandFiles: Record<string, string[]> = {}): string {
  if (html.includes(`id="${DEFERRED_ID}"`)) return html;
  const modules = [...html.matchAll(MODULE_SCRIPT)];
  if (modules.length !== 1) throw new Error(`expected one React Router module script, found ${modules.length}`);
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  // Islands also sit on React Router pages (as plain wrappers); only an island page loads their files.
  const islandPage = ISLANDS_ENTRY.test(modules[0][3]);
  for (const [, name, attributes] of islandPage ? html.matchAll(ISLAND_NAME) : []) {
    const files = islandFiles[name];
    if (!files) throw new Error(`the page holds island "${name}", which the islands build does not know`);
    if (WHEN_VISIBLE.test(attributes)) continue;
    for (const file of files) if (!preloads.includes(file)) preloads.push(file);
  }
  if (preloads.length === 0) throw new Error("expected React Router's modulepreload links, found none");
  for (const href of preloads) {
    if (!/^\/assets\/[\w.-]+\.js$/.test(href)) throw new Error(`unexpected modulepreload address ${href}`);
  }
  const [whole, nonceBefore, nonceAfter, moduleText] = modules[0];
  const nonce = nonceBefore ?? nonceAfter;
  const n = nonce ? ` nonce="${nonce}"` : "";
  const deferred =
    `<script type="${DEFERRED_TYPE}"${n} id="${DEFERRED_ID}" data-preload="${preloads.join(" ")}">${moduleText}</script>` +
    `<script${n}>${LOADER}</script>`;
  return html.replace(PRELOAD, "").replace(whole, () => deferred);
}
