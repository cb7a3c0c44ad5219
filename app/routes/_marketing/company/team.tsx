import { Users } from "lucide-react";
import { CallToAction } from "~/components/sections/call-to-action";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Hero } from "~/components/sections/hero";
import { HeroChecklist } from "~/components/sections/hero-checklist";
import { TeamGrid } from "~/components/sections/team-grid";
import { leadership, teamClosing, teamHero, teamSeo, teams } from "~/content/team";
import { seo } from "~/lib/seo";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ ...teamSeo, path: "/team" });

export default function Team() {
  const { panel, ...hero } = teamHero;
  return (
    <>
      <Hero {...hero} aside={<HeroChecklist icon={<Users aria-hidden="true" className="size-7" />} {...panel} />} />
      <TeamGrid title={leadership.title} intro={leadership.intro} people={leadership.people} />
      <FeatureGrid
        id="teams"
        title={teams.title}
        intro={teams.intro}
        features={teams.groups.map((g) => ({ icon: g.icon, title: g.name, description: g.description }))}
        muted
      />
      <CallToAction {...teamClosing} />
    </>
  );
}
