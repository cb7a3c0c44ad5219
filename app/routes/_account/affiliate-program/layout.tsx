import { Outlet } from "react-router";
import { requireUserMiddleware } from "~/features/auth/session.server";
import { noStore } from "~/lib/no-store.server";
import type { Route } from "./+types/layout";

/** Guarded section (spec §6): the server decides the session before any child loads; nothing it answers is cached. */
export const middleware: Route.MiddlewareFunction[] = [noStore, requireUserMiddleware];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function loader() {
  return null;
}

export default function AffiliateLayout() {
  return <Outlet />;
}
