import { Section } from "./section";

/** Partner names drawn as SVG wordmarks; nothing is fetched from anyone else's server. */
export function LogoCloud({ title = "Built on Technology You Trust", names, muted }: { title?: string; names: readonly string[]; muted?: boolean }) {
  return (
    <Section id="partners" title={title} muted={muted}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {names.map((n) => (
          <li key={n} className="flex h-16 items-center justify-center rounded-lg border bg-card px-3 text-muted-foreground">
            <svg role="img" aria-label={n} viewBox="0 0 160 32" className="h-7 w-full max-w-[9rem]">
              <text x="80" y="22" textAnchor="middle" fontSize="17" fontWeight="700" fill="currentColor" fontFamily="ui-sans-serif, system-ui, sans-serif">
                {n}
              </text>
            </svg>
          </li>
        ))}
      </ul>
    </Section>
  );
}
