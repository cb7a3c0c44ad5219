import { consoleLinkFor } from "~/features/admin/console-link.server";
import type { Route } from "./+types/account-console";

/**
 * GET /api/account/console: `{ "console": "/admin" }` for a signed-in admin, `{ "console": null }`
 * for everyone else (signed out included, always 200: the browser logs no error). The account
 * menu shows the console link with it, and sign-in takes an admin to the console (issue 43).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return Response.json(
    { console: await consoleLinkFor(context, request) },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}
