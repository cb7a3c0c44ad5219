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
import type { leadFilterOptions, leadFiltersFrom, listLeads } from "./lead-inbox.server";
import { FirstTouchFilterSelects } from "./first-touch-filter-selects";
import { leadTone } from "./status";
import { FilterActions, FilterInput, FilterSelect, ListPage } from "./list-page";
import { DateTime } from "~/components/console/ui";
import { Badge } from "~/components/ui/badge";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { buttonVariants } from "~/components/ui/button";

/** What the leads route loads: the filters, one page of leads, how many match, and the filters' choices. */
export type LeadsPageData = {
  filters: ReturnType<typeof leadFiltersFrom>;
  page: Awaited<ReturnType<typeof listLeads>>;
  total: number;
  options: Awaited<ReturnType<typeof leadFilterOptions>>;
};

/** The list's filters: a plain GET form, so a filtered list is a link. */
function LeadFilters({
  filters,
  options,
  filtered,
}: Pick<LeadsPageData, "filters" | "options"> & { filtered: boolean }) {
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
function LeadRow({ lead }: { lead: LeadsPageData["page"]["items"][number] }) {
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

/** The leads list (issue 44): the route passes its data in. */
export function LeadsPage({ loaderData }: { loaderData: LeadsPageData }) {
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
