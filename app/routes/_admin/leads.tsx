import { Download } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import {
  adminCopy,
  adminPages,
  formTypeLabels,
  formTypeOptions,
  leadStatusLabels,
  leadStatusOptions,
} from "~/content/admin";
import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders } from "~/features/admin/actions.server";
import { countLeads, leadFilterOptions, leadFiltersFrom, listLeads } from "~/features/admin/lead-inbox.server";
import { FirstTouchFilterSelects } from "~/features/admin/first-touch-filter-selects";
import { adminMeta } from "~/features/admin/meta";
import { cursorFrom } from "~/lib/pagination";
import { leadTone } from "~/features/admin/status";
import { FilterActions, FilterInput, FilterSelect, ListPage } from "~/features/admin/list-page";
import { DateTime } from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { buttonVariants } from "~/components/ui/button";
import { getDb } from "#platform/context";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => adminMeta("leads", "/admin/leads");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const filters = leadFiltersFrom(params);
  const db = getDb(context);
  const [page, total, options] = await Promise.all([
    listLeads(db, filters, cursorFrom(params)),
    countLeads(db, filters),
    leadFilterOptions(db),
  ]);
  return { filters, page, total, options };
}

type LeadsData = Route.ComponentProps["loaderData"];

/** The list's filters: a plain GET form, so a filtered list is a link. */
function LeadFilters({ filters, options, filtered }: Pick<LeadsData, "filters" | "options"> & { filtered: boolean }) {
  return (
    <Form
      method="get"
      className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-4 md:grid-cols-6"
      aria-label="Filter leads"
    >
      <FilterInput
        id="f-q"
        name="q"
        label="Search"
        value={filters.q}
        placeholder="Name, email or company"
        className="col-span-2"
      />
      <FilterSelect
        id="f-type"
        name="type"
        label="Form"
        any="All forms"
        values={formTypeOptions}
        labels={formTypeLabels}
        value={filters.type}
      />
      <FilterSelect
        id="f-status"
        name="status"
        label="Status"
        any="Any status"
        values={leadStatusOptions}
        labels={leadStatusLabels}
        value={filters.status}
      />
      <FilterInput id="f-from" name="from" label="From (UTC)" type="date" value={filters.from} />
      <FilterInput id="f-to" name="to" label="To (UTC)" type="date" value={filters.to} />
      <FirstTouchFilterSelects idPrefix="f" options={options} filters={filters} />
      <FilterActions
        resetTo="/admin/leads"
        filtered={filtered}
        className="col-span-2 flex flex-wrap gap-2 md:col-span-6"
      />
    </Form>
  );
}

/** One lead of the list; on a phone its status, form, date and source fold under the name. */
function LeadRow({ lead }: { lead: LeadsData["page"]["items"][number] }) {
  return (
    <tr data-testid="lead-row">
      <Td className={wide}>
        <DateTime iso={lead.createdAt} />
      </Td>
      <Td className="sm:max-w-[16rem]">
        <Link to={`/admin/leads/${lead.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {lead.name || lead.email || "Anonymous"}
        </Link>
        {lead.name && lead.email ? (
          <span className="block text-xs break-all text-muted-foreground sm:truncate sm:break-normal">
            {lead.email}
          </span>
        ) : null}
        <MobileMeta>
          <Badge tone={leadTone[lead.status]}>{leadStatusLabels[lead.status]}</Badge>
          <span>{formTypeLabels[lead.formType] ?? lead.formType}</span>
          <DateTime iso={lead.createdAt} />
          {lead.source ? <span>{lead.source}</span> : null}
        </MobileMeta>
      </Td>
      <Td className={`${wide} whitespace-nowrap`}>
        {formTypeLabels[lead.formType] ?? lead.formType}
        {lead.duplicate ? (
          <Badge className="ml-1.5" tone="neutral">
            Duplicate
          </Badge>
        ) : null}
        {lead.call ? (
          <span className="block text-xs text-muted-foreground" data-testid="lead-call">
            {lead.call.label}: <DateTime iso={lead.call.startIso} />
          </span>
        ) : null}
      </Td>
      <Td className={wide}>{lead.company || <span className="text-muted-foreground">—</span>}</Td>
      <Td className={wide} data-testid="lead-source">
        {lead.source || <span className="text-muted-foreground">Not recorded</span>}
        {lead.campaign ? <span className="block text-xs text-muted-foreground">{lead.campaign}</span> : null}
      </Td>
      <Td className={wide}>
        <Badge tone={leadTone[lead.status]}>{leadStatusLabels[lead.status]}</Badge>
      </Td>
    </tr>
  );
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { filters, page, total, options } = loaderData;
  const { search } = useLocation();
  const exportParams = new URLSearchParams(search);
  exportParams.delete("after");
  exportParams.delete("before");
  const exportHref = `/admin/leads/export${exportParams.size ? `?${exportParams}` : ""}`;
  const filtered = Object.keys(filters).length > 0;
  return (
    <ListPage
      title={adminPages.leads.title}
      description={`${total} ${total === 1 ? "lead" : "leads"}${filtered ? " match these filters" : ""}, newest first.`}
      actions={
        <a href={exportHref} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" />
          {adminCopy.export}
        </a>
      }
      filters={<LeadFilters filters={filters} options={options} filtered={filtered} />}
      page={page}
      empty={adminCopy.empty.leads}
    >
      <Table label="Leads">
        <thead>
          <tr>
            <Th className={wide}>Received</Th>
            <Th>Who</Th>
            <Th className={wide}>Form</Th>
            <Th className={wide}>Company</Th>
            <Th className={wide}>Source</Th>
            <Th className={wide}>Status</Th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((lead) => (
            <LeadRow key={lead.id} lead={lead} />
          ))}
        </tbody>
      </Table>
    </ListPage>
  );
}
