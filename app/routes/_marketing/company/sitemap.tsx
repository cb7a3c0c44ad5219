import { LinkGroups, type LinkGroup } from "~/components/sections/link-groups";
import { publicPages } from "~/content/routes";
import { accountAndTools, sitemapIntro, sitemapSectionOrder, sitemapSeo } from "~/content/sitemap-page";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/sitemap";

/** Groups every public page by section at build time (the page is prerendered). */
/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export function loader() {
  const sections = [...sitemapSectionOrder, ...publicPages.map((p) => p.section)].filter((s, i, all) => all.indexOf(s) === i);
  const groups: LinkGroup[] = sections
    .map((section) => ({
      title: section,
      links: publicPages.filter((p) => p.section === section).map((p) => ({ href: p.path, label: p.title })),
    }))
    .filter((g) => g.links.length > 0);
  const listed = new Set(publicPages.map((p) => p.path));
  groups.push({
    title: accountAndTools.title,
    links: accountAndTools.links.filter((l) => !listed.has(l.path)).map((l) => ({ href: l.path, label: l.title })),
  });
  return { groups };
}

export const meta = () => seo({ ...sitemapSeo, path: "/sitemap" });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <h1 className="text-title">Sitemap</h1>
      <p className="mt-4 max-w-2xl text-lead text-muted-foreground">{sitemapIntro}</p>
      <div className="mt-12">
        <LinkGroups groups={loaderData.groups} />
      </div>
    </div>
  );
}
