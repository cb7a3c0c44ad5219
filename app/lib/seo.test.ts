import { describe, expect, it } from "vitest";
import { clampDescription, pageTitle, seo } from "./seo";

describe("seo()", () => {
  it("keeps a description of 130 characters as it is", () => {
    const d = "a".repeat(130);
    expect(clampDescription(d)).toBe(d);
  });

  it("cuts a description longer than 130 characters to 127 plus an ellipsis", () => {
    const d = "b".repeat(131);
    const out = clampDescription(d);
    expect(out).toBe(`${"b".repeat(127)}...`);
    expect(out).toHaveLength(130);
  });

  it("titles a page with the page title followed by the site tagline", () => {
    expect(pageTitle("Pricing")).toBe("Pricing | AI Voice Agents & Business Automation");
  });

  it("emits canonical, Open Graph, Twitter and Organization JSON-LD", () => {
    const tags = seo({ title: "About", description: "About us.", path: "/about" });
    expect(tags).toContainEqual({ title: "About | AI Voice Agents & Business Automation" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://127.0.0.1:3000/about" });
    expect(tags).toContainEqual({ property: "og:url", content: "http://127.0.0.1:3000/about" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    const ld = tags.find((t) => "script:ld+json" in t) as { "script:ld+json": { "@type": string } };
    expect(ld["script:ld+json"]["@type"]).toBe("Organization");
  });
});
