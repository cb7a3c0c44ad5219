/**
 * Every public, indexable page that exists. It drives prerendering, sitemap.xml and the
 * human sitemap, so a page is added here when its route is added to app/routes.ts.
 */
export const publicPaths: string[] = ["/"];

export function prerenderPaths() {
  return [...publicPaths, "/robots.txt", "/sitemap.xml"];
}
