import { NavLink, Outlet } from "react-router";
import { adminCopy, adminNav } from "~/content/admin";
import { adminMiddleware, requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { markOwnerVisit } from "~/features/analytics/collect.server";
import { cn } from "~/lib/cn";
import { noStore } from "~/lib/no-store.server";
import type { Route } from "./+types/layout";

/**
 * Runs before every loader and action under /admin: a non-admin gets a 404 and nothing runs.
 * Whatever the console answers, that 404 page included, is never cached (docs/decisions/042).
 */
export const middleware: Route.MiddlewareFunction[] = [noStore, adminMiddleware];

export const headers = adminHeaders;

// A loader makes every client navigation in the console ask the server, so the check always runs.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  // The owner's own visits are not the site's traffic: this browser's are left out today (decision 112).
  await markOwnerVisit(context, request);
  return { adminEmail: admin.email };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="font-semibold tracking-wide uppercase">{adminCopy.consoleLabel}</span>
        <span className="truncate">Signed in as {loaderData.adminEmail}</span>
      </div>
      <nav aria-label="Console" className="-mx-4 mt-2 overflow-x-auto border-b px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1">
          {adminNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={"end" in item ? item.end : false}
                className={({ isActive }) =>
                  cn(
                    "-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors",
                    isActive
                      ? "border-primary text-foreground"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
