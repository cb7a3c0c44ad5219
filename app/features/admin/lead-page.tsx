import type { ReactNode } from "react";
import { RotateCcw } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { formTypeLabels, leadMoveLabel, leadStatusLabels, orderStatusLabel } from "~/content/admin";
import { leadMoves } from "./lead-workflow";
import { bookingsCopy } from "~/content/scheduling-console";
import { Button } from "~/components/ui/button";
import { FirstTouchPanel } from "~/features/analytics/first-touch-panel";
import { formatCents } from "~/lib/money";
import type { CrmState } from "./deliveries.server";
import { History } from "./history";
import type { loadLeadPage } from "./lead-inbox.server";
import { leadTone, orderTone } from "./status";
import { stay } from "./stay";
import {
  ActionNotice,
  BackLink,
  CappedNote,
  DateTime,
  Facts,
  PageHeader,
  Panel,
  shortId,
  TestBadge,
  type ActionResult,
} from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { Textarea } from "~/components/ui/textarea";

export type LeadPageData = NonNullable<Awaited<ReturnType<typeof loadLeadPage>>>;

const dataLabels: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  message: "Message",
  useCase: "Use case",
  challenges: "Challenges",
  question: "Question",
  businessName: "Business name",
  industry: "Industry",
  businessSize: "Business size",
  slotStart: "Call time",
  timeZone: "Their time zone",
};

