import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { caseStories, caseStoriesTitle } from "~/content/case-stories";
import { homeLiveProof, industrySampleCalls } from "~/content/live-proof";
import { CaseStories } from "./case-stories";
import { LiveProof } from "./live-proof";
import { Testimonials } from "./testimonials";

const html = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("proof sections without proof (decision 101)", () => {
  it("no case stories: no section and no heading over nothing", () => {
    expect(html(<CaseStories {...caseStories} title={caseStoriesTitle(0)} stories={[]} />)).toBe("");
  });

  it("the case stories' heading counts the stories shown", () => {
    expect(caseStoriesTitle(3)).toBe("Three Businesses, Three Problems Solved");
    expect(caseStoriesTitle(2)).toBe("Two Businesses, Two Problems Solved");
    expect(caseStoriesTitle(1)).toBe("One Business, One Problem Solved");
    expect(caseStoriesTitle(9)).toBe("Problems Solved for Businesses Like Yours");
  });

  it("no quotes: no section and no heading", () => {
    expect(html(<Testimonials title="Client Stories" items={[]} />)).toBe("");
  });

  it("the live demo and every industry page's sample call in the slot the spec keeps", () => {
    const out = html(<LiveProof id="client-stories" copy={homeLiveProof} calls={industrySampleCalls} />);
    expect(out).toContain("Don&#x27;t Take Our Word for It");
    expect(out).toMatch(/<button[^>]*aria-controls="voice-assistant-widget"[^>]*>Try the Live Demo<\/button>/);
    expect(out).toContain('href="/demo"');
    for (const path of [
      "/industries/healthcare",
      "/industries/finance",
      "/industries/restaurants",
      "/industries/hospitality",
      "/industries/transportation",
    ])
      expect(out).toContain(`href="${path}"`);
    expect(out).toContain("Healthcare sample call");
    expect(out).not.toMatch(/coming soon|<blockquote/i);
  });

  it("the sample-call player, once passed in, replaces the list of links", () => {
    const out = html(
      <LiveProof
        id="client-stories"
        copy={homeLiveProof}
        calls={industrySampleCalls}
        sampleCall={<div data-player="" />}
      />,
    );
    expect(out).toContain('<div data-player=""></div>');
    expect(out).not.toContain("Healthcare sample call");
  });
});
