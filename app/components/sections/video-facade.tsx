import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { VideoEmbed } from "~/content/offer-types";
import { cn } from "~/lib/cn";
import { island } from "~/islands/island";
import { VideoPoster } from "./video-poster";

/**
 * A published recording that costs nothing until it is wanted: a poster drawn in SVG inside a
 * fixed 16:9 box (no layout shift), and the youtube-nocookie player only after a click. Nothing
 * is requested from a third party before that. Without JavaScript the poster is a plain link to
 * the video. A video without a recording never gets here: `VideoSlot` shows the live demo in its
 * place (docs/decisions/101).
 */
function Facade({ video, className }: { video: VideoEmbed & { youtubeId: string }; className?: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const id = encodeURIComponent(video.youtubeId);
  return (
    <div
      className={cn(
        "relative aspect-video w-full overflow-hidden rounded-2xl border bg-[#071113] shadow-2xl",
        className,
      )}
    >
      {playing ? (
        <iframe
          ref={frame}
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
          title={video.title}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          // The player decides about autoplay itself; a refusal is not the visitor's problem.
          onError={() => console.info("Video player could not start automatically")}
        />
      ) : (
        <a
          href={`https://www.youtube.com/watch?v=${id}`}
          onClick={(e) => {
            e.preventDefault();
            setPlaying(true);
          }}
          aria-label={`Play video: ${video.title}`}
          className="group absolute inset-0 block text-white focus-visible:outline-offset-[-4px]"
        >
          <VideoPoster />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-white text-[#0a7368] shadow-xl ring-8 ring-white/20 transition-transform group-hover:scale-110 sm:size-20">
              <Play aria-hidden="true" className="ml-1 size-7 fill-current sm:size-9" />
            </span>
          </span>
          <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-gradient-to-t from-black/80 to-transparent p-4 pt-10 text-left sm:p-5">
            <span className="text-sm font-semibold text-pretty sm:text-base">{video.caption ?? video.title}</span>
            {video.duration && (
              <span className="shrink-0 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold tabular-nums">
                {video.duration}
              </span>
            )}
          </span>
        </a>
      )}
    </div>
  );
}

/** An island (decision 079): the player loads on a click. */
export const VideoFacade = island("video-facade", Facade);
