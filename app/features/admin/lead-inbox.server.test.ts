import { canMoveLead } from "./lead-workflow";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions, orders, type FormType, type LeadStatus } from "#db/schema";
import { loader as exportLoader } from "~/routes/_admin/leads-export";
import { parseCsv } from "~/lib/csv";
import {
  countLeads,
  historyFor,
  leadCsvHeader,
  leadDetail,
  leadFiltersFrom,
  leadsCsv,
  listLeads,
  updateLeadStatus,
} from "./lead-inbox.server";
import { startAdminTestKit, type AdminTestKit } from "#tests/support/admin-kit";

let kit: AdminTestKit;
const at = (iso: string) => new Date(iso);

async function addLead(
  formType: FormType,
  data: Record<string, unknown>,
  createdAt: string,
  extra: { status?: LeadStatus; utm?: Record<string, string>; page?: string } = {},
) {
  const [row] = await kit.db
    .insert(formSubmissions)
    .values({
      formType,
      data,
      email: typeof data.email === "string" ? data.email.toLowerCase() : null,
      createdAt: at(createdAt),
      status: extra.status ?? "new",
      utm: extra.utm ?? null,
      page: extra.page ?? null,
      affiliateCode: "PARTNER1",
    })
    .returning();
  return row.id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  kit = await startAdminTestKit();
  ids.ada = await addLead(
    "demo_request",
    { name: "Ada Lovelace", email: "ada@engines.example", phone: "+1 555", company: "Analytical Engines" },
    "2025-03-01T09:00:00Z",
  );
  ids.bob = await addLead(
    "pilot_program",
    { name: "Bob Stone", email: "bob@quarry.example", company: "Stone & Sons, Ltd.", useCase: "Route calls" },
    "2025-03-02T10:00:00Z",
    {
      status: "contacted",
    },
  );
  ids.eve = await addLead(
    "contact",
    // Formula injection, quotes, commas and line breaks in one lead.
    {
      name: '=HYPERLINK("http://evil.example","click")',
      email: "eve@evil.example",
      company: "+SUM(A1:A9)",
      message: 'He said "hi",\nthen left.\r\nBye',
    },
    "2025-03-03T23:59:59Z",
    { utm: { utm_source: "-newsletter", utm_campaign: "@spring" }, page: "/contact?utm_source=-newsletter" },
  );
  ids.dan = await addLead(
    "contact",
    { name: "Dan 100%_sure", email: "dan@example.com", company: "Percent" },
    "2025-03-04T00:00:00Z",
    { status: "won" },
  );
  // Enough leads for several pages.
  for (let i = 0; i < 30; i++)
    await addLead(
      "question",
      { email: `q${i}@example.com`, question: `Q${i}` },
      `2025-02-01T00:${String(i).padStart(2, "0")}:00Z`,
    );
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

const names = (rows: { name: string | null; email: string | null }[]) => rows.map((r) => r.name ?? r.email);

describe("leads inbox filters", () => {
  it("reads filters from the query string and drops malformed ones", () => {
    expect(
      leadFiltersFrom(new URLSearchParams("type=contact&status=won&from=2025-03-01&to=2025-03-31&q=%20ada%20")),
    ).toEqual({
      type: "contact",
      status: "won",
      from: "2025-03-01",
      to: "2025-03-31",
      q: "ada",
    });
    expect(leadFiltersFrom(new URLSearchParams("type=nope&status=maybe&from=2025-02-30&to=yesterday&q="))).toEqual({});
  });

  it("filters by form type, status, date range (whole UTC days) and search, newest first", async () => {
    const list = async (qs: string) =>
      (await listLeads(kit.db, leadFiltersFrom(new URLSearchParams(qs)), {}, 100)).items;
    expect(names(await list("type=contact"))).toEqual(["Dan 100%_sure", '=HYPERLINK("http://evil.example","click")']);
    expect(names(await list("status=contacted"))).toEqual(["Bob Stone"]);
    expect(names(await list("from=2025-03-02&to=2025-03-03"))).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      "Bob Stone",
    ]);
    expect(names(await list("from=2025-03-04"))).toEqual(["Dan 100%_sure"]);
    expect(names(await list("q=ENGINES"))).toEqual(["Ada Lovelace"]); // company and email, any case
    expect(names(await list("q=stone %26 sons"))).toEqual(["Bob Stone"]);
    expect(names(await list("q=100%25_"))).toEqual(["Dan 100%_sure"]); // % and _ match literally
    expect(names(await list("q=0%25"))).toEqual(["Dan 100%_sure"]);
    expect(await list("q=%25")).toHaveLength(1);
    expect(await countLeads(kit.db, { type: "question" })).toBe(30);
    expect(await countLeads(kit.db, {})).toBe(34);
  });

  it("pages with cursors: forward, back, and stable when new leads arrive", async () => {
    const first = await listLeads(kit.db, { type: "question" }, {}, 12);
    expect(first.items).toHaveLength(12);
    expect(first.prev).toBeNull();
    expect(first.items[0].email).toBe("q29@example.com");
    const second = await listLeads(kit.db, { type: "question" }, { after: first.next! }, 12);
    expect(second.items.map((r) => r.email)).toEqual(Array.from({ length: 12 }, (_, i) => `q${17 - i}@example.com`));
    await addLead("question", { email: "late@example.com" }, "2025-02-01T00:59:00Z");
    const third = await listLeads(kit.db, { type: "question" }, { after: second.next! }, 12);
    expect(third.items.map((r) => r.email)).toEqual(Array.from({ length: 6 }, (_, i) => `q${5 - i}@example.com`));
    expect(third.next).toBeNull();
    const back = await listLeads(kit.db, { type: "question" }, { before: third.prev! }, 12);
    expect(back.items.map((r) => r.email)).toEqual(second.items.map((r) => r.email));
    const back2 = await listLeads(kit.db, { type: "question" }, { before: back.prev! }, 12);
    expect(back2.items.map((r) => r.email)).toEqual(first.items.map((r) => r.email));
    // The lead that arrived meanwhile is one more step back (the "Newest" link goes straight there).
    const newest = await listLeads(kit.db, { type: "question" }, { before: back2.prev! }, 12);
    expect(newest.items.map((r) => r.email)).toEqual(["late@example.com"]);
    expect(newest.prev).toBeNull();
    expect(newest.next).toBe(newest.items[0].id);
  });
});

