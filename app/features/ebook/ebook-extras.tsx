import { Sparkles, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { ebookBanner, ebookOffer, ebookTimings } from "~/content/ebook";
import { JumpLink } from "./jump-link";

const ChatWidget = lazy(() => import("./chat-widget"));

/**
 * Spec §4 "Ebook page": the chat widget appears after 8 s; the floating banner after 15 s,
 * and it hides on the first scroll beyond 100 px. Both are fixed-position (no layout shift)
 * and the chat code is fetched only when it is due.
 */
export function EbookExtras() {
  const [armed, setArmed] = useState(false);
  const [chat, setChat] = useState(false);
  const [banner, setBanner] = useState<"waiting" | "shown" | "gone">("waiting");

  useEffect(() => {
    setArmed(true);
    const chatTimer = setTimeout(() => setChat(true), ebookTimings.chatDelayMs);
    const bannerTimer = setTimeout(() => setBanner((b) => (b === "waiting" ? "shown" : b)), ebookTimings.bannerDelayMs);
    return () => {
      clearTimeout(chatTimer);
      clearTimeout(bannerTimer);
    };
  }, []);

  useEffect(() => {
    if (banner !== "shown") return;
    const onScroll = () => {
      if (window.scrollY > ebookTimings.bannerHideScrollY) setBanner("gone");
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [banner]);

  return (
    <>
      <div aria-live="polite" data-ebook-timers={armed ? "armed" : "pending"}>
        {banner === "shown" && (
          <div
            data-testid="ebook-banner"
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
      {chat && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </>
  );
}
