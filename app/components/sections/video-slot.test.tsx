import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { VideoEmbed } from "~/content/offer-types";
import { VideoSlot } from "./video-slot";

const render = (video: VideoEmbed, sampleCall?: React.ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <VideoSlot video={video} sampleCall={sampleCall} />
    </MemoryRouter>,
  );

describe("a video's place (VideoSlot)", () => {
  it("with a published recording: a poster linking to the video, no player and no request before the click", () => {
    const html = render({ youtubeId: "abc_DEF-123", title: "Tour", duration: "3:42" });
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc_DEF-123"');
    expect(html).toContain('aria-label="Play video: Tour"');
    expect(html).toContain("3:42");
    expect(html).not.toContain("<iframe");
  });

  it("without one (decision 101): a button that opens the live demo and a link to the demo page, never 'coming soon'", () => {
    const html = render({ title: "Tour", caption: "A caption" });
    expect(html).toContain('data-video-fallback="live-demo"');
    // The site's live-demo button: it reveals the voice widget (aria-controls) and raises the $247 toast.
    expect(html).toMatch(/<button[^>]*aria-controls="voice-assistant-widget"[^>]*>Try It Live Now<\/button>/);
    expect(html).toContain('href="/demo"');
    expect(html).toContain("Or open the full demo");
    expect(html).toContain("A caption");
    expect(html).not.toMatch(/coming soon/i);
    expect(html).not.toMatch(/youtube/);
  });

  it("the sample-call slot, once a route fills it, takes the place of the live demo", () => {
    const html = render({ title: "Tour" }, <p>Sample call player</p>);
    expect(html).toBe("<p>Sample call player</p>");
  });
});
