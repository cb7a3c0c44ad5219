import { useEffect, useRef } from "react";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  type MiddlewareFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { VoiceWidget } from "./components/layout/voice-widget";
import { Button } from "./components/ui/button";
import { Toaster } from "./components/ui/toaster";
import { site } from "./content/site";
import { attributionCookieFor } from "./features/affiliate/affiliate.server";
import { servicesContext } from "./lib/context";
import { useNonce } from "./lib/nonce";
import { pageTitle } from "./lib/seo";
import { themeScript } from "./lib/theme";

export const links: Route.LinksFunction = () => [
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
/** ?ref=CODE on any page sets the first-party affiliate cookie when the code is an active affiliate's. */
const affiliateAttribution: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const code = new URL(request.url).searchParams.get("ref");
  const response = await next();
  if (!code) return response;
  try {
    const { database, env } = context.get(servicesContext);
    const cookie = await attributionCookieFor(database.db, code, env.AFFILIATE_COOKIE_DAYS, env.PUBLIC_SITE_URL.startsWith("https://"));
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

const unavailableHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${pageTitle("We'll be right back")}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>We'll be right back</h1><p>${site.name} is briefly unavailable while we reconnect to our systems. Nothing you sent is lost; please try again in a moment.</p><p><a href="/">Back to home</a></p></body></html>`;

/**
 * Spec §2: every route change scrolls to the top. In-page anchors (#section) scroll to their
 * target instead, and a navigation may opt out with state.preserveScroll (in-page filters).
 */
/** Marks the document once React has hydrated (tests wait for it before clicking). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

function ScrollToTop() {
  const location = useLocation();
  const previous = useRef(`${location.pathname}${location.search}`);
  const preserve = (location.state as { preserveScroll?: boolean } | null)?.preserveScroll;
  useEffect(() => {
    const current = `${location.pathname}${location.search}`;
    const samePage = current === previous.current;
    previous.current = current;
    if (preserve || (samePage && location.hash)) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [location.key, location.pathname, location.search, location.hash, preserve]);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
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
        <SiteHeader />
        <main id="main" className="flex-1 pt-16">
          {children}
        </main>
        <SiteFooter />
        <VoiceWidget />
        <Toaster />
        <ScrollToTop />
        <HydrationMark />
        <Scripts nonce={nonce} />
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
    }
  }
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24 sm:px-6">
      <title>{pageTitle(heading)}</title>
      <p className="text-sm font-semibold text-primary">Error {status}</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild>
        <Link to="/">Back to home</Link>
      </Button>
    </section>
  );
}
