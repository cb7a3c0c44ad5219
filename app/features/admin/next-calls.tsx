import { Link } from "react-router";
import { MobileMeta, Table, Td, Th, wide } from "~/components/ui/table";
import { nextCallsCopy as copy } from "~/content/owner-notifications";
import type { NextCall } from "./next-calls.server";
import { Empty, Panel } from "~/components/console/ui";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** The overview's next booked calls, each linked to its row on the bookings page (issue 43). */
export function NextCalls({ calls }: { calls: NextCall[] }) {
  return (
    <Panel
      title={copy.heading}
      actions={
        <Link to="/admin/bookings" className={`text-sm ${linkClass}`}>
          {copy.all} →
        </Link>
      }
    >
      {calls.length === 0 ? (
        <Empty>{copy.empty}</Empty>
      ) : (
        <Table label={copy.heading}>
          <thead>
            <tr>
              <Th>{copy.columns.when}</Th>
              <Th className={wide}>{copy.columns.kind}</Th>
              <Th>{copy.columns.name}</Th>
              <Th className={wide}>{copy.columns.phone}</Th>
            </tr>
          </thead>
          <tbody>
            {calls.map((c) => (
              <tr key={c.id} data-testid="next-call">
                <Td>
                  <Link to={`/admin/bookings#booking-${c.id}`} className={linkClass}>
                    <span className="block whitespace-nowrap">{c.day}</span>
                    <time
                      dateTime={c.startIso}
                      className="block text-xs font-normal whitespace-nowrap text-muted-foreground tabular-nums"
                    >
                      {c.time}
                    </time>
                  </Link>
                </Td>
                <Td className={wide}>{c.kind}</Td>
                <Td className="max-w-[14rem]">
                  <span className="block break-words">{c.name}</span>
                  <MobileMeta>
                    <span>{c.kind}</span>
                    {c.phone ? <a href={`tel:${c.phone.replace(/[^\d+]/g, "")}`}>{c.phone}</a> : null}
                  </MobileMeta>
                </Td>
                <Td className={`${wide} whitespace-nowrap`}>
                  {c.phone ? (
                    <a href={`tel:${c.phone.replace(/[^\d+]/g, "")}`} className="underline-offset-4 hover:underline">
                      {c.phone}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">{copy.noPhone}</span>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
