import { describe, expect, it } from "vitest";
import { demoIndustries, demoIndustry } from "~/content/demo";
import { businessManagerPrompts } from "~/content/prompts/demo-manager";
import { fillBusinessManagerPrompt } from "./manager-prompt";
import {
  buildSystemPrompt,
  customizationFor,
  CUSTOM_PROMPT_MAX_CHARS,
  CUSTOMIZATION_MAX_CHARS,
  isIndustryDefaultPrompt,
  splitKeyServices,
} from "./prompts";
import { businessDetailsSchema, chatRequestSchema, DEMO_LIMITS, voiceSessionRequestSchema } from "./schemas";

/**
 * The demo's "System prompt" text area (spec §2, §4; docs/decisions/045 "Amended"): how the page
 * writes it, and the customization text it sends from it and the custom prompt.
 */

const details = {
  industry: "restaurants",
  businessName: "Luigi's Trattoria",
  businessSize: "11-50",
  targetAudience: "families and office lunch crowds",
  keyServices: splitKeyServices(" dine-in,  takeout , ,catering "),
};
const CUSTOM = "Always mention our Tuesday pasta night.";

/** The longest preferences the schema accepts (spec §5): 200-character fields, 2,000 of goals. */
const longestPrefs = (industry: string) => ({
  name: "N".repeat(DEMO_LIMITS.shortText),
  company: "C".repeat(DEMO_LIMITS.shortText),
  role: "R".repeat(DEMO_LIMITS.shortText),
  goals: "G".repeat(DEMO_LIMITS.longText),
  industry,
});

describe("the system prompt text area", () => {
  it("is rebuilt from business name, industry, size, audience and services", () => {
    expect(buildSystemPrompt(details)).toBe(
      [
        "You are the AI assistant for Luigi's Trattoria, a business in the restaurants industry.",
        "The business has 11-50 employees.",
        "Its customers are families and office lunch crowds.",
        "Key services: dine-in, takeout, catering.",
      ].join("\n"),
    );
    expect(buildSystemPrompt({ industry: "finance" })).toBe(
      "You are the AI assistant for a business in the finance industry.",
    );
  });

  it("fills every bracketed placeholder of the business-manager prompt", () => {
    const filled = fillBusinessManagerPrompt({
      name: "Ana",
      company: "Northwind Credit",
      industry: "finance",
      role: "COO",
      goals: "book more advisor meetings",
    });
    expect(filled).toContain("You are the AI business manager for Northwind Credit");
    expect(filled).toContain("Ana, who is the COO");
    expect(filled).toContain("book more advisor meetings");
    expect(filled).not.toMatch(/\[[A-Z][a-z]+\]/);
  });

  it("never shows the custom prompt's text again (issue 15: not the same text twice)", () => {
    for (const industry of demoIndustries) {
      // On load: the built line, and the custom prompt prefilled with the industry's default.
      const onLoad = buildSystemPrompt({ industry: industry.id });
      expect(onLoad).not.toContain(industry.defaultPrompt);
      expect(industry.defaultPrompt).not.toContain(onLoad);
      // With preferences: the business-manager prompt, not the default either.
      const manager = fillBusinessManagerPrompt({ name: "Ana", industry: industry.id });
      expect(manager).not.toContain(industry.defaultPrompt);
    }
    // After a rebuild the custom prompt stays in its own field only.
    expect(buildSystemPrompt(details)).not.toContain(CUSTOM);
  });
});

describe("the customization text the page sends", () => {
  it("is the text area, then the custom prompt once when the visitor wrote one", () => {
    const system = buildSystemPrompt(details);
    expect(customizationFor(system, CUSTOM)).toBe(`${system}\n\n${CUSTOM}`);
    // The prefill (any industry's default) adds nothing: the server has the industry's own.
    for (const industry of demoIndustries) {
      expect(isIndustryDefaultPrompt(industry.defaultPrompt)).toBe(true);
      expect(customizationFor(system, industry.defaultPrompt)).toBe(system);
    }
    // Already in the text area (the visitor pasted it there): not twice.
    expect(customizationFor(`${system}\n${CUSTOM}`, `  ${CUSTOM} `)).toBe(`${system}\n${CUSTOM}`);
    expect(customizationFor("", CUSTOM)).toBe(CUSTOM);
    expect(customizationFor("  ", "  ")).toBe("");
  });

  it("fits the cap: the longest business-manager prompt, filled, with the longest custom prompt", () => {
    expect(CUSTOMIZATION_MAX_CHARS).toBe(4000);
    expect(DEMO_LIMITS.customizationChars).toBe(CUSTOMIZATION_MAX_CHARS);
    expect(DEMO_LIMITS.customPromptChars).toBe(CUSTOM_PROMPT_MAX_CHARS);
    const custom = "k".repeat(CUSTOM_PROMPT_MAX_CHARS);
    for (const id of Object.keys(businessManagerPrompts)) {
      const manager = fillBusinessManagerPrompt(longestPrefs(id));
      // The filled template alone fits whole, so the server receives all of it.
      expect(manager.length).toBeLessThanOrEqual(CUSTOMIZATION_MAX_CHARS);
      expect(customizationFor(manager, "")).toBe(manager);
      expect(chatRequestSchema.safeParse({ prompt: "hi", customization: manager }).success).toBe(true);
      // With a full custom prompt too, the custom prompt is kept whole and the total still fits.
      const both = customizationFor(manager, custom);
      expect(both.length).toBeLessThanOrEqual(CUSTOMIZATION_MAX_CHARS);
      expect(both.endsWith(`\n\n${custom}`)).toBe(true);
      expect(voiceSessionRequestSchema.safeParse({ customization: both }).success).toBe(true);
    }
    // A typical case is far from the cap: the text area with preferences and a typed custom prompt.
    const typical = customizationFor(
      fillBusinessManagerPrompt({ name: "Ana", company: "Northwind", industry: "finance", role: "COO" }),
      CUSTOM,
    );
    expect(typical.length).toBeLessThan(1500);
    expect(typical.endsWith(`\n\n${CUSTOM}`)).toBe(true);
    expect(demoIndustry("finance").defaultPrompt.length).toBeLessThan(CUSTOM_PROMPT_MAX_CHARS);
  });

  it("the server refuses more than 4,000 characters with a 400 message, and a custom prompt over 1,000", () => {
    const long = chatRequestSchema.safeParse({ prompt: "hi", customization: "c".repeat(CUSTOMIZATION_MAX_CHARS + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("Your system prompt is too long: the limit is 4,000 characters.");
    expect(
      chatRequestSchema.safeParse({ prompt: "hi", customization: "c".repeat(CUSTOMIZATION_MAX_CHARS) }).success,
    ).toBe(true);
    const custom = (n: number) => businessDetailsSchema.safeParse({ industry: "finance", customPrompt: "c".repeat(n) });
    expect(custom(CUSTOM_PROMPT_MAX_CHARS).success).toBe(true);
    expect(custom(CUSTOM_PROMPT_MAX_CHARS + 1).error?.issues[0]?.message).toBe(
      "The custom prompt is too long: the limit is 1,000 characters.",
    );
  });
});
