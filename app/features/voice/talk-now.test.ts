import { beforeEach, describe, expect, it, vi } from "vitest";

// The call itself is the voice store's; here it only records that it was asked for.
const requestVoiceCall = vi.fn(async () => {});
vi.mock("./voice-store", () => ({ requestVoiceCall, showVoiceNotice: vi.fn() }));

type Widget = typeof import("./widget-store");
type TalkNow = typeof import("./talk-now");
let widget: Widget;
let talk: TalkNow;

/** /api/demo/state answering that this site has (or has not) a voice provider. */
function voiceProvider(configured: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ voice: configured ? "configured" : "none" }), { status: 200 })),
  );
}

beforeEach(async () => {
  vi.resetModules();
  requestVoiceCall.mockClear();
  widget = await import("./widget-store");
  talk = await import("./talk-now");
});

describe("a live-demo click whose conversation code arrives after the visitor closed the widget", () => {
  it("opens the call when the widget is still open (voice provider configured)", async () => {
    voiceProvider(true);
    widget.revealVoiceWidget("opening");
    await talk.talkNow();
    expect(widget.voiceWidgetVisible()).toBe(true);
    expect(requestVoiceCall).toHaveBeenCalledTimes(1);
  });

  it("opens the text chat when there is no voice provider", async () => {
    voiceProvider(false);
    widget.revealVoiceWidget("opening");
    await talk.talkNow();
    expect(widget.voiceWidgetVisible()).toBe(true);
    expect(requestVoiceCall).not.toHaveBeenCalled();
  });

  it("closed before the code loaded: the widget stays closed and no call starts", async () => {
    voiceProvider(true);
    widget.revealVoiceWidget("opening");
    widget.hideVoiceWidget();
    await talk.talkNow();
    expect(widget.voiceWidgetVisible()).toBe(false);
    expect(requestVoiceCall).not.toHaveBeenCalled();
  });

  it("closed while the site was asked about voice: it stays closed and no microphone question is asked", async () => {
    let answer = (_: Response) => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    widget.revealVoiceWidget("opening");
    const done = talk.talkNow();
    widget.hideVoiceWidget();
    answer(new Response(JSON.stringify({ voice: "configured" }), { status: 200 }));
    await done;
    expect(widget.voiceWidgetVisible()).toBe(false);
    expect(requestVoiceCall).not.toHaveBeenCalled();
  });
});
