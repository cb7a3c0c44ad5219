import { type RouteConfig, index, route } from "@react-router/dev/routes";

// In the order of the spec's route table; guarded and API routes follow.
export default [
  index("routes/_marketing/home.tsx"),
  route("sales", "routes/_marketing/sales-redirect.ts"),

  route("robots.txt", "routes/_seo/robots[.]txt.ts"),
  route("sitemap.xml", "routes/_seo/sitemap[.]xml.ts"),
  route("*", "routes/_marketing/unknown-path.ts"),
] satisfies RouteConfig;
