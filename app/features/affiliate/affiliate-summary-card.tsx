import { Link } from "react-router";
import { affiliateSummaryCard as copy } from "~/content/affiliate";
import { formatCents } from "~/lib/money";

/** /user-dashboard: shown when the user is an affiliate. */
export function AffiliateSummaryCard({ code, totalEarnings, totalReferrals }: { code: string; totalEarnings: number; totalReferrals: number }) {
  return (
    <section aria-labelledby="affiliate-summary" className="rounded-xl border bg-card p-6">
      <h2 id="affiliate-summary" className="text-lg font-semibold">
        {copy.title}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-4 text-sm">
        <div>
          <dt className="text-muted-foreground">{copy.code}</dt>
          <dd className="font-mono font-semibold">{code}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{copy.totalEarnings}</dt>
          <dd className="font-semibold">{formatCents(totalEarnings, { decimals: "always" })}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{copy.totalReferrals}</dt>
          <dd className="font-semibold">{totalReferrals}</dd>
        </div>
      </dl>
      <Link to="/affiliate-program" className="mt-4 inline-block text-sm font-medium text-primary underline">
        {copy.link}
      </Link>
    </section>
  );
}
