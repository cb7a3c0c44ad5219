import { describe, expect, it } from "vitest";
import { noneYet } from "./none-yet";
import { youtubeIdFrom } from "./video-address";

describe("youtubeIdFrom", () => {
  it("reads the id from every address form an owner might paste", () => {
    for (const address of [
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s",
      "https://youtu.be/aqz-KE-bpKQ?si=abc",
      "https://www.youtube.com/embed/aqz-KE-bpKQ",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0",
      "https://m.youtube.com/shorts/aqz-KE-bpKQ",
      " aqz-KE-bpKQ ",
    ])
      expect(youtubeIdFrom(address), address).toBe("aqz-KE-bpKQ");
  });

  it("treats an empty address as no recording yet", () => {
    expect(youtubeIdFrom("")).toBeUndefined();
    expect(youtubeIdFrom("  ")).toBeUndefined();
  });

  it("reads the owner's explicit none yet as no recording (decision 101), not as a mistyped address", () => {
    expect(youtubeIdFrom(noneYet)).toBeUndefined();
  });

  it("refuses addresses that are not a YouTube video", () => {
    expect(() => youtubeIdFrom("https://vimeo.com/123456")).toThrow('Not a YouTube video address: "https://vimeo.com/123456"');
    expect(() => youtubeIdFrom("https://www.youtube.com/watch?v=short")).toThrow("Not a YouTube video address");
    expect(() => youtubeIdFrom("my video")).toThrow('Not a YouTube address: "my video"');
  });
});
