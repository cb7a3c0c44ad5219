import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { homePage } from "./content/routes";
import { companyRoutes } from "./routes/_marketing/company/routes";
import { industriesRoutes } from "./routes/_marketing/industries/routes";
import { offersRoutes } from "./routes/_marketing/offers/routes";
import { solutionsRoutes } from "./routes/_marketing/solutions/routes";
import { toolsRoutes } from "./routes/_marketing/tools/routes";
import { authRoutes } from "./routes/_auth/routes";
import { demoRoutes } from "./routes/_demo/routes";
import { demoApiRoutes } from "./routes/api/demo.routes";
import { accountRoutes } from "./routes/_account/routes";
import { apiRoutes } from "./routes/api/routes";
import { checkoutRoutes } from "./routes/_checkout/routes";
import { affiliateRoutes } from "./routes/_account/affiliate.routes";
import { adminRoutes } from "./routes/_admin/routes";
import { formsRoutes } from "./routes/_marketing/forms/routes";
import { callRoutes } from "./routes/_calls/routes";

export default [
  index(homePage.module),
  ...solutionsRoutes,
  ...industriesRoutes,
  ...offersRoutes,
  ...companyRoutes,
  ...demoRoutes,
  ...toolsRoutes,
  ...formsRoutes,
  ...checkoutRoutes,
  ...callRoutes,
  route("sales", "routes/_marketing/sales-redirect.ts"),
  route("calendar/:file", "routes/_calendar/feed.ts"),
  ...authRoutes,
  ...accountRoutes,
  ...affiliateRoutes,
  ...adminRoutes,
  ...apiRoutes,
  ...demoApiRoutes,

  route("robots.txt", "routes/_seo/robots[.]txt.ts"),
  route("site.webmanifest", "routes/_seo/site[.]webmanifest.ts"),
  route("sitemap.xml", "routes/_seo/sitemap[.]xml.ts"),
  route("*", "routes/_marketing/unknown-path.ts"),
] satisfies RouteConfig;
