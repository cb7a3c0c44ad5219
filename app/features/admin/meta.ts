import { adminPages } from "~/content/admin";
import { seo } from "~/lib/seo";

/** Every console page: the site's title format, and noindex (robots.txt also disallows /admin). */
export function adminMeta(page: keyof typeof adminPages, path: string, title?: string) {
  const copy = adminPages[page];
  return seo({ title: title ?? copy.title, description: copy.description, path, noindex: true });
}
