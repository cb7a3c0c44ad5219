import { Check, X } from "lucide-react";
import type { Comparison } from "~/content/offer-types";
import { cn } from "~/lib/cn";

/** A two-way comparison as a real table: the right-hand column is the one we recommend. */
export function ComparisonTable({ comparison, className }: { comparison: Comparison; className?: string }) {
  const [them, us] = comparison.columns;
  return (
    <div className={cn("overflow-hidden rounded-2xl border bg-card shadow-sm", className)}>
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{comparison.caption}</caption>
        <thead>
          <tr className="bg-muted/70">
            <th scope="col" className="w-[30%] p-3 sm:p-4">
              <span className="sr-only">Compared on</span>
            </th>
            <th scope="col" className="p-3 font-semibold text-muted-foreground sm:p-4">
              {them}
            </th>
            <th scope="col" className="bg-primary/10 p-3 font-bold text-primary sm:p-4">
              {us}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {comparison.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="p-3 align-top font-semibold sm:p-4">
                {row.label}
              </th>
              <td className="p-3 align-top text-muted-foreground sm:p-4">
                <span className="flex gap-2">
                  <X aria-hidden="true" className="mt-0.5 hidden size-4 shrink-0 text-destructive sm:block" />
                  {row.values[0]}
                </span>
              </td>
              <td className="bg-primary/5 p-3 align-top font-medium sm:p-4">
                <span className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 hidden size-4 shrink-0 text-primary sm:block" />
                  {row.values[1]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
