import { describe, expect, it } from "vitest";
import { recommend, type FinderAnswers } from "./recommend";

const base: FinderAnswers = { industry: "Dental clinic", painPoint: [], channel: [], budget: "not-sure" };
const a = (over: Partial<FinderAnswers>) => ({ ...base, ...over });

describe("solution finder rules (spec §4)", () => {
  it("rule 1: phone channel → AI Voice Assistant plus CRM Integration", () => {
    expect(recommend(a({ painPoint: ["manual-work"], channel: ["phone"] })).headline).toBe(
      "AI Voice Assistant plus CRM Integration",
    );
  });
  it("rule 1: customer-service pain → AI Voice Assistant plus CRM Integration", () => {
    expect(recommend(a({ painPoint: ["customer-service"], channel: ["email"] })).headline).toBe(
      "AI Voice Assistant plus CRM Integration",
    );
  });
  it("rule 2: social channel → Instagram Automation plus SMS Marketing", () => {
    expect(recommend(a({ painPoint: ["high-costs"], channel: ["social"] })).headline).toBe(
      "Instagram Automation plus SMS Marketing",
    );
  });
  it("rule 2: engagement pain → Instagram Automation plus SMS Marketing", () => {
    expect(recommend(a({ painPoint: ["engagement"], channel: ["website"] })).headline).toBe(
      "Instagram Automation plus SMS Marketing",
    );
  });
  it("rule 3: missed-leads pain → AI Chatbot plus Lead Generation System", () => {
    expect(recommend(a({ painPoint: ["missed-leads"], channel: ["email"] })).headline).toBe(
      "AI Chatbot plus Lead Generation System",
    );
  });

  it("later rules override the headline", () => {
    // 1 and 2 → 2
    const r12 = recommend(a({ painPoint: ["customer-service"], channel: ["social"] }));
    expect(r12.matched).toEqual([1, 2]);
    expect(r12.headline).toBe("Instagram Automation plus SMS Marketing");
    // 1, 2 and 3 → 3
    const r123 = recommend(a({ painPoint: ["missed-leads", "engagement"], channel: ["phone"] }));
    expect(r123.matched).toEqual([1, 2, 3]);
    expect(r123.headline).toBe("AI Chatbot plus Lead Generation System");
    expect(r123.alsoConsider.map((s) => s.name)).toEqual([
      "Instagram Automation",
      "SMS Marketing",
      "AI Voice Assistant",
      "CRM Integration",
    ]);
    // 1 and 3 → 3
    expect(recommend(a({ painPoint: ["missed-leads"], channel: ["phone"] })).headline).toBe(
      "AI Chatbot plus Lead Generation System",
    );
  });

  it("falls back to workflow automation when no rule matches", () => {
    const r = recommend(a({ painPoint: ["manual-work"], channel: ["email"] }));
    expect(r.matched).toEqual([]);
    expect(r.headline).toBe("Workflow Automation plus CRM Integration");
  });

  it("produces a recommendation text naming the business and a budget note", () => {
    const r = recommend(a({ painPoint: ["missed-leads"], channel: ["phone"], budget: "1000-5000" }));
    expect(r.text).toBe("For your Dental clinic, we recommend AI Chatbot plus Lead Generation System.");
    expect(r.budgetNote).toContain("$1,000-$5,000");
    expect(r.primary.href).toBe("/solutions/ai-chatbots");
  });
});
