import { Download, Search, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { BookingStatus, FormType, LeadStatus, OrderStatus } from "#db/schema";
import { ErrorList, fieldAria } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formTypeLabels, leadStatusLabels, orderStatusLabel } from "~/content/admin";
import { dataRequestsCopy as copy } from "~/content/data-requests";
import { bookingKindLabels, bookingStatusLabel } from "~/content/scheduling-console";
import { leadTone, orderTone } from "~/features/admin/status";
import { stay } from "~/features/admin/stay";
import { ActionNotice, DateTime, Empty, Facts, PageHeader, Panel, shortId } from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { formatCents } from "~/lib/money";
import type { LookupView } from "./data-requests.server";

export type DataRequestActionData = {
  ok: boolean;
  /** The erase's outcome or a refusal, shown above the records. */
  message?: string;
  /** A refused address, shown at the field. */
  fieldError?: string;
  email: string;
  view?: LookupView;
  confirming?: boolean;
};

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

function Section({
  title,
  count,
  children,
  link,
}: {
  title: string;
  count?: number;
  children: ReactNode;
  link?: ReactNode;
}) {
  return (
    <section className="space-y-2" aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-1">
        <h3 className="text-sm font-semibold">
          {title}
          {count !== undefined ? (
            <span
              className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium tabular-nums"
              data-testid="section-count"
            >
              {copy.count(count)}
            </span>
          ) : null}
        </h3>
        {link}
      </div>
      {children}
    </section>
  );
}

function None() {
  return <p className="text-sm text-muted-foreground">{copy.none}</p>;
}

function Rows({ children }: { children: ReactNode }) {
  return <ul className="divide-y text-sm">{children}</ul>;
}

function Row({ children }: { children: ReactNode }) {
  return <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">{children}</li>;
}

