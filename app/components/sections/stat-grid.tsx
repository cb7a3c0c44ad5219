import type { Stat } from "~/content/types";
import { StatTile } from "./stat-counter";

/** Trust figures (final values, see Counter) in a fixed two-column grid, for a side column (StatCounter spans a full row). */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:gap-6">
      {stats.map((s) => (
        <StatTile key={s.label} stat={s} className="justify-end p-5 sm:p-6" />
      ))}
    </dl>
  );
}
