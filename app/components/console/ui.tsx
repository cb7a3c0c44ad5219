import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { adminCopy } from "~/content/admin";
import { cn } from "~/lib/cn";
import { withParams, type Page } from "~/lib/pagination";
import { Badge, badgeTones } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";

/** Small building blocks of the owner's console: dense, readable at 375 px, theme tokens only. */

export function PageHeader({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** The way back from a detail page to its list ("← All leads"), in the header's corner. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
      ← {children}
    </Link>
  );
}

export function Panel({
  title,
  children,
  className,
  actions,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <Card padding="panel" className={className}>
      {title || actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title ? <h2 className="text-lg font-semibold">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </Card>
  );
}

/** Marks an order (or the referral of one) paid in the local TEST MODE checkout: no money moved. */
export function TestBadge({ className }: { className?: string }) {
  return (
    <Badge tone="warn" className={className}>
      Test
    </Badge>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}

/**
 * Under a list a detail page cuts short: how many of how many it shows, and where the rest
 * are (a filtered console list), so a long-standing customer's 101st order is not silently missing.
 */
export function CappedNote({
  shown,
  total,
  to,
  linkLabel,
}: {
  shown: number;
  total: number;
  to?: string;
  linkLabel?: string;
}) {
  if (total <= shown) return null;
  return (
    <p className="mt-3 text-sm text-muted-foreground" data-testid="capped-note">
      {adminCopy.capped(shown, total)}{" "}
      {to ? (
        <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
          {linkLabel}
        </Link>
      ) : null}
    </p>
  );
}

/** Dates in UTC, the same on the server and in the browser (no hydration mismatch). */
export function formatDateTime(iso: string | null | undefined) {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
}

export function DateTime({ iso, dateOnly }: { iso: string | null | undefined; dateOnly?: boolean }) {
  if (!iso) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {dateOnly ? iso.slice(0, 10) : formatDateTime(iso)}
    </time>
  );
}

export function Pager({ page }: { page: Pick<Page<unknown>, "next" | "prev"> }) {
  const { search, pathname } = useLocation();
  if (!page.next && !page.prev) return null;
  const link = "inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium hover:bg-accent";
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-2">
      {page.prev ? (
        <>
          <Link className={link} to={`${pathname}${withParams(search, { after: null, before: null })}`}>
            {adminCopy.pager.first}
          </Link>
          <Link className={link} rel="prev" to={`${pathname}${withParams(search, { after: null, before: page.prev })}`}>
            ← {adminCopy.pager.newer}
          </Link>
        </>
      ) : null}
      {page.next ? (
        <Link className={link} rel="next" to={`${pathname}${withParams(search, { before: null, after: page.next })}`}>
          {adminCopy.pager.older} →
        </Link>
      ) : null}
    </nav>
  );
}

/** A name/value list for detail pages. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-muted-foreground">{k}</dt>
          <dd className="-mt-2 min-w-0 break-words whitespace-pre-wrap sm:mt-0">
            {v === null || v === undefined || v === "" ? <span className="text-muted-foreground">—</span> : v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Stat({ label, value, hint, to }: { label: string; value: ReactNode; hint?: ReactNode; to?: string }) {
  const body = (
    <>
      <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</span>
      <span className="mt-1 block text-2xl font-bold tabular-nums">{value}</span>
      {hint ? <span className="mt-0.5 block text-xs text-muted-foreground">{hint}</span> : null}
    </>
  );
  const cls = "block rounded-lg border bg-card p-4";
  return to ? (
    <Link to={to} className={cn(cls, "hover:border-primary")}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}

export type ActionResult = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

/** The outcome of the last action, announced to screen readers. */
export function ActionNotice({ result }: { result: ActionResult | undefined | null }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={cn("rounded-md border px-3 py-2 text-sm", result.ok ? badgeTones.good : badgeTones.bad)}
      data-testid="admin-notice"
    >
      {result.message}
    </p>
  );
}

export function shortId(id: string) {
  return id.slice(0, 8);
}

/** A stored commission fraction as the owner reads it: 0.2 → "20%", 0.125 → "12.5%". */
export const ratePercent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;
