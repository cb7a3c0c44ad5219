import { site } from "~/content/site";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M8 11h3.2l4.8 10 4.8-10H24l-6.6 13h-2.8z" fill="var(--background)" />
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
