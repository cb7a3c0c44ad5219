import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { island } from "~/islands/island";

const ConsentNotice = lazy(() => import("./consent-notice"));

/**
 * The referral-cookie notice loads only once a page has been reached with ?ref= (decision 069):
 * every other page ships and renders nothing here. Decided after hydration, so the server's HTML
 * and the first client render agree. The notice stays through client navigations until answered.
 */
function Gate() {
  const { search } = useLocation();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const ref = new URLSearchParams(search).get("ref");
    if (ref) setCode(ref);
  }, [search]);
  if (!code) return null;
  return (
    <Suspense fallback={null}>
      <ConsentNotice key={code} code={code} />
    </Suspense>
  );
}

/** An island (decision 079): hydrated on its own on prerendered pages. */
export const ConsentGate = island("consent-gate", Gate);
