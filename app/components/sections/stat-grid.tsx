import type { Stat } from "~/content/types";
import { Counter } from "./stat-counter";

/** Trust figures (final values, see Counter) in a fixed two-column grid, for a side column (StatCounter spans a full row). */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:gap-6">
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse justify-end rounded-xl border bg-card p-5 text-center shadow-sm sm:p-6">
          <dt className="mt-2 text-sm text-muted-foreground">{s.label}</dt>
          <dd className="text-3xl font-extrabold text-primary sm:text-4xl">
            <Counter stat={s} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
