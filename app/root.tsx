import { useEffect, useLayoutEffect, useRef } from "react";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  type MiddlewareFunction,
} from "react-router";
import { islandScripts } from "virtual:islands";
import type { Route } from "./+types/root";
import "./app.css";
import brandFontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { VoiceWidget } from "./components/layout/voice-widget";
import { Button } from "./components/ui/button";
import { Toaster } from "./components/ui/toaster";
import { site } from "./content/site";
import { startAnalytics } from "./features/analytics/analytics";
import { referralCookieForVisit } from "./features/affiliate/affiliate.server";
import { ConsentGate } from "./features/consent/consent-gate";
import { servicesContext } from "#platform/context";
import { useNonce } from "./lib/nonce";
import { unavailableHtml } from "./lib/unavailable";
import { pageTitle } from "./lib/seo";
import { themeScript } from "./lib/theme";
import { CARRY_KEY } from "./lib/toast";

export const links: Route.LinksFunction = () => [
  // The brand font (Latin, variable) is fetched with the stylesheet, not after it (docs/brand.md).
  { rel: "preload", href: brandFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** A request that failed because the database is unreachable answers 503 with a friendly page. */
const databaseAvailability: MiddlewareFunction<Response> = async ({ context }, next) => {
  let isDown = () => false;
  try {
    const { database } = context.get(servicesContext);
    isDown = () => database.isDown();
  } catch {
    // Prerendering at build time has no services: nothing to check.
  }
  if (isDown()) throw new Response("Service temporarily unavailable", { status: 503 });
  const response = await next();
  if (response.status === 500 && isDown()) {
    return new Response(unavailableHtml, {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "5" },
    });
  }
  return response;
};
/**
 * ?ref=CODE on a server-rendered page sets the first-party affiliate cookie when the code is an
 * active affiliate's and the visitor has allowed the referral cookie; without an answer the notice
 * asks first (docs/decisions/069). A prerendered page with ?ref= is answered from memory and gets
 * the same cookie from the same function in server/app.ts (decision 077).
 */
const affiliateAttribution: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const code = new URL(request.url).searchParams.get("ref");
  const response = await next();
  if (!code) return response;
  try {
    const { database, env } = context.get(servicesContext);
    const cookie = await referralCookieForVisit(database.db, env, code, request.headers);
    if (cookie) response.headers.append("Set-Cookie", cookie);
  } catch {
    // Prerendering has no services; a failed lookup must never break the page.
  }
  return response;
};

/**
 * A POST (PUT, DELETE...) to a resource route that only answers GET gets React Router's 405 with
 * the body {"message":"Unexpected Server Error"}: say what actually happened.
 */
