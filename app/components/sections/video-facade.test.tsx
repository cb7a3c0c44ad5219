import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { VideoFacade } from "./video-facade";

const render = (video: Parameters<typeof VideoFacade>[0]["video"]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <VideoFacade video={video} />
    </MemoryRouter>,
  );

describe("VideoFacade", () => {
  it("with a published recording: a poster linking to the video, no player and no request before the click", () => {
    const html = render({ youtubeId: "abc_DEF-123", title: "Tour", duration: "3:42" });
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc_DEF-123"');
    expect(html).toContain('aria-label="Play video: Tour"');
    expect(html).toContain("3:42");
    expect(html).not.toContain("<iframe");
  });

  it("without one: says the recording is coming and leads to the live demo, never to a player", () => {
    const html = render({ title: "Tour", caption: "A caption" });
    expect(html).toContain('href="/demo"');
    expect(html).toContain("Recording coming soon");
    expect(html).toContain("Try it live in the demo");
    // Its accessible name starts with the words it shows (WCAG 2.5.3).
    expect(html).toContain('aria-label="Try it live in the demo: A caption. Recording coming soon"');
    expect(html).not.toMatch(/youtube/);
  });
});
