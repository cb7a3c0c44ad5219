import { ArrowLeft, Calculator, Phone, Rocket } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CtaAction } from "~/actions/cta-button";
import type { PriceId } from "~/content/catalog";
import { alternatives, checkoutHero, checkoutWelcome, notReady, paidSession } from "~/content/checkout-page";
import type { SlotList } from "~/features/scheduling/slot-picker";
import { OfferForm } from "./offer-form";
import { SessionCheckoutIsland, type SessionProblem } from "./session-checkout";
import { useWelcome } from "./welcome";

/**
 * The greeting of a visitor who just signed in (issue 15). Only a client-side arrival is greeted,
 * which React Router renders; the server's HTML (and so the island page) has the plain hero.
 */
function Hero({ refCode, refApplied }: { refCode: string | null; refApplied: boolean }) {
  const welcome = useWelcome();
  const hero = welcome ? checkoutWelcome[welcome] : checkoutHero;
  return (
    <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto max-w-5xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{hero.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{hero.title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground text-pretty">{hero.subtitle}</p>
        {refApplied && refCode && (
          <p className="mt-4 inline-block rounded-full bg-secondary px-4 py-1 text-sm font-medium text-secondary-foreground">
            Referral code {refCode} applied
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The sales page (spec §3). Served from memory and written for the island script (decisions 089,
 * 109): only the offer's form, the paid session's checkout, the dialog buttons and the site's
 * header hydrate; the rest is the server's HTML. A client-side arrival (after signing in) is
 * rendered by React Router as before.
 */
export function SalesPage({
  initialAddOns,
  refCode,
  refApplied,
  error = null,
  sessionSlots,
  session = null,
}: {
  initialAddOns: PriceId[];
  refCode: string | null;
  refApplied: boolean;
  /** Why the last (script-less) checkout was refused, e.g. too many attempts. */
  error?: string | null;
  /** The paid session's open times, rendered by the server (its picker works without JavaScript). */
  sessionSlots?: SlotList;
  /** Why the last (script-less) session checkout was refused, field by field, with what was typed. */
  session?: SessionProblem | null;
}) {
  return (
    <>
      <Hero refCode={refCode} refApplied={refApplied} />

      <OfferForm initialAddOns={initialAddOns} refCode={refCode} error={error} />

      <section aria-labelledby="not-ready" className="bg-muted/50 py-12">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-2xl border bg-card p-8 text-center">
            <h2 id="not-ready" className="text-2xl font-bold">
              {notReady.title}
            </h2>
            <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">{notReady.text}</p>
            <CtaAction cta={{ label: notReady.cta, action: { kind: "dialog", dialog: "demo-request" } }} size="lg" className="mt-6" />
          </div>
          <h2 className="mt-12 text-center text-2xl font-bold">{alternatives.title}</h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {alternatives.cards.map((c) => {
              const Icon = c.id === "strategy-call" ? Phone : c.id === "roi" ? Calculator : Rocket;
              return (
                <li key={c.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <h3 className="mt-3 text-lg font-semibold">{c.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted-foreground">{c.text}</p>
                  {c.id === "roi" ? (
                    <Button asChild variant="outline" className="mt-4">
                      <Link to={c.href!}>{c.cta}</Link>
                    </Button>
                  ) : (
                    <CtaAction
                      cta={{ label: c.cta, action: { kind: "dialog", dialog: c.id }, variant: "outline" }}
                      size="default"
                      className="mt-4"
                    />
                  )}
                </li>
              );
            })}
          </ul>
          <div className="mt-10 grid gap-6 rounded-2xl border bg-card p-6 sm:p-8 md:grid-cols-[2fr_3fr]">
            <div>
              <h2 className="text-xl font-bold">{paidSession.title}</h2>
              <p className="mt-2 text-sm text-muted-foreground">{paidSession.text}</p>
            </div>
            <SessionCheckoutIsland slots={sessionSlots} problem={session} refCode={refCode} />
          </div>
          <div className="mt-10 text-center">
            <Button asChild variant="ghost">
              <Link to="/">
                <ArrowLeft aria-hidden="true" /> Back to Home
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
