import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { VideoEmbed } from "~/content/offer-types";
import { cn } from "~/lib/cn";
import { island } from "~/islands/island";

/**
 * A video that costs nothing until it is wanted: a poster drawn in CSS/SVG inside a fixed
 * 16:9 box (no layout shift), and the youtube-nocookie player only after a click. Nothing
 * is requested from a third party before that. Without JavaScript the poster is a plain
 * link to the video. A video whose recording is not published yet (no youtubeId) says so and
 * leads to the live demo instead of a player that would say "Video unavailable".
 */
function Facade({ video, className }: { video: VideoEmbed; className?: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const id = video.youtubeId ? encodeURIComponent(video.youtubeId) : null;
  return (
    <div
      className={cn(
        "relative aspect-video w-full overflow-hidden rounded-2xl border bg-[#071113] shadow-2xl",
        className,
      )}
    >
      {!id ? (
        <Link
          to="/demo"
          // The name starts with what the poster shows, in its order (WCAG 2.5.3, label in name).
          aria-label={`Try it live in the demo: ${video.caption ?? video.title}. Recording coming soon`}
          className="group absolute inset-0 block text-white focus-visible:outline-offset-[-4px]"
        >
          <VideoPoster />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-[#0a7368] shadow-xl ring-8 ring-white/20 transition-transform group-hover:scale-105">
              Try it live in the demo
            </span>
          </span>
          <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-gradient-to-t from-black/80 to-transparent p-4 pt-10 text-left sm:p-5">
            <span className="text-sm font-semibold text-pretty sm:text-base">{video.caption ?? video.title}</span>
            <span className="shrink-0 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold">Recording coming soon</span>
          </span>
        </Link>
      ) : playing ? (
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

/** The poster: a conversation turning into a booking, drawn rather than downloaded. */
function VideoPoster() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <defs>
        <linearGradient id="vf-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#071113" />
          <stop offset="0.55" stopColor="#0b2f30" />
          <stop offset="1" stopColor="#0a4f49" />
        </linearGradient>
        <radialGradient id="vf-glow" cx="0.75" cy="0.2" r="0.6">
          <stop offset="0" stopColor="#3fd9c1" stopOpacity="0.35" />
          <stop offset="1" stopColor="#3fd9c1" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="640" height="360" fill="url(#vf-bg)" />
      <rect width="640" height="360" fill="url(#vf-glow)" />
      {/* A phone with comment bubbles on the left */}
      <g transform="translate(64 28)">
        <rect width="140" height="236" rx="22" fill="#071113" stroke="#14a394" strokeWidth="3" />
        <rect x="14" y="22" width="112" height="8" rx="4" fill="#0a7368" opacity="0.8" />
        <rect x="14" y="44" width="86" height="26" rx="10" fill="#1c3135" />
        <rect x="38" y="80" width="88" height="32" rx="10" fill="#14a394" />
        <rect x="14" y="122" width="72" height="22" rx="10" fill="#1c3135" />
        <rect x="38" y="154" width="88" height="36" rx="10" fill="#14a394" />
        <rect x="14" y="202" width="112" height="22" rx="11" fill="#0c181b" stroke="#2a4347" />
      </g>
      {/* A voice waveform across the middle */}
      <g fill="#3fd9c1" opacity="0.6">
        {[18, 42, 28, 64, 36, 80, 52, 30, 70, 44, 24, 58, 34, 18].map((h, i) => (
          <rect key={i} x={236 + i * 14} y={180 - h / 2} width="6" height={h} rx="3" />
        ))}
      </g>
      {/* A calendar with a booked slot on the right */}
      <g transform="translate(446 50)">
        <rect width="140" height="150" rx="14" fill="#f8fafc" opacity="0.95" />
        <rect width="140" height="34" rx="14" fill="#0a7368" />
        <rect y="20" width="140" height="14" fill="#0a7368" />
        {[0, 1, 2, 3].map((r) =>
          [0, 1, 2, 3].map((c) => (
            <rect
              key={`${r}-${c}`}
              x={14 + c * 30}
              y={48 + r * 24}
              width="22"
              height="16"
              rx="4"
              fill={r === 2 && c === 1 ? "#f06a3a" : "#dde6e4"}
            />
          )),
        )}
      </g>
    </svg>
  );
}

/** An island (decision 079): the player loads on a click. */
export const VideoFacade = island("video-facade", Facade);