/** The account under the address, with a link to it. */
function AccountSection({ view }: { view: LookupView }) {
  const a = view.account;
  return (
    <Section
      title={copy.sections.account}
      link={
        a ? (
          <Link to={`/admin/customers/${a.id}`} className={`text-sm ${linkClass}`}>
            {copy.account.open}
          </Link>
        ) : null
      }
    >
      {a ? (
        <Facts
          items={[
            [copy.account.name, a.name],
            [copy.account.created, <DateTime key="c" iso={a.createdAt} />],
            [copy.account.confirmed, a.emailConfirmed ? copy.account.yes : copy.account.no],
            [copy.account.twoFactor, a.twoFactorEnabled ? copy.account.yes : copy.account.no],
            [copy.sections.sessions, String(view.sessions)],
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{copy.account.none}</p>
      )}
    </Section>
  );
}

/** The leads sent from the address. */
function LeadsSection({ view }: { view: LookupView }) {
  return (
    <Section title={copy.sections.leads} count={view.leads.length}>
      {view.leads.length ? (
        <Rows>
          {view.leads.map((l) => (
            <Row key={l.id}>
              <DateTime iso={l.createdAt} />
              <Link to={`/admin/leads/${l.id}`} className={linkClass}>
                {formTypeLabels[l.type as FormType] ?? l.type}
              </Link>
              <span className="min-w-0 break-words">{l.name}</span>
              <Badge tone={leadTone[l.status as LeadStatus]}>{leadStatusLabels[l.status as LeadStatus]}</Badge>
            </Row>
          ))}
        </Rows>
      ) : (
        <None />
      )}
    </Section>
  );
}

/** The orders under the address. */
function OrdersSection({ view }: { view: LookupView }) {
  return (
    <Section title={copy.sections.orders} count={view.orders.length}>
      {view.orders.length ? (
        <Rows>
          {view.orders.map((o) => (
            <Row key={o.id}>
              <DateTime iso={o.createdAt} />
              <Link to={`/admin/orders/${o.id}`} className={`font-mono ${linkClass}`}>
                {shortId(o.id)}
              </Link>
              <span className="min-w-0 break-words">{o.items.join(", ")}</span>
              <span className="tabular-nums">{formatCents(o.amountTotal)}</span>
              <Badge tone={orderTone[o.status as OrderStatus]}>{orderStatusLabel(o.status as OrderStatus, 0)}</Badge>
            </Row>
          ))}
        </Rows>
      ) : (
        <None />
      )}
    </Section>
  );
}

/** The calls booked under the address. */
function BookingsSection({ view }: { view: LookupView }) {
  return (
    <Section
      title={copy.sections.bookings}
      count={view.bookings.length}
      link={
        view.bookings.length ? (
          <Link to="/admin/bookings" className={`text-sm ${linkClass}`}>
            {copy.openBookings}
          </Link>
        ) : null
      }
    >
      {view.bookings.length ? (
        <Rows>
          {view.bookings.map((b) => (
            <Row key={b.id}>
              <DateTime iso={b.start} />
              <span>{bookingKindLabels[b.kind as keyof typeof bookingKindLabels] ?? b.kind}</span>
              <Badge tone={b.upcoming ? "info" : "neutral"}>{bookingStatusLabel(b.status as BookingStatus, 0)}</Badge>
            </Row>
          ))}
        </Rows>
      ) : (
        <None />
      )}
    </Section>
  );
}

/** The partner account under the address, and the referrals that name it as the referred person. */
function AffiliateSection({ view }: { view: LookupView }) {
  return (
    <Section
      title={copy.sections.affiliate}
      link={
        view.affiliate ? (
          <Link to={`/admin/affiliates/${view.affiliate.id}`} className={`text-sm ${linkClass}`}>
            {copy.affiliate.open}
          </Link>
        ) : null
      }
    >
      {view.affiliate ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-mono">{view.affiliate.code}</span>
          <Badge tone={view.affiliate.status === "active" ? "good" : "warn"}>{view.affiliate.status}</Badge>
          <span className="text-muted-foreground">{copy.affiliate.referrals(view.affiliate.referrals)}</span>
        </p>
      ) : (
        <None />
      )}
      {view.referredBy ? (
        <p className="text-sm text-muted-foreground">
          {copy.referred(view.referredBy)}{" "}
          <Link to="/admin/referrals" className={linkClass}>
            {copy.openReferrals}
          </Link>
        </p>
      ) : null}
    </Section>
  );
}

/** Whether the demo's business details and chat preferences are saved. */
function DemoSection({ view }: { view: LookupView }) {
  return (
    <Section title={copy.sections.demo}>
      <Facts
        items={[
          [copy.demo.businessDetails, view.businessDetails ? copy.demo.saved : copy.demo.notSaved],
          [copy.demo.chatPreferences, view.chatPreferences ? copy.demo.saved : copy.demo.notSaved],
        ]}
      />
    </Section>
  );
}

/** The files kept under the address. */
function FilesSection({ view }: { view: LookupView }) {
  return (
    <Section title={copy.sections.files} count={view.files.length}>
      {view.files.length ? (
        <Rows>
          {view.files.map((f, i) => (
            <Row key={`${f.name}-${i}`}>
              <DateTime iso={f.uploadedAt} />
              <span className="min-w-0 break-all">{f.name}</span>
              <span className="text-muted-foreground tabular-nums">{copy.bytes(f.size)}</span>
            </Row>
          ))}
        </Rows>
      ) : (
        <None />
      )}
    </Section>
  );
}

/** Everything kept under the address, one section per kind of record. */
function Records({ view }: { view: LookupView }) {
  return (
    <div className="space-y-6">
      <AccountSection view={view} />
      <LeadsSection view={view} />
      <OrdersSection view={view} />
      <BookingsSection view={view} />
      <AffiliateSection view={view} />
      <DemoSection view={view} />
      <FilesSection view={view} />
    </div>
  );
}

function History({ view }: { view: LookupView }) {
  if (!view.history.length) return null;
  return (
    <div className="mt-6">
      <Section title={copy.sections.history}>
        <Rows>
          {view.history.map((h, i) => (
            <Row key={i}>
              <DateTime iso={h.at} />
              <span className="font-medium">{copy.historyLabels[h.action] ?? h.action}</span>
              <span className="text-muted-foreground">{copy.historyBy(h.adminEmail)}</span>
            </Row>
          ))}
        </Rows>
      </Section>
    </div>
  );
}

function eraseParts(view: LookupView) {
  const p = copy.confirm.parts;
  const parts: string[] = [];
  if (view.leads.length) parts.push(p.leads(view.leads.length));
  if (view.orders.length) parts.push(p.orders(view.orders.length));
  if (view.bookings.length) parts.push(p.bookings(view.bookings.length));
  if (view.referredBy) parts.push(p.referred(view.referredBy));
  if (view.account) parts.push(p.account);
  if (view.affiliate) parts.push(p.affiliate);
  return parts;
}

function Actions({ view, confirming, busy }: { view: LookupView; confirming: boolean; busy: boolean }) {
  const upcoming = view.bookings.filter((b) => b.upcoming).length;
  return (
    <Panel title={copy.actions.heading}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          {/* A native post (reloadDocument): the answer is a file the browser saves. */}
          <Form method="post" action="/admin/data-requests/export" reloadDocument>
            <input type="hidden" name="email" value={view.email} />
            <Button type="submit" variant="outline">
              <Download aria-hidden="true" />
              {copy.actions.export}
            </Button>
          </Form>
          <p className="text-sm text-muted-foreground">{copy.actions.exportHint}</p>
        </div>
        <div className="space-y-2">
          {view.isAdmin ? (
            <p className="text-sm text-muted-foreground">{copy.adminRefused}</p>
          ) : confirming ? null : (
            <>
              <Form method="post" state={stay} preventScrollReset>
                <input type="hidden" name="email" value={view.email} />
                <Button
                  type="submit"
                  name="intent"
                  value="review-erase"
                  variant="outline"
                  className="text-destructive"
                  disabled={busy}
                >
                  <Trash2 aria-hidden="true" />
                  {copy.actions.erase}
                </Button>
              </Form>
              <p className="text-sm text-muted-foreground">{copy.actions.eraseHint}</p>
            </>
          )}
        </div>
      </div>
      {confirming ? (
        <div
          className="mt-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          role="group"
          aria-labelledby="confirm-erase"
        >
          <p id="confirm-erase" className="font-medium">
            {copy.confirm.question(view.email)}
          </p>
          <p className="mt-1 text-muted-foreground">{copy.confirm.what(eraseParts(view))}</p>
          {upcoming ? <p className="mt-1 text-muted-foreground">{copy.confirm.upcoming(upcoming)}</p> : null}
          <p className="mt-1 font-medium">{copy.confirm.cannotUndo}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Form method="post" state={stay} preventScrollReset>
              <input type="hidden" name="email" value={view.email} />
              <Button type="submit" name="intent" value="erase" size="sm" variant="destructive" disabled={busy}>
                {copy.confirm.yes}
              </Button>
            </Form>
            <Form method="post" state={stay} preventScrollReset>
              <input type="hidden" name="email" value={view.email} />
              <Button type="submit" name="intent" value="find" size="sm" variant="outline" disabled={busy}>
                {copy.confirm.no}
              </Button>
            </Form>
          </div>
        </div>
      ) : null}
    </Panel>
  );
}

/** /admin/data-requests: find an address, review what is kept under it, erase it. */
export function DataRequestsPage({ actionData }: { actionData?: unknown }) {
  const result = actionData as DataRequestActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const view = result?.view;
  return (
    <div className="space-y-5">
      <PageHeader title={copy.title} description={copy.description} />
      <Panel>
        <p className="mb-4 max-w-3xl text-sm text-muted-foreground">{copy.intro}</p>
        <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
          <div className="min-w-0 flex-1 basis-64 space-y-1">
            <Label htmlFor="data-request-email" tone="subtle">
              {copy.emailLabel}
            </Label>
            <Input
              id="data-request-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              maxLength={254}
              defaultValue={result?.email ?? ""}
              key={result?.email ?? ""}
              {...fieldAria("data-request-email", { error: result?.fieldError })}
              height="row"
            />
          </div>
          <Button type="submit" name="intent" value="find" disabled={busy}>
            <Search aria-hidden="true" />
            {copy.find}
          </Button>
        </Form>
        <ErrorList id="data-request-email" errors={result?.fieldError} announce className="mt-2" />
      </Panel>

      {result?.message && !result.fieldError ? (
        <ActionNotice result={{ ok: result.ok, message: result.message }} />
      ) : null}

      {view ? (
        <>
          <Panel title={copy.foundHeading(view.email)}>
            {view.empty ? <Empty>{copy.nothingFound(view.email)}</Empty> : <Records view={view} />}
            <History view={view} />
          </Panel>
          {view.empty ? null : <Actions view={view} confirming={!!result?.confirming} busy={busy} />}
        </>
      ) : null}
    </div>
  );
}
