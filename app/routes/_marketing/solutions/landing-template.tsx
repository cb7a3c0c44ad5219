import { faqJsonLd } from "~/components/sections/faq";
import { LandingView } from "~/components/sections/landing-view";
import { faqOf } from "~/content/landing-blocks";
import { findLandingPage } from "~/content/landing-pages";
import { site } from "~/content/site";
import { SampleCallPlayer } from "~/features/sample-calls/sample-call-player";
import { sampleCallForPath } from "~/features/sample-calls/sample-calls";
import { absoluteUrl, seo } from "~/lib/seo";
import type { Route } from "./+types/landing-template";

// The loader runs at build time (prerender), so the page's copy ships as HTML, not as JS.
/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export function loader({ request }: Route.LoaderArgs) {
  const page = findLandingPage(new URL(request.url).pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  // An industry's page served by this template (real estate's /property-management) plays its sample call.
  return { page, sampleCall: sampleCallForPath(page.path) ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  const faq = faqOf(page);
  return seo({
    ...page.seo,
    path: page.path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: page.nav,
        description: page.seo.description,
        url: absoluteUrl(page.path),
        provider: { "@type": "Organization", name: site.name },
      },
      ...(faq.length > 0 ? [faqJsonLd(faq)] : []),
    ],
  });
};

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { page, sampleCall } = loaderData;
  return <LandingView page={page} callCard={sampleCall ? <SampleCallPlayer sample={sampleCall} /> : undefined} />;
}
