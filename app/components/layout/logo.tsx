import { site } from "~/content/site";

/**
 * The brand mark: a "V" drawn as five rounded waveform bars (a voice, and the letter) on a
 * rounded square. Same drawing in public/favicon.svg.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <g stroke="var(--background)" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M7.5 8.5v6M11.75 11.5v7M16 15v9M20.25 11.5v7M24.5 8.5v6" />
      </g>
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <LogoMark className="size-8 text-primary" />
      <span>{site.name}</span>
    </span>
  );
}
