import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, formSubmissions, orders } from "#db/schema";
import { startAdminTestKit, type AdminTestKit } from "#tests/support/admin-kit";
import AdminLead, { loader as leadLoader } from "~/routes/_admin/lead";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { parseCsv } from "~/lib/csv";
import { longDay, timeRange } from "./bookings.server";
import { leadCsvHeader, leadFilterOptions, leadFiltersFrom, leadsCsv, listLeads } from "./lead-inbox.server";
import { orderCsvHeader, orderFilterOptions, orderFiltersFrom, ordersCsv, listOrders } from "./orders.server";

/**
 * Issue 43 item 3: "The leads CSV's utm_* columns were blank for a visitor who arrived from a
 * campaign and sent the form from another page; the first touch is not in the CSV or the CRM
 * payload; the inbox cannot filter by source or campaign; a lead whose call was moved still shows
 * the old time."
 */

let kit: AdminTestKit;
const ids: Record<string, string> = {};
const ASKED = new Date("2030-05-06T15:00:00Z");
const MOVED = new Date("2030-05-08T17:30:00Z");

const campaignTouch = {
  landing: "/",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "spring-launch",
  utmContent: "hero",
};

beforeAll(async () => {
  kit = await startAdminTestKit();
  const lead = async (key: string, values: Partial<typeof formSubmissions.$inferInsert>, at: string) => {
    const [row] = await kit.db
      .insert(formSubmissions)
      .values({
        formType: "contact",
        data: { name: key, email: `${key}@example.com` },
        email: `${key}@example.com`,
        createdAt: new Date(at),
        ...values,
      })
      .returning();
    ids[key] = row!.id;
  };
  // Arrived from the newsletter on /, sent the form on /contact (no UTM parameters there).
  await lead("cam", { page: "/contact", firstTouch: campaignTouch }, "2030-05-01T10:00:00Z");
  // Came through a partner's link from the partner's blog; booked a free call, moved since.
  await lead(
    "pat",
    {
      formType: "strategy_call",
      data: { name: "Pat Partner", email: "pat@example.com", slotStart: ASKED.toISOString(), timeZone: "UTC" },
      page: "/solutions/voice-agents",
      firstTouch: { landing: "/", referrerHost: "partner.example", ref: "ANN123" },
      affiliateCode: "ANN123",
    },
    "2030-05-01T11:00:00Z",
  );
  // Typed the address: a first touch with no source.
  await lead("dee", { page: "/contact", firstTouch: { landing: "/pricing" } }, "2030-05-01T12:00:00Z");
  // Without JavaScript: no first touch, the page's own UTM parameters stand in.
  await lead(
    "nos",
    { page: "/contact?utm_source=flyer&utm_campaign=fair", utm: { utm_source: "flyer", utm_campaign: "fair" } },
    "2030-05-01T13:00:00Z",
  );
  await kit.db.insert(bookings).values({
    kind: "strategy_call",
    leadId: ids.pat,
    slotStart: MOVED,
    slotEnd: new Date(MOVED.getTime() + 30 * 60_000),
    blocksUntil: new Date(MOVED.getTime() + 45 * 60_000),
    timeZone: "UTC",
    status: "booked",
    sequence: 1,
    version: 2,
    email: "pat@example.com",
  });
  const selection = { priceId: "main-offer", upsellPriceIds: [] };
  const [bought] = await kit.db
    .insert(orders)
    .values({
      status: "paid",
      amountTotal: 24_700,
      paidAt: new Date("2030-05-02T10:00:00Z"),
      selection,
      email: "cam@example.com",
      firstTouch: campaignTouch,
    })
    .returning();
  ids.order = bought!.id;
  const [referred] = await kit.db
    .insert(orders)
    .values({
      status: "paid",
      amountTotal: 25_000,
      paidAt: new Date("2030-05-02T11:00:00Z"),
      selection,
      refCode: "ANN123",
      firstTouch: { landing: "/", referrerHost: "partner.example", ref: "ANN123" },
    })
    .returning();
  ids.referred = referred!.id;
  await kit.db
    .insert(orders)
    .values({ status: "paid", amountTotal: 1_440, paidAt: new Date("2030-05-02T12:00:00Z"), selection });
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

async function csvRows(stream: ReadableStream<Uint8Array>, header: string[]) {
  const [head, ...rows] = parseCsv(await new Response(stream).text());
  expect(head).toEqual(header);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

describe("the leads' first touch", () => {
  it("fills the CSV's utm_* columns from the first touch, whatever page the form was on, with source, landing page, referrer and partner", async () => {
    const rows = await csvRows(leadsCsv(kit.db, {}), leadCsvHeader);
    const of = (name: string) => rows.find((r) => r.name === name || r.email === `${name}@example.com`)!;
    expect(of("cam")).toMatchObject({
      page: "/contact",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring-launch",
      utm_term: "",
      utm_content: "hero",
      source: "newsletter",
      landing_page: "/",
      referrer_host: "",
      partner: "",
    });
    expect(of("pat")).toMatchObject({
      utm_source: "",
      source: "partner.example",
      landing_page: "/",
      referrer_host: "partner.example",
      partner: "ANN123",
      affiliate_code: "ANN123",
      // The call as it stands now, not the time first asked for.
      call_start: MOVED.toISOString(),
      call_status: "Rescheduled",
    });
    expect(of("dee")).toMatchObject({ source: "Direct", landing_page: "/pricing", utm_source: "", call_start: "" });
    expect(of("nos")).toMatchObject({ utm_source: "flyer", utm_campaign: "fair", source: "flyer", landing_page: "" });
  });

  it("the inbox filters by source, campaign and partner, and offers the leads' own values", async () => {
    const names = async (qs: string) =>
      (await listLeads(kit.db, leadFiltersFrom(new URLSearchParams(qs)), {})).items.map((l) => l.name).sort();
    expect(await names("source=newsletter")).toEqual(["cam"]);
    expect(await names("campaign=spring-launch")).toEqual(["cam"]);
    expect(await names("partner=ANN123")).toEqual(["Pat Partner"]);
    expect(await names("source=Direct")).toEqual(["dee"]);
    expect(await names("source=flyer&campaign=fair")).toEqual(["nos"]);
    expect(await names("campaign=(none)")).toEqual(["Pat Partner", "dee"]);
    expect(await names("source=nowhere")).toEqual([]);
    expect(await leadFilterOptions(kit.db)).toEqual({
      source: ["Direct", "flyer", "newsletter", "partner.example"],
      campaign: ["", "fair", "spring-launch"],
      partner: ["", "ANN123"],
    });
    const list = (await listLeads(kit.db, {}, {})).items;
    expect(list.find((l) => l.name === "cam")).toMatchObject({
      source: "newsletter",
      campaign: "spring-launch",
      call: null,
    });
    expect(list.find((l) => l.name === "Pat Partner")).toMatchObject({
      source: "partner.example",
      call: { startIso: MOVED.toISOString(), label: "Rescheduled" },
    });
  });

  it("the lead's page shows its call's current time, and the time first asked for", async () => {
    const data = await leadLoader({
      request: kit.request("admin", `/admin/leads/${ids.pat}`),
      context: kit.context(),
      params: { id: ids.pat },
    } as never);
    const Stub = createRoutesStub([
      { id: "lead", path: "/admin/leads/:id", Component: AdminLead as never, loader: () => data },
    ]);
    const html = renderToString(
      createElement(Stub, {
        initialEntries: [`/admin/leads/${ids.pat}`],
        hydrationData: { loaderData: { lead: data } },
      }),
    );
    const zone = (await loadSchedule(kit.db)).availability.timeZone;
    const now = `${longDay(MOVED, zone)}, ${timeRange(MOVED, new Date(MOVED.getTime() + 30 * 60_000), zone)}`;
    const text = html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
    expect(text).toContain(`Call time${now} (Rescheduled; first asked for 2030-05-06 15:00 UTC)`);
  });
});

describe("the orders' first touch", () => {
  it("is in the orders CSV, and the orders list filters by it", async () => {
    const rows = await csvRows(ordersCsv(kit.db, {}), orderCsvHeader);
    expect(rows.find((r) => r.order_id === ids.order)).toMatchObject({
      utm_source: "newsletter",
      utm_campaign: "spring-launch",
      source: "newsletter",
      landing_page: "/",
      partner: "",
    });
    expect(rows.find((r) => r.order_id === ids.referred)).toMatchObject({
      source: "partner.example",
      referrer_host: "partner.example",
      partner: "ANN123",
    });
    const found = async (qs: string) =>
      (await listOrders(kit.db, orderFiltersFrom(new URLSearchParams(qs)), {})).items.map((o) => o.id);
    expect(await found("campaign=spring-launch")).toEqual([ids.order]);
    expect(await found("partner=ANN123")).toEqual([ids.referred]);
    expect(await found("source=(none)")).toHaveLength(1);
    expect((await orderFilterOptions(kit.db)).source).toEqual(["", "newsletter", "partner.example"]);
  });
});