/** The CSV text; checks the UTF-8 byte-order mark (which Response.text() would drop) and removes it. */
async function readCsv(stream: ReadableStream<Uint8Array>) {
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
}

describe("CSV export", () => {
  it("streams every lead matching the filter with RFC 4180 quoting and formula cells escaped", async () => {
    const text = await readCsv(leadsCsv(kit.db, { type: "contact" }));
    expect(text.startsWith("id,created_at,form_type,")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(leadCsvHeader);
    expect(rows).toHaveLength(3);
    const col = (row: string[], name: string) => row[leadCsvHeader.indexOf(name)];
    const [dan, eve] = rows.slice(1);
    expect(col(dan, "name")).toBe("Dan 100%_sure");
    expect(col(eve, "id")).toBe(ids.eve);
    expect(col(eve, "created_at")).toBe("2025-03-03T23:59:59.000Z");
    expect(col(eve, "name")).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(col(eve, "company")).toBe("'+SUM(A1:A9)");
    expect(col(eve, "utm_source")).toBe("'-newsletter");
    expect(col(eve, "utm_campaign")).toBe("'@spring");
    expect(col(eve, "affiliate_code")).toBe("PARTNER1");
    expect(JSON.parse(col(eve, "data"))).toMatchObject({ message: 'He said "hi",\nthen left.\r\nBye' });
    // The raw text: the quoted name cell, doubled quotes, and the line breaks kept inside quotes.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).not.toMatch(/,=HYPERLINK/);
  });

  it("exports in batches without losing or repeating a row", async () => {
    const rows = parseCsv(await readCsv(leadsCsv(kit.db, { type: "question" }, 7)));
    const emails = rows.slice(1).map((r) => r[leadCsvHeader.indexOf("email")]);
    expect(emails).toHaveLength(31);
    expect(new Set(emails).size).toBe(31);
  });

  it("the export route answers a CSV download for the current filters", async () => {
    const res = (await exportLoader({
      request: kit.request("admin", "/admin/leads/export?status=contacted"),
      context: kit.context(),
      params: {},
    } as never)) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(await res.text());
    expect(rows.slice(1).map((r) => r[leadCsvHeader.indexOf("name")])).toEqual(["Bob Stone"]);
    expect(rows[1][leadCsvHeader.indexOf("company")]).toBe("Stone & Sons, Ltd.");
  });
});

describe("lead status workflow", () => {
  it("allows the workflow's next steps and reopening, nothing else", () => {
    expect(canMoveLead("new", "contacted")).toBe(true);
    expect(canMoveLead("contacted", "qualified")).toBe(true);
    expect(canMoveLead("qualified", "won")).toBe(true);
    expect(canMoveLead("qualified", "lost")).toBe(true);
    expect(canMoveLead("lost", "contacted")).toBe(true);
    expect(canMoveLead("won", "new")).toBe(false);
    expect(canMoveLead("qualified", "new")).toBe(false);
    // Forward skips (docs/decisions/040-admin.md): qualified on first contact, won without a qualifying step.
    expect(canMoveLead("new", "qualified")).toBe(true);
    expect(canMoveLead("contacted", "won")).toBe(true);
    expect(canMoveLead("new", "won")).toBe(false);
    expect(canMoveLead("lost", "won")).toBe(false);
  });

  it("moves a lead with a note, records who did it, and refuses a jump backwards", async () => {
    await updateLeadStatus(kit.services, kit.adminUser, ids.ada, { status: "contacted", note: "Left a voicemail" });
    await updateLeadStatus(kit.services, kit.adminUser, ids.ada, { status: "qualified" });
    await expect(updateLeadStatus(kit.services, kit.adminUser, ids.ada, { status: "new" })).rejects.toThrow(
      "cannot be marked new",
    );
    await expect(updateLeadStatus(kit.services, kit.adminUser, ids.ada, { status: "qualified" })).rejects.toThrow(
      "Write a note",
    );
    await updateLeadStatus(kit.services, kit.adminUser, ids.ada, { status: "qualified", note: "Budget confirmed" });
    const [row] = await kit.db.select().from(formSubmissions).where(eq(formSubmissions.id, ids.ada));
    expect(row).toMatchObject({ status: "qualified", statusNote: "Budget confirmed" });
    const history = await historyFor(kit.db, "lead", ids.ada);
    expect(history.map((h) => [h.action, h.details])).toEqual([
      ["lead.note", { from: "qualified", to: "qualified", note: "Budget confirmed" }],
      ["lead.status", { from: "contacted", to: "qualified" }],
      ["lead.status", { from: "new", to: "contacted", note: "Left a voicemail" }],
    ]);
    expect(history.every((h) => h.adminEmail === "owner@example.com")).toBe(true);
    const detail = await leadDetail(kit.db, ids.ada);
    expect(detail?.history).toHaveLength(3);
    expect(detail?.lead.data).toMatchObject({ phone: "+1 555" });
  });
});

describe("lead detail", () => {
  it("counts what it cuts short: purchases, later duplicates and history beyond the page's limits", async () => {
    const email = "ada@engines.example";
    const selection = { priceId: "main-offer", upsellPriceIds: [] };
    await kit.db.insert(orders).values([
      { email, status: "paid", amountTotal: 24_700, selection, createdAt: at("2025-03-05T00:00:00Z") },
      {
        email: "ADA@engines.example",
        status: "paid",
        amountTotal: 24_700,
        amountRefunded: 4_700,
        selection,
        createdAt: at("2025-03-06T00:00:00Z"),
      },
      {
        email,
        status: "refunded",
        amountTotal: 9_700,
        amountRefunded: 9_700,
        selection,
        createdAt: at("2025-03-07T00:00:00Z"),
      },
      // Not a purchase: never paid.
      { email, status: "pending", amountTotal: 1_000, selection, createdAt: at("2025-03-08T00:00:00Z") },
    ]);
    for (let i = 0; i < 3; i++)
      await kit.db.insert(formSubmissions).values({
        formType: "demo_request",
        data: { email },
        email,
        duplicateOf: ids.ada,
        createdAt: at(`2025-03-01T09:0${i + 1}:00Z`),
      });

    const full = (await leadDetail(kit.db, ids.ada))!;
    expect(full.purchases.map((p) => [p.status, p.amountRefunded])).toEqual([
      ["refunded", 9_700],
      ["paid", 4_700],
      ["paid", 0],
    ]);
    expect(full.purchasesTotal).toBe(3);
    expect(full.duplicateCount).toBe(3);
    expect(full.historyTotal).toBe(full.history.length);

    const capped = (await leadDetail(kit.db, ids.ada, { purchases: 2, history: 2 }))!;
    expect(capped.purchases).toHaveLength(2);
    expect(capped.purchasesTotal).toBe(3);
    expect(capped.history).toHaveLength(2);
    expect(capped.historyTotal).toBe(3);
    expect(capped.duplicateCount).toBe(3);
  });
});
