import type { ReactNode } from "react";
import type { CallSample, OperationsSample } from "~/content/visuals";
import { LiveCallCard } from "./live-call-card";
import { OperationsView } from "./operations-view";

/**
 * The home hero's picture: a live call, with the week it belongs to layered under it from
 * 1024 px (a strip of four figures that overlaps only the call card's bottom padding, so it never
 * hides a line or a chip). Phones get the call card alone, compact. Nothing here changes size
 * as it animates. `card` stands in for the call card drawn from `call` (the home page's sample
 * call player, decision 100, draws the same card with its controls).
 */
export function CallStack({
  call,
  card,
  operations,
}: {
  call: CallSample;
  card?: ReactNode;
  operations: OperationsSample;
}) {
  return (
    <div data-visual="hero-stack" className="relative mx-auto w-full max-w-md lg:max-w-none">
      {/* The card keeps room at its foot (lg:pb-8) for the strip that overlaps it. */}
      <div className="relative z-10 lg:ml-6">{card ?? <LiveCallCard call={call} className="lg:pb-8" />}</div>
      <OperationsView
        sample={operations}
        layout="strip"
        className="relative z-20 -mt-7 mr-6 -ml-4 hidden lg:block xl:-ml-8"
      />
    </div>
  );
}