const attempts = (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"}`;
const utmLabels: Record<string, string> = {
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  utm_term: "UTM term",
  utm_content: "UTM content",
};

const show = (v: unknown) =>
  typeof v === "string" ? v : v === null || v === undefined ? "" : JSON.stringify(v, null, 2);

function CrmDelivery({ crm }: { crm: CrmState }) {
  const navigation = useNavigation();
  switch (crm.state) {
    case "delivered":
      return (
        <p className="text-sm">
          <Badge tone="good">Delivered</Badge> <DateTime iso={crm.at} /> · {attempts(crm.attempts)}
        </p>
      );
    case "logged":
      return (
        <p className="text-sm">
          <Badge tone="neutral">Logged</Badge> No CRM webhook is configured (MAILING_LIST_WEBHOOK_URL), so the payload
          was written to the server log.
        </p>
      );
    case "queued":
    case "sending":
      return (
        <p className="text-sm">
          <Badge tone="info">{crm.state === "queued" ? "Queued" : "Sending"}</Badge> since <DateTime iso={crm.at} />
        </p>
      );
    case "retrying":
      return (
        <div className="space-y-1 text-sm">
          <p>
            <Badge tone="warn">Retrying</Badge> {crm.attempts} failed so far; next attempt{" "}
            <DateTime iso={crm.nextAttemptAt} />.
          </p>
          {crm.error ? <p className="font-mono text-xs break-words text-muted-foreground">{crm.error}</p> : null}
        </div>
      );
    case "dead":
    case "failed":
      return (
        <div className="space-y-2 text-sm">
          <p>
            <Badge tone="bad">{crm.state === "dead" ? "Dead-lettered" : "Failed"}</Badge> after {attempts(crm.attempts)}
            , <DateTime iso={crm.at} />.
          </p>
          {crm.error ? <p className="font-mono text-xs break-words text-muted-foreground">{crm.error}</p> : null}
          <Form method="post" state={stay} preventScrollReset>
            <input type="hidden" name="intent" value="retry-crm" />
            <input type="hidden" name="queue" value={crm.job.queue} />
            <input type="hidden" name="jobId" value={crm.job.id} />
            <Button type="submit" size="sm" variant="outline" disabled={navigation.state !== "idle"}>
              <RotateCcw aria-hidden="true" />
              Retry CRM sync
            </Button>
          </Form>
        </div>
      );
    case "duplicate":
      return (
        <p className="text-sm text-muted-foreground">
          Not sent: a duplicate of an earlier lead from the same email, which the CRM already has.
        </p>
      );
    case "not-synced":
      return <p className="text-sm text-muted-foreground">Not sent: this lead has no email address to subscribe.</p>;
    default:
      return (
        <p className="text-sm text-muted-foreground">No delivery record (records are cleaned up after 30 days).</p>
      );
  }
}

type Lead = LeadPageData["lead"];
type LeadCall = LeadPageData["calls"][number];

/** The call the form booked, at its time now, and the time first asked for when it has moved since. */
function CallTime({ call, asked }: { call: LeadCall; asked: string | null }) {
  const moved = asked && Date.parse(asked) !== Date.parse(call.startIso);
  return (
    <span data-testid="lead-call-time">
      <time dateTime={call.startIso}>
        {call.longDay}, {call.time}
      </time>{" "}
      ({call.label}
      {moved ? (
        <>
          ; first asked for <DateTime iso={asked} />
        </>
      ) : null}
      )
    </span>
  );
}

/** The form's fields as sent, labelled. */
function LeadSentPanel({ lead, call }: { lead: Lead; call: LeadCall | undefined }) {
  // The call's time is the booking's as it stands now: a call moved since the form was sent shows its new time.
  const asked = typeof lead.data.slotStart === "string" ? lead.data.slotStart : null;
  const fields = Object.entries(lead.data).map(([k, v]): [string, ReactNode] =>
    k === "slotStart" && call
      ? [dataLabels[k]!, <CallTime key="call" call={call} asked={asked} />]
      : [dataLabels[k] ?? k, show(v)],
  );
  return (
    <Panel title="What they sent">
      <Facts items={fields} />
    </Panel>
  );
}

/** The page, referrer, UTM tags, partner code and consent the lead came with. */
function LeadSourcePanel({ lead }: { lead: Lead }) {
  const utm = Object.keys(utmLabels).flatMap((k): [string, string][] =>
    lead.utm?.[k] ? [[utmLabels[k], lead.utm[k]]] : [],
  );
  return (
    <Panel title="Where it came from">
      <Facts
        items={[
          ["Email (normalised)", lead.email],
          ["Page", lead.page],
          ["Referrer", lead.referrer],
          ...utm,
          ["Affiliate code", lead.affiliateCode],
          ["Consent shown", lead.consentText],
          ["IP (keyed hash)", lead.ipHash ? `${lead.ipHash.slice(0, 16)}…` : null],
          [
            "Lead id",
            <code key="id" className="text-xs">
              {lead.id}
            </code>,
          ],
        ]}
      />
    </Panel>
  );
}

/** The paid orders under the lead's email, with a link to the rest when the list is capped. */
function LeadPurchases({
  lead,
  purchases,
  purchasesTotal,
}: {
  lead: Lead;
  purchases: LeadPageData["purchases"];
  purchasesTotal: number;
}) {
  return (
    <div>
      <ul className="space-y-1">
        {purchases.map((p) => (
          <li key={p.id}>
            <Link to={`/admin/orders/${p.id}`} className="text-primary underline-offset-4 hover:underline">
              Order {shortId(p.id)}
            </Link>{" "}
            {formatCents(p.amountTotal)}{" "}
            <Badge tone={orderTone[p.status]}>{orderStatusLabel(p.status, p.amountRefunded)}</Badge>
            {p.testMode ? <TestBadge className="ml-1" /> : null}
          </li>
        ))}
      </ul>
      <CappedNote
        shown={purchases.length}
        total={purchasesTotal}
        to={`/admin/orders?q=${encodeURIComponent(lead.email ?? "")}`}
        linkLabel="See every order under this email"
      />
    </div>
  );
}

function LeadAccountPanel({
  lead,
  account,
  duplicateCount,
  purchases,
  purchasesTotal,
}: Pick<LeadPageData, "lead" | "account" | "duplicateCount" | "purchases" | "purchasesTotal">) {
  return (
    <Panel title="Account and purchases">
      <Facts
        items={[
          [
            "Account",
            account ? (
              <Link
                key="a"
                to={`/admin/customers/${account.id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {account.name || account.email}
              </Link>
            ) : (
              "Not signed in"
            ),
          ],
          [
            "Duplicate of",
            lead.duplicateOf ? (
              <Link
                key="d"
                to={`/admin/leads/${lead.duplicateOf}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                Lead {shortId(lead.duplicateOf)}
              </Link>
            ) : null,
          ],
          [
            "Repeated",
            duplicateCount
              ? `${duplicateCount} later ${duplicateCount === 1 ? "submission" : "submissions"} within minutes`
              : null,
          ],
          [
            "Bought",
            purchases.length ? (
              <LeadPurchases key="p" lead={lead} purchases={purchases} purchasesTotal={purchasesTotal} />
            ) : (
              "No paid order under this email yet"
            ),
          ],
        ]}
      />
    </Panel>
  );
}

/** The lead's status, its note, and the moves the workflow allows from it. */
function LeadStatusPanel({ lead, actionData, busy }: { lead: Lead; actionData?: ActionResult; busy: boolean }) {
  return (
    <Panel title="Status">
      <p className="mb-3 text-sm">
        <Badge tone={leadTone[lead.status]}>{leadStatusLabels[lead.status]}</Badge>{" "}
        <span className="text-muted-foreground">
          since <DateTime iso={lead.updatedAt} />
        </span>
      </p>
      {lead.statusNote ? (
        <p className="mb-3 rounded-md bg-muted p-3 text-sm break-words whitespace-pre-wrap">{lead.statusNote}</p>
      ) : null}
      <Form method="post" state={stay} preventScrollReset className="space-y-3">
        <div className="space-y-1">
          <label htmlFor="lead-note" className="block text-sm font-medium">
            Note
          </label>
          <Textarea
            id="lead-note"
            name="note"
            rows={3}
            maxLength={2000}
            aria-describedby="lead-note-hint"
            key={lead.updatedAt}
          />
          <p id="lead-note-hint" className="text-xs text-muted-foreground">
            Saved with the status change (e.g. &ldquo;Called, wants a demo Tuesday&rdquo;).
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {leadMoves[lead.status].map((to) => (
            <Button
              key={to}
              type="submit"
              name="status"
              value={to}
              size="sm"
              variant={to === "lost" ? "outline" : "default"}
              disabled={busy}
            >
              {leadMoveLabel(lead.status, to)}
            </Button>
          ))}
          <Button type="submit" name="status" value={lead.status} size="sm" variant="ghost" disabled={busy}>
            Save note only
          </Button>
        </div>
        <ActionNotice result={actionData} />
      </Form>
    </Panel>
  );
}

/** The lead's booked calls, newest first, with a link to the bookings page. */
function LeadCallsPanel({ calls }: { calls: LeadCall[] }) {
  if (!calls.length) return null;
  return (
    <Panel title={bookingsCopy.leadPanel}>
      <ul className="space-y-3 text-sm" data-testid="lead-calls">
        {calls.map((c) => (
          <li key={c.id}>
            <p className="font-medium">
              <time dateTime={c.startIso}>
                {c.longDay}, {c.time}
              </time>
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <Badge tone={c.tone}>{c.label}</Badge>
              <span className="text-muted-foreground">{c.kind}</span>
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              {bookingsCopy.visitorTime(c.visitorTime)} ({c.visitorZone})
            </p>
          </li>
        ))}
      </ul>
      <Link
        to="/admin/bookings"
        className="mt-3 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {bookingsCopy.leadPanelLink} →
      </Link>
    </Panel>
  );
}

/** The owner's page for one lead: its fields, where it came from, its calls, purchases, CRM delivery and status. */
export function LeadPage({ loaderData, actionData }: { loaderData: LeadPageData; actionData?: ActionResult }) {
  const { lead, account, duplicateCount, purchases, purchasesTotal, history, historyTotal, crm, calls } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const name = show(lead.data.name) || lead.email || "Anonymous lead";
  return (
    <div className="space-y-5">
      <PageHeader
        title={name}
        description={
          <>
            {formTypeLabels[lead.formType] ?? lead.formType} · received <DateTime iso={lead.createdAt} />
          </>
        }
      >
        <BackLink to="/admin/leads">All leads</BackLink>
      </PageHeader>

      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-5">
          <LeadSentPanel lead={lead} call={calls[0]} />
          <LeadSourcePanel lead={lead} />
          <FirstTouchPanel touch={lead.firstTouch} />
          <Panel title="CRM delivery">
            <CrmDelivery crm={crm} />
          </Panel>
          <LeadAccountPanel
            lead={lead}
            account={account}
            duplicateCount={duplicateCount}
            purchases={purchases}
            purchasesTotal={purchasesTotal}
          />
        </div>

        <div className="order-first space-y-5 lg:order-none">
          <LeadStatusPanel lead={lead} actionData={actionData} busy={busy} />
          <LeadCallsPanel calls={calls} />
          <Panel title="History">
            <History entries={history} total={historyTotal} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
