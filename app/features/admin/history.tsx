import { adminCopy, leadStatusLabels } from "~/content/admin";
import { formatCents } from "~/lib/money";
import type { LeadStatus } from "#db/schema";
import { CappedNote, DateTime } from "~/components/console/ui";

export type HistoryItem = {
  id: string;
  at: string;
  adminEmail: string;
  action: string;
  details: Record<string, unknown>;
};

const statusLabel = (s: unknown) => leadStatusLabels[s as LeadStatus] ?? String(s);
const percent = (f: unknown) => `${(Number(f) * 100).toFixed(2).replace(/\.?0+$/, "")}%`;

function describe(item: HistoryItem): string {
  const d = item.details;
  switch (item.action) {
    case "lead.status":
      return `${statusLabel(d.from)} → ${statusLabel(d.to)}`;
    case "lead.note":
      return "Note added";
    case "affiliate.rate":
      return `Commission rate ${percent(d.from)} → ${percent(d.to)}`;
    case "affiliate.suspend":
      return "Suspended";
    case "affiliate.reactivate":
      return "Reactivated";
    case "referral.approve":
      return `Commission approved (${formatCents(Number(d.amount ?? 0))})`;
    case "referral.pay":
      return `Commission marked paid (${formatCents(Number(d.amount ?? 0))})`;
    case "order.refund":
      return `Refunded ${formatCents(Number(d.amount ?? 0), { decimals: "always" })} ${d.via === "stripe" ? "through Stripe" : "(test mode)"}${
        d.commissionFrom !== undefined ? `; commission ${formatCents(Number(d.commissionFrom), { decimals: "always" })} → ${formatCents(Number(d.commissionTo ?? 0), { decimals: "always" })}` : ""
      }`;
    default:
      return item.action;
  }
}

/** What admins did to a record, newest first (the latest entries; `total` says how many there are in all). */
export function History({ entries, total = entries.length }: { entries: HistoryItem[]; total?: number }) {
  if (!entries.length) return <p className="text-sm text-muted-foreground">{adminCopy.empty.history}</p>;
  return (
    <>
      <ol className="space-y-3 text-sm">
        {entries.map((e) => (
          <li key={e.id} className="border-l-2 pl-3">
            <p className="font-medium">{describe(e)}</p>
            {typeof e.details.note === "string" ? (
              <p className="mt-0.5 break-words whitespace-pre-wrap">{e.details.note}</p>
            ) : null}
            <p className="text-xs text-muted-foreground">
              <DateTime iso={e.at} /> · {e.adminEmail}
            </p>
          </li>
        ))}
      </ol>
      <CappedNote shown={entries.length} total={total} />
    </>
  );
}
