import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The pages behind a booked call's email links (issue 17): per request, never cached, noindex. */
export const callRoutes: RouteConfigEntry[] = [
  route("calls/reschedule", "routes/_calls/reschedule.tsx"),
  route("calls/cancel", "routes/_calls/cancel.tsx"),
];