const SANITIZED_405 = '{"message":"Unexpected Server Error"}';
const methodNotAllowed: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (response.status !== 405 || !(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  if ((await response.clone().text()) !== SANITIZED_405) return response;
  return Response.json(
    { error: `This address does not take ${request.method} requests.` },
    { status: 405, headers: { Allow: "GET, HEAD", "Cache-Control": "no-store" } },
  );
};

export const middleware: Route.MiddlewareFunction[] = [databaseAvailability, methodNotAllowed, affiliateAttribution];


/** Marks the document once React has hydrated (tests wait for it before clicking), then starts the analytics beacon. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // Toasts an island page handed over as it loaded this one (decision 079); the code loads only then.
    try {
      if (sessionStorage.getItem(CARRY_KEY)) void import("./islands/toast-carry").then((m) => m.showCarriedToasts());
    } catch {
      // No storage: nothing was handed over.
    }
    startAnalytics();
  }, []);
  return null;
}

/**
 * Spec §2: every route change scrolls to the top (back/forward too, decision 003). In-page anchors
 * (#section) scroll to their target instead, and a navigation may opt out with state.preserveScroll
 * (in-page filters).
 *
 * Never at hydration (decision 046): prerendered pages hydrate after the first paint, when the
 * visitor may already have scrolled or be halfway through a press; moving the page then throws them
 * back to the top and makes the press land on another element. Hydration is not a route change: the
 * page is placed only once the history entry (location.key) differs from the one it hydrated with.
 */
function ScrollToTop() {
  const location = useLocation();
  const { key, pathname, search, hash } = location;
  const previous = useRef({ key, page: `${pathname}${search}` });
  const preserve = (location.state as { preserveScroll?: boolean } | null)?.preserveScroll;

  // The app places the page on back/forward between its own entries; the browser restoring a
  // position as well would leave it a few lines below the top. A reload or leaving the site hands
  // restoration back to the browser (as React Router's <ScrollRestoration> does).
  useEffect(() => {
    const manual = () => (window.history.scrollRestoration = "manual");
    const auto = () => (window.history.scrollRestoration = "auto");
    manual();
    window.addEventListener("pagehide", auto);
    window.addEventListener("pageshow", manual);
    return () => {
      window.removeEventListener("pagehide", auto);
      window.removeEventListener("pageshow", manual);
      auto();
    };
  }, []);

  // Before paint, so the new page never shows at the old page's offset.
  useLayoutEffect(() => {
    const last = previous.current;
    if (key === last.key) return; // hydration, or a re-render of the same entry
    const page = `${pathname}${search}`;
    previous.current = { key, page };
    if (preserve) return;
    if (page === last.page && hash) {
      // A link's own anchor jump has already happened; back/forward to an anchor lands on it again.
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(hash.slice(1)));
      } catch {
        // A malformed %-escape names no element.
      }
      target?.scrollIntoView();
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [key, pathname, search, hash, preserve]);
  return null;
}

/**
 * A page whose route says `handle = { islands: true }` is written for the island script (decision
 * 079): it loads React with the page's islands and no router; links load the next page. Only the
 * server decides: a page React Router renders in the browser (after a client-side navigation)
 * keeps React Router's scripts. Without an islands build (development) every page uses them.
 */
function PageScripts({ nonce }: { nonce?: string }) {
  const matches = useMatches();
  const islands = matches.some((m) => (m.handle as { islands?: boolean } | undefined)?.islands === true);
  if (!islands || !islandScripts || typeof document !== "undefined") return <Scripts nonce={nonce} />;
  return (
    <>
      {[islandScripts.entry, ...islandScripts.preload].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script
        type="module"
        async
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: `import(${JSON.stringify(islandScripts.entry)});` }}
      />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a7368" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        {/* First in the tab order after the skip link: the one question the visitor is asked. */}
        <ConsentGate />
        <SiteHeader />
        <main id="main" className="flex-1 pt-16">
          {children}
        </main>
        <SiteFooter />
        <VoiceWidget />
        <Toaster />
        <ScrollToTop />
        <HydrationMark />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let status = 500;
  let heading = "Unexpected Application Error!";
  let message = "Something went wrong on our side. Please try again, or head back to the home page.";
  let action = { to: "/", label: "Back to home" };
  if (isRouteErrorResponse(error)) {
    status = error.status;
    if (status === 404) {
      heading = "Page not found";
      message = "We couldn't find that page. It may have moved.";
    } else if (status === 503) {
      heading = "We'll be right back";
      message = `${site.name} is briefly unavailable while we reconnect to our systems. Please try again in a moment.`;
    } else if (status < 500) {
      heading = error.statusText || "Request problem";
      message = typeof error.data === "string" && error.data ? error.data : message;
      // A refusal that says what to do next (e.g. the console's two-factor requirement) links to it.
      const said = error.data as { message?: unknown; action?: { to?: unknown; label?: unknown } } | null;
      if (said && typeof said === "object" && typeof said.message === "string") message = said.message;
      if (typeof said?.action?.to === "string" && said.action.to.startsWith("/") && typeof said.action.label === "string")
        action = { to: said.action.to, label: said.action.label };
    }
  }
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24 sm:px-6">
      <title>{pageTitle(heading)}</title>
      <p className="text-sm font-semibold text-primary">Error {status}</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild>
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </section>
  );
}
