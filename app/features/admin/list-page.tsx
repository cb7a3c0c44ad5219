import { Field } from "~/components/forms/field";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { adminCopy } from "~/content/admin";
import { Empty, PageHeader, Pager } from "~/components/console/ui";
import type { Page } from "~/lib/pagination";

/**
 * The console's list screens (leads, orders, customers, affiliates, deliveries) share one frame:
 * the page's title and actions, its filters, whatever the list needs said above it, then the
 * table — or the empty note when nothing matches — and the pager under it.
 */
export function ListPage({
  title,
  description,
  actions,
  filters,
  above,
  page,
  empty,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title (an export link, a link to a related screen). */
  actions?: ReactNode;
  /** The filter form (its fields differ from list to list; `FilterActions` ends it). */
  filters?: ReactNode;
  /** Between the filters and the list (tabs, notices, a related table). */
  above?: ReactNode;
  page: Pick<Page<unknown>, "items" | "next" | "prev">;
  /** Said instead of the table when the page has no rows; null says nothing. */
  empty: ReactNode;
  /** The table of this page's rows. */
  children: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <PageHeader title={title} description={description}>
        {actions}
      </PageHeader>
      {filters}
      {above}
      {page.items.length > 0 ? children : empty === null ? null : <Empty>{empty}</Empty>}
      <Pager page={page} />
    </div>
  );
}

/** A filter form's buttons: apply, and a way back to the unfiltered list once a filter is set. */
export function FilterActions({
  resetTo,
  filtered,
  label = adminCopy.filters.apply,
  className = "flex items-end gap-2",
  buttonClassName,
}: {
  /** The list without filters. */
  resetTo: string;
  filtered: boolean;
  label?: string;
  className?: string;
  /** Extra classes on both buttons (e.g. the height of the fields beside them). */
  buttonClassName?: string;
}) {
  return (
    <div className={className}>
      <button type="submit" className={buttonVariants({ size: "sm", className: buttonClassName })}>
        {label}
      </button>
      {filtered ? (
        <Link to={resetTo} className={buttonVariants({ variant: "ghost", size: "sm", className: buttonClassName })}>
          {adminCopy.filters.reset}
        </Link>
      ) : null}
    </div>
  );
}

/** A filter's text, search or date field: empty means no filter. */
export function FilterInput({
  id,
  name,
  label,
  type = "search",
  value,
  placeholder,
  className,
}: {
  id: string;
  name: string;
  label: string;
  type?: "search" | "date";
  value: string | undefined;
  placeholder?: string;
  /** Classes of the field's box in the filter row (its width or grid span). */
  className?: string;
}) {
  return (
    <Field tone="subtle" label={label} id={id} className={className}>
      <Input id={id} name={name} type={type} defaultValue={value ?? ""} placeholder={placeholder} height="row" />
    </Field>
  );
}

/** A filter's select: its "any" choice first (empty value), then one option per value, labelled. */
export function FilterSelect<T extends string>({
  id,
  name,
  label,
  any,
  values,
  labels,
  value,
}: {
  id: string;
  name: string;
  label: string;
  /** The label of the empty choice (no filter). */
  any: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: string | undefined;
}) {
  return (
    <Field tone="subtle" label={label} id={id}>
      <Select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{any}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
