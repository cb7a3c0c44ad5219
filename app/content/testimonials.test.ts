import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { caseStories } from "./case-stories";
import { claims } from "./claims";
import { ebookLetterQuotes, ebookTestimonials } from "./ebook";
import { present } from "./none-yet";
import { testimonials } from "./testimonials";

const appDir = path.resolve(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe("testimonials (issue 15: specific, and each shown once)", () => {
  it("a slot a page reads but the owner deleted fails where it is read (the prerendering build), naming it", () => {
    expect(() => (testimonials as Record<string, unknown>).homeHeroDeleted).toThrow(
      "app/content/business-stories.ts: testimonials.homeHeroDeleted is read by a page but is not there. Mark an unused quote noneYet instead of deleting it.",
    );
  });

  const all = [...present(Object.values(testimonials)), ...ebookTestimonials, ...ebookLetterQuotes];

  it("no two quotes are the same", () => {
    const quotes = all.map((t) => t.quote);
    expect(new Set(quotes).size).toBe(quotes.length);
  });

  it("each names a role, a kind of business and a result in figures", () => {
    for (const t of all) {
      expect(t.role.trim(), t.quote).not.toBe("");
      expect(t.company.trim(), t.quote).not.toBe("");
      expect(t.quote, `${t.name}: a result with a number`).toMatch(/\d/);
    }
  });

  it("each site testimonial is placed exactly once in the app's source", () => {
    const source = sourceFiles(appDir)
      .filter((f) => !f.endsWith(`${path.sep}content${path.sep}testimonials.ts`))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    // Handing out the whole list (or indexing into it) would make reuse invisible.
    expect(source).not.toMatch(/testimonials\s*\[/);
    expect(source).not.toMatch(/Object\.values\(testimonials\)/);
    for (const key of Object.keys(testimonials)) {
      const uses = source.match(new RegExp(`testimonials\\.${key}\\b`, "g")) ?? [];
      expect(uses.length, `testimonials.${key}`).toBe(1);
    }
    // The two ebook pages have readers of their own.
    expect(source.match(/ebookLetterQuotes\[\d\]/g) ?? []).toHaveLength(ebookLetterQuotes.length);
    expect(source).not.toMatch(/ebookTestimonials\[/);
  });
});

describe("case stories", () => {
  it("are three, each with a challenge, what was built and outcomes in the spec's figures", () => {
    expect(caseStories.items).toHaveLength(3);
    const specFigures = new Set(Object.values(claims).flatMap((c) => c.match(/\d[\d,.]*%?/g) ?? []));
    for (const s of caseStories.items) {
      expect(s.challenge.length).toBeGreaterThan(40);
      expect(s.built.length).toBeGreaterThan(40);
      expect(s.outcomes.length).toBeGreaterThan(0);
      for (const o of s.outcomes) {
        const figures = o.match(/\d[\d,.]*%?/g) ?? [];
        expect(figures.length, o).toBeGreaterThan(0);
        for (const f of figures) expect(specFigures, `${o}: ${f} is one of the spec's figures`).toContain(f);
      }
    }
  });

  it("are marked as samples until the owner replaces them", () => {
    for (const s of caseStories.items) expect(typeof s.sample).toBe("boolean");
    expect(caseStories.items.every((s) => s.sample)).toBe(true);
  });
});
