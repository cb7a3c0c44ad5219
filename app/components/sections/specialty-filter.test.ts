import { describe, expect, it } from "vitest";
import { specialties, specialtyCards, specialtySeoTitle } from "~/content/specialties";
import { filterSpecialties } from "./specialty-filter";

const titles = (q: string) => filterSpecialties(specialtyCards, q).map((c) => c.title);

describe("filterSpecialties", () => {
  it("returns every card for an empty or blank query", () => {
    expect(titles("")).toHaveLength(24);
    expect(titles("   ")).toHaveLength(24);
  });

  it("matches the title case-insensitively", () => {
    expect(titles("card")).toEqual(["Cardiology"]);
    expect(titles("CARD")).toEqual(["Cardiology"]);
    expect(titles("DeNtAl")).toEqual(["Dental Care"]);
    expect(titles("dental")).toEqual(["Dental Care"]);
  });

  it("matches words that appear only in the description", () => {
    expect(titles("infusion")).toEqual(["Oncology"]);
    expect(titles("Infusion")).toEqual(["Oncology"]);
  });

  it("returns nothing when no card matches", () => {
    expect(titles("zzzz-no-such-specialty")).toEqual([]);
  });
});

describe("specialty content", () => {
  it("has the spec's 24 card routes, each once", () => {
    expect(specialties.map((s) => s.path)).toEqual([
      "/primary-care", "/mental-health", "/cardiology", "/pediatrics", "/pharmaceuticals",
      "/industries/hospitals-health-systems", "/medical-research", "/emergency-services", "/diagnostic-imaging",
      "/telemedicine", "/dermatology", "/dental-care", "/elderly-care", "/rehabilitation", "/oncology", "/ob-gyn",
      "/radiology", "/public-health", "/chronic-disease", "/surgical-practices", "/health-insurance",
      "/home-healthcare", "/patient-support", "/nutrition-wellness",
    ]);
  });

  it("gives every page 3-4 workflows, a benefit, a distinct overview and a description that fits the 130 limit", () => {
    const overviews = new Set<string>();
    for (const s of specialties) {
      expect(s.workflows.length, s.slug).toBeGreaterThanOrEqual(3);
      expect(s.workflows.length, s.slug).toBeLessThanOrEqual(4);
      expect(s.benefits.length, s.slug).toBeGreaterThanOrEqual(1);
      expect(s.seoDescription.length, s.slug).toBeLessThanOrEqual(130);
      expect(specialtySeoTitle(s)).toContain(s.title);
      overviews.add(s.overview);
    }
    expect(overviews.size).toBe(24);
  });
});
