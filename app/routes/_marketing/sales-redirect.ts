import { replace } from "react-router";

/** Spec §2: /sales redirects to /checkout, replacing history. */
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  return replace(`/checkout${url.search}`);
}
