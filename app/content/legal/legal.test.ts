import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { clampDescription, DESCRIPTION_LIMIT } from "~/lib/seo";
import { catalog } from "../catalog";
import { legalLinks } from "../navigation";
import { legalPages as legalPublicPages } from "../pages/legal";
import { publicPaths } from "../routes";
import { site } from "../site";
import { legalPages } from ".";
import { processors, privacyPage } from "./privacy";
import { refundPolicyPage } from "./refund-policy";
import { securityFacts, securityPage } from "./security";
import { formatUpdated } from "./shared";
import { termsPage } from "./terms";

const text = (page: (typeof legalPages)[number]) =>
  [
    page.intro,
    ...page.sections.flatMap((s) => [
      s.heading,
      ...(s.paragraphs ?? []),
      ...(s.after ?? []),
      ...(s.items ?? []).map((i) => (typeof i === "string" ? i : `${i.term}: ${i.text}`)),
    ]),
  ].join("\n");

describe("legal pages content", () => {
  it("has the five pages, in the footer's order", () => {
    expect(legalPages.map((p) => p.path)).toEqual(["/privacy", "/terms", "/refund-policy", "/security", "/accessibility"]);
    expect(legalLinks).toEqual(legalPages.map((p) => ({ label: p.label, href: p.path })));
    expect(legalPublicPages).toEqual(
      legalPages.map((p) => ({ path: p.path, title: p.title, section: "Legal", module: `routes/_marketing/company${p.path}.tsx` })),
    );
  });

  for (const page of legalPages) {
    describe(page.path, () => {
      it("has a title, a description that fits, an ISO updated date and sections", () => {
        expect(page.title.length).toBeGreaterThan(3);
        expect(page.description.length).toBeGreaterThan(40);
        expect(clampDescription(page.description)).toBe(page.description);
        expect(page.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
        expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(page.updated))).toBe(false);
        expect(formatUpdated(page.updated)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
        expect(page.sections.length).toBeGreaterThanOrEqual(3);
        for (const s of page.sections) {
          expect(s.heading, s.id).not.toBe("");
          expect((s.paragraphs?.length ?? 0) + (s.items?.length ?? 0), s.id).toBeGreaterThan(0);
        }
        expect(new Set(page.sections.map((s) => s.id)).size).toBe(page.sections.length);
      });

      it("takes the entity and contact from site.ts, and is prerendered", () => {
        expect(text(page)).toContain(site.contact.email);
        expect(text(page)).toMatch(new RegExp(`${site.legalName.replace(/[.,]/g, "\\$&")}`));
        expect(publicPaths).toContain(page.path);
      });

      it("has no placeholder copy", () => {
        expect(text(page)).not.toMatch(/lorem|ipsum|TODO|TBD|\[.*?\]/i);
      });
    });
  }

  it("content files import the entity and contact instead of typing them", () => {
    for (const file of ["privacy", "terms", "refund-policy", "security", "accessibility"]) {
      const src = readFileSync(fileURLToPath(new URL(`./${file}.ts`, import.meta.url)), "utf8");
      for (const fact of [site.legalName, site.contact.email, site.contact.phone, site.contact.city]) expect(src, file).not.toContain(fact);
    }
  });

  it("privacy lists every processor, says which are optional, and the queue's retention", () => {
    const body = text(privacyPage);
    for (const p of processors) expect(body).toContain(p.name);
    expect(processors.find((p) => p.name === "Stripe")?.optional).toBe(false);
    expect(body).toContain("Used only when the site is set up to use it.");
    expect(body).toMatch(/30 days after it completes/);
    expect(body).toMatch(/after 14 days/);
    expect(body).toMatch(/never reach our servers/);
  });

  it("terms state the plans' monthly fees after the first year from the catalog, Texas law and Austin", () => {
    const body = text(termsPage);
    expect(body).toContain("$2,000/month for Basic");
    expect(catalog["plan-basic"].monthlyAfterFirstYear).toBe(200_000);
    expect(body).toContain("State of Texas");
    expect(body).toContain(site.contact.city);
  });

  it("refund policy states the session's 24-hour rule and the ebook's 30 days", () => {
    const body = text(refundPolicyPage);
    expect(body).toMatch(/24 hours or more before the start: full refund/);
    expect(body).toMatch(/less than 24 hours before the start: no refund, but you can still move/);
    expect(body).toMatch(/We cancel the session: always a full refund/);
    expect(body).toMatch(/within 30 days/);
  });

  it("security's BAA sentence follows the owner's switch", () => {
    expect(text(securityPage).includes("Business Associate Agreement (BAA) is available on request")).toBe(securityFacts.baaAvailable);
  });
});
