import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { VideoEmbed } from "~/content/offer-types";
import { videoFallback } from "~/content/live-proof";
import { CtaButton } from "~/actions/cta-button";
import { cn } from "~/lib/cn";
import { VideoFacade } from "./video-facade";
import { VideoPoster } from "./video-poster";

/**
 * A video's place on a page. With a recording: the click-to-load facade. Without one (the owner's
 * `noneYet`, docs/decisions/101): never a "coming soon" poster, but what the visitor can do now.
 * `sampleCall` is the slot for the playable sample-call player (app/features/sample-calls/, being
 * built); until a route passes it, the same 16:9 frame holds a button that opens the live demo,
 * as every live-demo button on the site does, and a link to the full demo page (which also works
 * without JavaScript).
 */
export function VideoSlot({
  video,
  sampleCall,
  className,
}: {
  video: VideoEmbed;
  sampleCall?: ReactNode;
  className?: string;
}) {
  const captionId = useId();
  if (video.youtubeId) return <VideoFacade video={{ ...video, youtubeId: video.youtubeId }} className={className} />;
  if (sampleCall) return <>{sampleCall}</>;
  return (
    <div
      role="group"
      aria-labelledby={captionId}
      data-video-fallback="live-demo"
      className={cn(
        "relative aspect-video w-full overflow-hidden rounded-2xl border bg-[#071113] text-white shadow-2xl",
        className,
      )}
    >
      <VideoPoster />
      {/* The action in the middle, the caption under it: stacked, so nothing overlaps at 375 px. */}
      <div className="absolute inset-0 flex flex-col bg-[radial-gradient(ellipse_at_center,rgb(0_0_0/0.62),rgb(0_0_0/0.3)_70%)]">
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-4 pt-3 text-center">
          <CtaButton cta={videoFallback.action} className="shadow-xl" />
          <Link
            to={videoFallback.demoLink.href}
            className="rounded-full bg-black/60 px-3 py-1 text-sm font-medium text-white underline decoration-white/60 underline-offset-4 hover:decoration-white"
          >
            {videoFallback.demoLink.label}
          </Link>
        </div>
        <div className="bg-gradient-to-t from-black/85 to-black/0 px-4 pt-6 pb-3 text-left sm:px-5 sm:pb-4">
          <p id={captionId} className="text-sm font-semibold text-pretty sm:text-base">
            {video.caption ?? video.title}
          </p>
          <p className="mt-0.5 text-xs text-white/85 sm:text-sm">{videoFallback.note}</p>
        </div>
      </div>
    </div>
  );
}
