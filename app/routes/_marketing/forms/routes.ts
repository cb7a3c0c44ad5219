import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Each lead form's own page: where its dialog button leads when JavaScript is off (a plain
 * form post), noindex. Not prerendered: the demo request needs the visitor's session.
 */
export const formsRoutes: RouteConfigEntry[] = [
  route("forms/solution-finder", "routes/_marketing/forms/solution-finder.tsx"),
  route("forms/:formType", "routes/_marketing/forms/lead-form.tsx"),
];
