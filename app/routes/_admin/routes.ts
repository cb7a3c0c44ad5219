import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The business owner's console. Every route sits under the /admin layout, whose middleware
 * answers 404 to anyone who is not an admin; each loader and action checks again
 * (requireAdmin). Dynamic, never prerendered, not in the sitemap, disallowed in robots.txt.
 */
export const adminRoutes: RouteConfigEntry[] = [
  route("admin", "routes/_admin/layout.tsx", [
    index("routes/_admin/overview.tsx"),
    route("analytics", "routes/_admin/analytics.tsx"),
    route("analytics/export", "routes/_admin/analytics-export.ts"),
    route("leads", "routes/_admin/leads.tsx"),
    route("leads/export", "routes/_admin/leads-export.ts"),
    route("leads/:id", "routes/_admin/lead.tsx"),
    route("orders", "routes/_admin/orders.tsx"),
    route("orders/export", "routes/_admin/orders-export.ts"),
    route("orders/:id", "routes/_admin/order.tsx"),
    route("affiliates", "routes/_admin/affiliates.tsx"),
    route("affiliates/:id", "routes/_admin/affiliate.tsx"),
    route("referrals", "routes/_admin/referrals.tsx"),
    route("payouts", "routes/_admin/payouts.tsx"),
    route("payouts/export", "routes/_admin/payouts-export.ts"),
    route("deliveries", "routes/_admin/deliveries.tsx"),
    route("customers", "routes/_admin/customers.tsx"),
    route("customers/:id", "routes/_admin/customer.tsx"),
    route("bookings", "routes/_admin/bookings.tsx"),
    route("bookings/:id/invite", "routes/_admin/booking-invite.ts"),
    route("scheduling", "routes/_admin/scheduling.tsx"),
    route("data-requests", "routes/_admin/data-requests.tsx"),
    route("data-requests/export", "routes/_admin/data-requests-export.ts"),
    route("notifications", "routes/_admin/notifications.tsx"),
  ]),
];
