import { Sparkles, X } from "lucide-react";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ebookBanner, ebookOffer, ebookTimings } from "~/content/ebook";
import { JumpLink } from "./jump-link";
import { island } from "~/islands/island";

const ChatWidget = lazy(() => import("./chat-widget"));

/**
 * Below 1280 px the chat arrives as its small "Chat with us" chip (spec §4: it can be minimised to
 * one): there the open box would sit over the text. From 1280 px it opens docked in the margin
 * beside the 40rem reading column, narrow enough never to cover it (issue 42, decision 104).
 */
const NARROW = "(max-width: 1279.98px)";
/** Dismissals last for the visit (this tab), across both ebook pages. */
const BANNER_KEY = "voxa:ebook-banner";
const CHAT_KEY = "voxa:ebook-chat";

function remembered(key: string) {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function remember(key: string, value: string) {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the dismissal lasts for this page only.
  }
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** True when the element covers any visible primary call to action (`data-primary-cta`). */
function coversPrimaryCta(el: HTMLElement) {
  const box = el.getBoundingClientRect();
  return [...document.querySelectorAll<HTMLElement>("[data-primary-cta]")].some((cta) =>
    overlaps(box, cta.getBoundingClientRect()),
  );
}

/**
 * Spec §4 "Ebook page": the chat widget appears after 8 s; the floating banner after 15 s,
 * and it hides on the first scroll beyond 100 px. Both are fixed-position (no layout shift)
 * and the chat code is fetched only when it is due.
 *
 * Overlay rules (issue 15, docs/decisions/051):
 * - one at a time: while the banner shows, the chat (box or chip) steps aside, and an open
 *   chat the visitor never touched folds back to its chip once the banner has gone;
 * - below 1280 px the chat arrives as the "Chat with us" chip, never as the open box; from 1280 px
 *   the box opens in the page's right margin, beside the reading column, never over it;
 * - the banner never covers a primary call to action and never shows while the offer it
 *   points to is on screen;
 * - the banner never interrupts: if the visitor is using the chat when it is due, it is skipped;
 * - dismissing either one (close, minimise, hide, scroll) holds for the rest of the visit.
 */
function Extras() {
  const [armed, setArmed] = useState(false);
  const [chat, setChat] = useState<"waiting" | "open" | "minimised" | "hidden">("waiting");
  const chatNow = useRef(chat);
  useEffect(() => {
    chatNow.current = chat;
  }, [chat]);
  // "gone": shown, then dismissed or hidden by scrolling; "skipped": never shown (see below).
  const [banner, setBanner] = useState<"waiting" | "shown" | "gone" | "skipped">("waiting");
  const chatTouched = useRef(false);
  const offerOnScreen = useRef(false);
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setArmed(true);
    const chatTimer = setTimeout(() => {
      const before = remembered(CHAT_KEY);
      setChat(before === "hidden" ? "hidden" : before === "minimised" || matchMedia(NARROW).matches ? "minimised" : "open");
    }, ebookTimings.chatDelayMs);
    const bannerTimer = setTimeout(() => {
      // Not over the offer it points to, and not over a conversation the visitor has started.
      const talking = chatNow.current === "open" && chatTouched.current;
      const skip = remembered(BANNER_KEY) === "dismissed" || offerOnScreen.current || talking;
      setBanner((b) => (b !== "waiting" ? b : skip ? "skipped" : "shown"));
    }, ebookTimings.bannerDelayMs);
    return () => {
      clearTimeout(chatTimer);
      clearTimeout(bannerTimer);
    };
  }, []);

  // Where the offer is: the banner that points to it has no business covering it.
  useEffect(() => {
    const offer = document.getElementById(ebookOffer.id);
    if (!offer) return;
    const observer = new IntersectionObserver((entries) => {
      offerOnScreen.current = entries.some((e) => e.isIntersecting);
      if (offerOnScreen.current) setBanner((b) => (b === "shown" ? "gone" : b));
    });
    observer.observe(offer);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (banner !== "shown") return;
    const onScroll = () => {
      if (window.scrollY > ebookTimings.bannerHideScrollY) setBanner("gone");
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [banner]);

  // Measured before paint: a banner that would sit over a primary button is never drawn.
  useLayoutEffect(() => {
    if (banner === "shown" && bannerRef.current && coversPrimaryCta(bannerRef.current)) setBanner("skipped");
  }, [banner]);

  useEffect(() => {
    if (banner !== "gone") return;
    remember(BANNER_KEY, "dismissed");
    // The chat the visitor never touched comes back small.
    if (!chatTouched.current) setChat((c) => (c === "open" ? "minimised" : c));
  }, [banner]);

  const showChat = (chat === "open" || chat === "minimised") && banner !== "shown";

  return (
    <>
      <div aria-live="polite" data-ebook-timers={armed ? "armed" : "pending"}>
        {banner === "shown" && (
          <div
            ref={bannerRef}
            data-testid="ebook-banner"
            data-overlay=""
            className="fixed inset-x-4 top-20 z-40 mx-auto flex max-w-2xl flex-wrap items-center justify-center gap-x-4 gap-y-2 rounded-2xl border border-primary/30 bg-popover px-4 py-3 text-popover-foreground shadow-xl sm:flex-nowrap sm:rounded-full sm:pr-2 sm:pl-5"
          >
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Sparkles aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span>{ebookBanner.text}</span>
            </p>
            <div className="flex items-center gap-1">
              <JumpLink
                to={ebookOffer.id}
                onClick={() => setBanner("gone")}
                className="rounded-full bg-primary px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-primary-foreground hover:bg-primary/90"
              >
                {ebookBanner.cta}
              </JumpLink>
              <button
                type="button"
                onClick={() => setBanner("gone")}
                aria-label={ebookBanner.dismiss}
                className="flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>
        )}
      </div>
      {showChat && (
        <Suspense fallback={null}>
          <ChatWidget
            minimised={chat === "minimised"}
            onMinimisedChange={(minimised) => {
              chatTouched.current = true;
              remember(CHAT_KEY, minimised ? "minimised" : "open");
              setChat(minimised ? "minimised" : "open");
            }}
            onEngage={() => (chatTouched.current = true)}
            onHide={() => {
              remember(CHAT_KEY, "hidden");
              setChat("hidden");
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** An island (decision 079): the timed chat and banner of the ebook pages. */
export const EbookExtras = island("ebook-extras", Extras);
