import { redirect } from "react-router";

/**
 * Spec §2: /sales redirects to /checkout and never stays in history (decision 046).
 *
 * A direct visit gets a server 302, which the browser follows without keeping /sales. On a client
 * navigation (a <Link to="/sales">) /sales was never committed to history, so the redirect must
 * push /checkout in its place: `redirect`, not `replace` — React Router applies `replace()` to the
 * entry being left, which dropped the page the visitor came from.
 */
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  return redirect(`/checkout${url.search}`);
}
