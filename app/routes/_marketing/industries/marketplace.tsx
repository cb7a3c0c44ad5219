import { CallToAction } from "~/components/sections/call-to-action";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LinkChips } from "~/components/sections/link-chips";
import { Section } from "~/components/sections/section";
import { SpecialtyMarketplace } from "~/components/sections/specialty-marketplace";
import {
  marketplaceClosing,
  marketplaceGuides,
  marketplaceHero,
  marketplaceIncluded,
  marketplaceSearch,
  marketplaceSeo,
} from "~/content/marketplace";
import { specialtyCards } from "~/content/specialties";
import { absoluteUrl, seo } from "~/lib/seo";
import type { Route } from "./+types/marketplace";

const PATH = "/voice-agents-marketplace";

/** Reads ?q= so the filtered list is in the HTML (no-JS search); the bare path is prerendered. */
/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return { q, cards: specialtyCards };
}

export const meta = ({ data }: Route.MetaArgs) =>
  seo({
    ...marketplaceSeo,
    path: PATH,
    jsonLd: data
      ? [
          {
            "@context": "https://schema.org",
            "@type": "ItemList",
            name: marketplaceHero.title,
            itemListElement: data.cards.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.title, url: absoluteUrl(c.path) })),
          },
        ]
      : [],
  });

export default function Marketplace({ loaderData }: Route.ComponentProps) {
  const { q, cards } = loaderData;
  return (
    <>
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto max-w-4xl px-4 pt-16 pb-4 text-center sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{marketplaceHero.eyebrow}</p>
          <h1 className="mt-3 text-display text-balance">{marketplaceHero.title}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lead text-muted-foreground text-pretty">{marketplaceHero.subtitle}</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-muted-foreground">
            {marketplaceHero.highlights.map((h) => (
              <li key={h} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
                {h}
              </li>
            ))}
          </ul>
        </div>
        <SpecialtyMarketplace cards={cards} initialQuery={q} action={PATH} copy={marketplaceSearch} />
      </section>
      <FeatureGrid
        id="included"
        title={marketplaceIncluded.title}
        intro={marketplaceIncluded.intro}
        features={marketplaceIncluded.items}
        muted
      />
      <Section id="guides" title={marketplaceGuides.title} intro={marketplaceGuides.intro}>
        <LinkChips
          links={cards.map((c) => ({ label: c.title, href: c.path }))}
          label="Specialty guides"
          className="mx-auto max-w-5xl"
        />
      </Section>
      <CallToAction {...marketplaceClosing} />
    </>
  );
}
