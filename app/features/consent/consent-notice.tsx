import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { consentNotice } from "~/content/consent";
import { useVoiceWidgetState } from "~/features/voice/widget-store";
import { fetchJson } from "~/lib/fetch-json";

type Step = "checking" | "asking" | "sending" | "answered" | "not-needed";
type Place = "bottom" | "bottom-end" | "top";

/** Where the notice may sit, in order of preference (on a phone the first two are the same). */
const PLACES: readonly Place[] = ["bottom", "bottom-end", "top"];

/** What the notice must not cover: the header's and the page's links and buttons. */
const CTAS = "header a, header button, main a, main button, [data-primary-cta]";

/** How many links and buttons on screen the box covers. */
function coveredCtas(box: DOMRect) {
  return [...document.querySelectorAll(CTAS)].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
  }).length;
}

/**
 * Asks whether the partner's referral may be remembered in a cookie (decision 069). The server
 * says whether to ask at all (no answer yet, no Global Privacy Control, a real partner's code);
 * the answer goes back to it, which sets the consent cookie and, on "Allow", the referral cookie.
 *
 * Fixed, so it never moves the page: bottom-left, else bottom-right, else under the header,
 * whichever first covers no link or button of the first screen (else the one covering fewest). Below the voice widget and the ebook chat (which the visitor opened or
 * which carry the page's own action), and hidden while the voice widget is open: one overlay at
 * a time.
 */
export default function ConsentNotice({ code }: { code: string }) {
  const [step, setStep] = useState<Step>("checking");
  const [status, setStatus] = useState("");
  const [place, setPlace] = useState<Place>("bottom");
  const box = useRef<HTMLElement>(null);
  const { visible: widgetOpen } = useVoiceWidgetState();

  useEffect(() => {
    let live = true;
    fetchJson<{ ask?: boolean }>(`/api/consent?${new URLSearchParams({ ref: code })}`)
      .then((res) => live && setStep(res?.ask ? "asking" : "not-needed"))
      .catch(() => live && setStep("not-needed"));
    return () => {
      live = false;
    };
  }, [code]);

  async function answer(choice: "accept" | "decline") {
    setStep("sending");
    setStatus("");
    try {
      await fetchJson("/api/consent", { method: "POST", json: { choice, ref: code } });
      setStatus(choice === "accept" ? consentNotice.accepted : consentNotice.declined);
      setStep("answered");
    } catch {
      setStatus(consentNotice.failed);
      setStep("asking");
    }
  }

  const open = (step === "asking" || step === "sending") && !widgetOpen;

  // Placed before it paints: at the bottom, unless there it would cover a call to action on the
  // first screen it appears on (a phone's hero buttons), then under the header. Not moved on
  // scroll: a notice that jumps is harder to answer than one that sits still.
  useLayoutEffect(() => {
    const el = box.current;
    if (!open || !el || place !== "bottom") return;
    let best: { place: Place; covered: number } | null = null;
    for (const candidate of PLACES) {
      el.dataset.place = candidate;
      const covered = coveredCtas(el.getBoundingClientRect());
      if (!best || covered < best.covered) best = { place: candidate, covered };
      if (covered === 0) break;
    }
    el.dataset.place = best!.place;
    if (best!.place !== "bottom") setPlace(best!.place);
  }, [open, place]);
  return (
    <>
      <p role="status" className="sr-only">
        {step === "answered" ? status : ""}
      </p>
      {open ? (
        <section
          ref={box}
          aria-label={consentNotice.label}
          data-place={place}
          className="fixed inset-x-3 z-30 rounded-xl border bg-popover p-3 text-sm text-popover-foreground shadow-xl data-[place=bottom]:bottom-3 data-[place=top]:top-19 sm:w-[24rem] sm:p-4 data-[place=bottom-end]:bottom-3 sm:data-[place=bottom]:right-auto sm:data-[place=bottom-end]:left-auto sm:data-[place=top]:left-auto"
        >
          <p className="text-muted-foreground">
            <strong className="font-semibold text-popover-foreground">{consentNotice.title}.</strong>{" "}
            {consentNotice.text}
          </p>
          {status ? (
            <p role="alert" className="mt-2 font-medium text-destructive">
              {status}
            </p>
          ) : null}
          <div className="mt-3 flex items-center gap-2">
            <Button size="sm" disabled={step === "sending"} onClick={() => answer("accept")}>
              {consentNotice.accept}
            </Button>
            <Button size="sm" variant="outline" disabled={step === "sending"} onClick={() => answer("decline")}>
              {consentNotice.decline}
            </Button>
            <a
              href={`${consentNotice.more.path}?${new URLSearchParams({ ref: code })}${consentNotice.more.hash}`}
              className="ml-auto px-1 py-2 font-medium underline underline-offset-2"
            >
              {consentNotice.more.label}
            </a>
          </div>
        </section>
      ) : null}
    </>
  );
}
