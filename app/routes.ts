import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { companyRoutes } from "./routes/_marketing/company/routes";
import { industriesRoutes } from "./routes/_marketing/industries/routes";
import { offersRoutes } from "./routes/_marketing/offers/routes";
import { solutionsRoutes } from "./routes/_marketing/solutions/routes";
import { authRoutes } from "./routes/_auth/routes";
import { accountRoutes } from "./routes/_account/routes";
import { apiRoutes } from "./routes/api/routes";

export default [
  index("routes/_marketing/home.tsx"),
  ...solutionsRoutes,
  ...industriesRoutes,
  ...offersRoutes,
  ...companyRoutes,
  route("sales", "routes/_marketing/sales-redirect.ts"),
  ...authRoutes,
  ...accountRoutes,
  ...apiRoutes,

  route("robots.txt", "routes/_seo/robots[.]txt.ts"),
  route("sitemap.xml", "routes/_seo/sitemap[.]xml.ts"),
  route("*", "routes/_marketing/unknown-path.ts"),
] satisfies RouteConfig;
