import { Outlet, useNavigation } from "react-router";
import { dashboardPage } from "~/content/auth";
import { Spinner } from "~/features/auth/form-parts";
import { requireUserMiddleware, userSessionContext } from "~/features/auth/session.server";
import { noStore } from "~/lib/no-store.server";
import type { Route } from "./+types/layout";

/**
 * Spec §2 "Protected-route wrapper": the session is decided on the server before any child loads.
 * Nothing it answers is cached, the redirect to sign in included (docs/decisions/042).
 */
export const middleware: Route.MiddlewareFunction[] = [noStore, requireUserMiddleware];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

// A loader makes every client navigation into this section ask the server, so the guard always runs.
export function loader({ context }: Route.LoaderArgs) {
  return { userId: context.get(userSessionContext).user.id };
}

export default function UserDashboardLayout() {
  const navigation = useNavigation();
  const checking = navigation.state === "loading" && navigation.location.pathname.startsWith("/user-dashboard");
  return (
    <>
      {checking ? <Spinner label={dashboardPage.checking} className="fixed inset-x-0 top-20 z-30" /> : null}
      <Outlet />
    </>
  );
}
