import { describe, expect, it } from "vitest";
import { claims } from "./claims";
import type { LandingPage, PageBlock } from "./landing-blocks";
import { findLandingPage, landingPages } from "./landing-pages";
import { solutionsPages } from "./pages/solutions";
import type { Cta } from "./types";

function ctasOf(page: LandingPage): Cta[] {
  return [...(page.hero.ctas ?? []), ...page.blocks.flatMap((b) => (b.kind === "cta" ? b.ctas : b.kind === "plans" ? [b.cta] : []))];
}
function textOf(page: LandingPage) {
  return JSON.stringify(page);
}
const block = <K extends PageBlock["kind"]>(page: LandingPage, kind: K) =>
  page.blocks.find((b): b is Extract<PageBlock, { kind: K }> => b.kind === kind);

describe("landing page content", () => {
  it("has unique paths, titles and descriptions that fit the 130-character limit", () => {
    const paths = solutionsPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    const titles = landingPages.map((p) => p.seo.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const p of landingPages) {
      expect(p.seo.description.length, p.path).toBeLessThanOrEqual(130);
      expect(p.seo.description.length, p.path).toBeGreaterThan(70);
    }
  });

  it("finds a page by its path, with or without a trailing slash", () => {
    expect(findLandingPage("/solutions/call-routing")?.nav).toBe("Call Routing");
    expect(findLandingPage("/solutions/call-routing/")?.nav).toBe("Call Routing");
    expect(findLandingPage("/nope")).toBeUndefined();
  });

  it("gives every solution page key features with Learn More, numbered steps and a closing call to action", () => {
    const solutions = landingPages.filter((p) => p.path.startsWith("/solutions/"));
    expect(solutions).toHaveLength(13);
    for (const p of solutions) {
      expect(block(p, "features")?.learnMore, p.path).toBe(true);
      expect(block(p, "steps")?.steps.length, p.path).toBeGreaterThanOrEqual(3);
      expect(block(p, "cta"), p.path).toBeDefined();
    }
  });

  it("labels the live-demo toast button Schedule Demo only on the insights and cost-reduction pages", () => {
    for (const p of landingPages) {
      const labels = ctasOf(p).flatMap((c) => (c.action.kind === "live-demo" ? [c.action.toastButton] : []));
      const expected = ["/solutions/actionable-insights", "/solutions/cost-effective-call-centers"].includes(p.path) ? "Schedule Demo" : "Pay Now";
      for (const l of labels) expect(l, p.path).toBe(expected);
    }
    expect(landingPages.filter((p) => ctasOf(p).some((c) => c.action.kind === "live-demo")).length).toBeGreaterThanOrEqual(8);
  });

  it("places the spec's marketing claims on the pages they belong to", () => {
    const on = (path: string) => textOf(findLandingPage(path)!);
    expect(on("/solutions/ai-website-development")).toContain(claims.websiteDevelopment);
    expect(on("/solutions/call-routing")).toContain(claims.callResolution);
    expect(on("/solutions/cost-effective-call-centers")).toContain(claims.callCentreSavings);
    expect(on("/solutions/proactive-engagement")).toContain(claims.noShows);
    expect(on("/solutions/task-automation")).toContain(claims.staffWorkload);
    expect(on("/healthcare-workflow-automation")).toContain(claims.healthcareEfficiency);
    expect(on("/voice-agents")).toContain(claims.shorterWaits);
    expect(on("/voice-agents")).toContain(claims.routineCalls);
  });

  it("keeps the voice-agent landing's quoted strings", () => {
    const page = findLandingPage("/voice-agents")!;
    expect(page.hero.title).toBe("AI-Powered Voice Agents: Instant Support, 24/7");
    expect(page.hero.ctas?.[0]).toMatchObject({ label: "Schedule a Demo", action: { kind: "link", href: "/checkout" } });
    expect(block(page, "features")?.items.map((f) => f.title)).toEqual(["24/7 Instant Call Answering", "Comprehensive Support", "Multilingual Support"]);
    expect(block(page, "steps")?.steps.map((s) => s.title)).toEqual(["Initial Contact", "Request Processing", "Seamless Handoff to Human Agents"]);
    expect(ctasOf(page).map((c) => c.label)).toContain("Get a Free Demo");
  });

  it("sends the done-for-you landing's buttons to /demo and /courses", () => {
    const hrefs = Object.fromEntries(
      ctasOf(findLandingPage("/business-automation")!).flatMap((c) => (c.action.kind === "link" ? [[c.label, c.action.href]] : [])),
    );
    expect(hrefs).toMatchObject({ "Schedule A Free Consultation": "/demo", "Get Started Now": "/demo", "Watch Our Demo Video": "/courses" });
  });

  it("never claims a certification on the HIPAA page", () => {
    expect(textOf(findLandingPage("/solutions/hipaa-compliant")!)).not.toMatch(/certif|SOC 2|HITRUST|accredit/i);
  });
});
