import { CallToAction } from "~/components/sections/call-to-action";
import { roiPage, roiSeo } from "~/content/leads";
import { RoiCalculator } from "~/features/roi-calculator/roi-calculator";
import { seo } from "~/lib/seo";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ ...roiSeo, path: "/roi-calculator" });

export default function RoiCalculatorPage() {
  return (
    <>
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{roiPage.eyebrow}</p>
          <h1 className="mt-3 text-title text-balance">{roiPage.title}</h1>
          <p className="mt-6 text-lead text-pretty text-muted-foreground">{roiPage.subtitle}</p>
        </div>
      </section>
      <RoiCalculator />
      <CallToAction title={roiPage.closing.title} text={roiPage.closing.text} ctas={[...roiPage.closing.ctas]} />
    </>
  );
}
