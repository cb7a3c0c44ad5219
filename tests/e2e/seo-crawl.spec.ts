import { publicPaths } from "../../app/content/routes";
import { expect, test } from "./fixtures";

/**
 * A crawl of every public page's HTML as a search engine sees it (no JavaScript): one title and
 * description each, none shared, none cut short; canonical, Open Graph and Organization JSON-LD;
 * the card image exists; and every internal link leads to a page that exists (an unknown path
 * would quietly redirect home, so that redirect counts as a broken link).
 */
type Page = { path: string; html: string };

const attr = (html: string, re: RegExp) => html.match(re)?.[1];
const decode = (s: string) =>
  s.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");

test.describe("every public page, crawled", () => {
  test.describe.configure({ timeout: 180_000 });

  test("titles, descriptions, canonical, Open Graph, JSON-LD and internal links", async ({ request, baseURL }) => {
    const pages: Page[] = [];
    for (const path of publicPaths) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      pages.push({ path, html: await res.text() });
    }

    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const links = new Map<string, string>(); // internal path → first page linking to it
    for (const { path, html } of pages) {
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<title>/g), `${path}: one <title>`).toHaveLength(1);
      const title = decode(attr(head, /<title>([^<]*)<\/title>/) ?? "");
      expect(title, path).toMatch(/ \| AI Voice Agents & Business Automation$/);
      expect(titles.get(title), `${path} has the same title as ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);

      const description = decode(attr(head, /<meta name="description" content="([^"]*)"/) ?? "");
      expect(description.length, `${path}: description`).toBeGreaterThan(50);
      // Written to fit: nothing reaches the spec's 130-character cut.
      expect(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(130);
      expect(description, path).not.toMatch(/\.\.\.$/);
      expect(descriptions.get(description), `${path} has the same description as ${descriptions.get(description)}`).toBeUndefined();
      descriptions.set(description, path);

      const canonical = attr(head, /<link rel="canonical" href="([^"]*)"/);
      expect(canonical, `${path}: canonical`).toBeDefined();
      expect(new URL(canonical!).pathname, `${path}: canonical`).toBe(path);
      expect(attr(head, /<meta property="og:title" content="([^"]*)"/), `${path}: og:title`).toBeDefined();
      expect(attr(head, /<meta property="og:url" content="([^"]*)"/), `${path}: og:url`).toBe(canonical);
      expect(new URL(attr(head, /<meta property="og:image" content="([^"]*)"/) ?? "http://x/").pathname, `${path}: og:image`).toBe("/og-image.png");
      expect(head, `${path}: Organization JSON-LD`).toMatch(/<script type="application\/ld\+json">[^<]*"@type":"Organization"/);

      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
        if (href.startsWith("//")) continue;
        const target = new URL(decode(href), baseURL).pathname;
        if (!links.has(target)) links.set(target, path);
      }
    }

    const image = await request.get("/og-image.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    expect(links.size).toBeGreaterThan(60);
    const broken: string[] = [];
    for (const [target, from] of links) {
      const res = await request.get(target, { maxRedirects: 0 });
      const location = res.headers()["location"];
      const ok = res.status() === 200 || (res.status() >= 300 && res.status() < 400 && location !== "/" && !location?.startsWith(`${baseURL}/?`));
      if (!ok) broken.push(`${target} (linked from ${from}): ${res.status()}${location ? ` → ${location}` : ""}`);
    }
    expect(broken).toEqual([]);
  });
});
