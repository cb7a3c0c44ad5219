import { Link } from "react-router";
import { formatCents } from "~/lib/money";

export type Purchase = {
  id: string;
  date: string;
  status: string;
  total: number;
  refunded: number;
  items: string[];
  successPath: string | null;
  /** What Stripe reported since (a failed renewal, a dispute, a canceled plan), in the buyer's words. */
  note: string | null;
};

const date = (iso: string) => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" }).format(new Date(iso));

/** The signed-in buyer's orders on /user-dashboard. */
export function PurchasesPanel({ purchases }: { purchases: Purchase[] }) {
  return (
    <section aria-labelledby="purchases-heading" className="rounded-xl border bg-card p-6">
      <h2 id="purchases-heading" className="text-lg font-semibold">
        Your purchases
      </h2>
      {purchases.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No purchases yet. <Link to="/checkout" className="text-primary underline">See our offers</Link>.
        </p>
      ) : (
        <ul className="mt-3 divide-y">
          {purchases.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm">
              <div>
                <p className="font-medium">{p.items.join(", ")}</p>
                <p className="text-muted-foreground">
                  {date(p.date)} · {p.status === "refunded" ? "Refunded" : "Paid"}
                </p>
                {p.note ? (
                  <p className="mt-1 font-medium text-amber-800 dark:text-amber-200" data-testid="purchase-note">
                    {p.note}
                  </p>
                ) : null}
              </div>
              <div className="ml-auto text-right">
                <p className="font-semibold">{formatCents(p.total, { decimals: "always" })}</p>
                {p.successPath && (
                  <Link to={p.successPath} className="text-primary underline">
                    Order details
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
