import { Link } from "react-router";
import { demoPage, demoSeo } from "~/content/demo";
import { DemoPage } from "~/features/demo/demo-page";
import { SampleCallGallery } from "~/features/sample-calls/sample-call-gallery";
import { sampleCallChoices } from "~/features/sample-calls/sample-calls";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    ...demoSeo,
    path: "/demo",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: demoSeo.title,
        applicationCategory: "BusinessApplication",
        operatingSystem: "Any (web browser)",
        description: demoSeo.description,
      },
    ],
  });

/** An island page (decisions 079, 092): the demo below the heading is one island. */
export const handle = { islands: true };

/** /demo (spec §2 "Demo page"): prerendered; a signed-in visitor's set-up loads after hydration. */
export default function Demo() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{demoPage.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{demoPage.title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-pretty text-muted-foreground">{demoPage.intro}</p>
      <noscript>
        <p className="mt-4 rounded-lg border bg-card p-4 text-sm">
          {demoPage.noScript} <Link to="/pricing">See pricing</Link> or <Link to="/contact">contact us</Link>.
        </p>
      </noscript>
      <DemoPage />
      {/* Hear a call of each industry before (or instead of) talking to the agent (issue 42). */}
      <div className="mt-16 border-t pt-12 sm:mt-20 sm:pt-16">
        <SampleCallGallery choices={sampleCallChoices()} />
      </div>
    </div>
  );
}
