import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the "_auth" group: dynamic (never prerendered) and not in publicPages. */
export const authRoutes: RouteConfigEntry[] = [
  route("login", "routes/_auth/login.tsx"),
  // Local development only: the emails the site would have sent (docs/decisions/012).
  route("dev/mailbox", "routes/_auth/dev-mailbox.tsx"),
  route("dev/mailbox/:id", "routes/_auth/dev-mailbox-message.ts"),
];
