import { ArrowRight, Check, Repeat } from "lucide-react";
import { Link } from "react-router";
import type { WayToBuy } from "~/content/catalog/ways-to-buy";
import { Section } from "./section";

/**
 * The three ways to buy side by side (issue 42): the same rows in every column — who it is for,
 * what is paid once, what it includes, what recurs — so the eye can run across them. On a phone the
 * columns stack, each still in that order.
 */
export function WaysToBuy({ id = "ways-to-buy", title, intro, ways, note }: { id?: string; title: string; intro: string; ways: WayToBuy[]; note: string }) {
  return (
    <Section id={id} title={title} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-3 md:grid-rows-[auto_auto_1fr_auto_auto] md:gap-x-6 md:gap-y-0" data-testid="ways-to-buy">
        {ways.map((way) => (
          <li
            key={way.id}
            aria-labelledby={`way-${way.id}`}
            className="grid gap-5 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm md:row-span-5 md:grid-rows-subgrid"
            data-way={way.id}
          >
            <div>
              <h3 id={`way-${way.id}`} className="text-xl font-bold">
                {way.name}
              </h3>
              <p className="mt-1 text-sm font-medium text-primary">{way.forWhom}</p>
            </div>
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Paid once</p>
              <p className="mt-1 text-3xl font-extrabold tracking-tight">{way.once}</p>
              <p className="text-sm text-muted-foreground">{way.onceDetail}</p>
            </div>
            <ul className="space-y-2 text-sm">
              {way.includes.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="rounded-xl bg-muted/70 p-4">
              <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                <Repeat aria-hidden="true" className="size-3.5" /> What recurs
              </p>
              <ul className="mt-2 space-y-1 text-sm font-semibold">
                {way.recurs.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-muted-foreground">{way.recursNote}</p>
            </div>
            <Link
              to={way.cta.href}
              className="group inline-flex items-center gap-1.5 self-end text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {way.cta.label}
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-3xl text-center text-xs text-muted-foreground">{note}</p>
    </Section>
  );
}
