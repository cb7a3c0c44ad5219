import { describe, expect, it } from "vitest";
import { catalog } from "~/content/catalog";
import { demoIndustryIds } from "~/content/demo";
import { formatCents } from "~/lib/money";
import { afterOneTime, waysToBuy } from "~/content/catalog/ways-to-buy";
import { buildTimelines, nextStepsCopy } from "~/content/onboarding";
import { checkTurn, firstSentenceOf } from "#tests/assistant/checks";
import { devCases } from "#tests/assistant/dev/index";
import { runCase } from "#tests/assistant/run";
import { answer } from "./answer";
import { factById, knownPrices } from "./facts";
import { understand } from "./intents";
import { SAMPLE_NOTE, sampleProfiles } from "./roles";
import { splitParts } from "./text";
import { readCompany } from "./voxa";

/**
 * The offline demo assistant as a visitor meets it (issue 41, docs/decisions/099): whom they talk
 * to is explicit, a saved business's details win and what it did not save is never made up, an
 * urgent caller hears what to do first, a yes is given only when the site says so.
 */

const dental = {
  businessName: "Maple Family Dental",
  keyServices: ["Cleanings", "Teeth whitening", "Invisalign clear aligners"],
  hours: "Mon–Thu 8am–6pm, Fri 8am–2pm, closed weekends",
  prices: "Cleaning $110; Teeth whitening $350",
  payment: "Delta Dental, Cigna; cash and cards",
  policies: "Please give 24 hours' notice to cancel, or a $40 fee applies.",
  urgent: "After hours, call Dr. Patel's emergency line at (503) 555-0199.",
};
const caller = (
  prompt: string,
  business: Partial<typeof dental> | null = dental,
  history: { role: string; content: string }[] = [],
) => answer({ prompt, industry: "healthcare", role: "caller", business, history });
const buyer = (prompt: string, history: { role: string; content: string }[] = []) =>
  answer({ prompt, industry: "healthcare", role: "voxa", history });

describe("whom the visitor talks to", () => {
  it("a buyer on /demo (healthcare shown) asking the price hears our prices, not the sample clinic's billing desk", () => {
    const reply = buyer("How much does it cost?");
    expect(reply).toContain(`Entry offer: ${formatCents(catalog["main-offer"].amount)} one-time implementation`);
    expect(reply).not.toMatch(/insurance|sample details|appointment/i);
    expect(reply.endsWith("[See pricing](/pricing)")).toBe(true);
  });

  it("a buyer asking to book a demo is offered our team, not the clinic's slots", () => {
    expect(buyer("Can I book a demo with your team?")).toBe(
      "Happy to connect you with our team. Leave your name, email and phone right here in the chat and we'll call you within one business day to set up a free 30-minute strategy call, or reach us at hello@voxa-ai.com or +1 (512) 555-0142.\n\n[Leave my details](/forms/strategy-call#chat)",
    );
  });

  it("a customer's question asked of our assistant says what the agent would do, and how to try it as a caller", () => {
    expect(buyer("Can I book a check-up for next Tuesday morning?")).toBe(
      'Booking is the agent\'s everyday job: it books, moves and cancels appointments in your calendar 24/7 and confirms by text. To hear it answer you as a caller of a sample medical practice, switch to "Be a caller of a sample medical practice" above.\n\n[Try it as a caller](/demo#be-a-caller)',
    );
  });

  it("a clearly-about-Voxa question asked in role steps out of the role in one line, answers, and comes back", () => {
    const reply = caller("how much would an AI receptionist like you cost for my own office?");
    expect(reply).toMatch(/^Stepping out of the role for a moment: /);
    expect(reply).toContain(formatCents(catalog["main-offer"].amount));
    expect(reply).toContain("Now, back to being Maple Family Dental's front desk: how can I help you?");
  });
});

describe("in role, the saved details win", () => {
  it("saved hours answer a day the sample business would be open", () => {
    expect(caller("are you open saturday?")).toBe(
      "No, we're closed on Saturdays. Our hours are Mon–Thu 8am–6pm, Fri 8am–2pm, closed weekends.",
    );
  });

  it("a detail the visitor did not save is never filled from the sample: the receptionist takes a message", () => {
    const reply = caller("where are you located?");
    expect(reply).toBe(
      "I don't have our address on file, so I'll have the team confirm that rather than guess. Can I take your name and number?",
    );
    expect(reply).not.toContain(sampleProfiles.healthcare.address);
  });

  it("a saved service is recognised in the caller's own words, with what was saved about it", () => {
    expect(caller("do you do those clear braces?")).toBe(
      "Yes, we offer Invisalign clear aligners. Would you like me to book you a visit?",
    );
    expect(caller("how much is teeth whitening?")).toBe("Teeth whitening $350. Would you like me to book you a visit?");
    expect(caller("do you take aetna?")).toBe(
      "Aetna isn't on the list I have: we take Delta Dental, Cigna; cash and cards. I'll have the team confirm yours — can I take your name and number?",
    );
  });

  it("sample details appear only when nothing was saved, and are labelled", () => {
    const reply = caller("what are your hours?", null);
    expect(reply).toContain(sampleProfiles.healthcare.hours);
    expect(reply).toContain(SAMPLE_NOTE);
    expect(caller("what are your hours?")).not.toContain(SAMPLE_NOTE);
  });
});

describe("urgent callers first", () => {
  it("pain or swelling gets the practice's urgent instructions in the first sentence, and no sales link", () => {
    const reply = caller("my tooth is killing me and my face is swelling, can I come in?");
    expect(firstSentenceOf(reply)).toBe("After hours, call Dr. Patel's emergency line at (503) 555-0199.");
    expect(reply).not.toMatch(/\]\(|\$|Voxa/);
  });

  it("without saved instructions, emergency services come first", () => {
    expect(caller("I have chest pain", { businessName: "Clear Skin Dermatology" })).toMatch(
      /^If this is an emergency, call 911 right now\./,
    );
  });
});

describe("only true yes", () => {
  it("a system the site does not name is not listed, with the strategy call", () => {
    expect(buyer("does it integrate with Dentrix?")).toBe(
      "Dentrix isn't named on our site, so I can't promise it: we connect to the major CRMs and to most other systems through their APIs or webhooks, and we'll confirm Dentrix on a free strategy call.\n\n[Book a free strategy call](/forms/strategy-call)",
    );
    expect(buyer("Do you integrate with HubSpot?")).toMatch(/^Yes, HubSpot: /);
  });

  it("a language or a certification the site does not list is not promised", () => {
    expect(buyer("can it speak vietnamese?")).toMatch(
      /^Our site doesn't publish a list of languages, so I won't promise Vietnamese by name/,
    );
    expect(buyer("are you SOC 2 certified?")).toMatch(/^SOC 2 compliance isn't listed on our site, so I won't guess\./);
  });

  it("a fair objection gets an answer, not a dead end", () => {
    const reply = buyer("why wouldn't I just hire a receptionist?");
    expect(reply).toMatch(/^A receptionist covers office hours; the agent answers every call on the first ring, 24\/7/);
    expect(reply).not.toMatch(/can't help/i);
  });
});

describe("reading a message", () => {
  it("answers both halves of a two-part question", () => {
    const reply = buyer("how much is the CRM add-on and does it work with Salesforce?");
    expect(reply).toContain(`CRM integration is a one-time ${formatCents(catalog["addon-crm"].amount)} add-on`);
    expect(reply).toContain("Yes, Salesforce");
    expect(splitParts("how much is it and do you integrate with hubspot")).toEqual([
      "how much is it",
      "do you integrate with hubspot",
    ]);
  });

  it("a follow-up takes its subject from the question before", () => {
    const history = [
      { role: "user", content: "How much is the Advanced plan?" },
      { role: "assistant", content: factById("plan-advanced").text },
    ];
    expect(buyer("and monthly?", history)).toContain(
      `from the second year it's ${formatCents(catalog["plan-advanced"].monthlyAfterFirstYear)} a month`,
    );
  });

  it("never repeats the previous answer word for word for a new question", () => {
    const first = buyer("zxqv wplm");
    const second = buyer("qqq zzz", [
      { role: "user", content: "zxqv wplm" },
      { role: "assistant", content: first },
    ]);
    expect(second).not.toBe(first);
  });

  it('mends typos and reads a price written as a dollar amount (the old `\\b\\$` rule never matched "$247")', () => {
    expect(understand("how much dose the premum plan cost")).toBe("how much dose the premium plan cost");
    expect(readCompany("ok so $3,000 then?").aspect).toBe("price");
    expect(buyer("what do I get for $7,000?")).toContain("Professional (a one-time $7,000) includes");
  });
});

describe("facts the site gained (issue 41, round two)", () => {
  it("what recurs after a one-time purchase, the days to go live and sales tax are the content's own", () => {
    expect(buyer("what are the monthly running costs after I buy the $247 agent?")).toContain(afterOneTime);
    const live = buildTimelines["core-enterprise"]!;
    expect(buyer("How long does the Enterprise package take to go live?")).toContain(
      `${live.liveDays} days after your kickoff call`,
    );
    expect(buyer("Is sales tax included in your prices?")).toContain(
      waysToBuy.note.split(". ")[0]!.replace(/^Prices in/, "in"),
    );
    expect(buyer("What happens after I pay?")).toContain(nextStepsCopy.form.title);
  });

  it("says which package has a feature, and no when the one named does not", () => {
    const reply = buyer("does the Basic Setup package include a voice agent that answers calls?");
    expect(reply).toMatch(/^No: the Basic Setup package/);
    expect(reply).toContain(`The Professional package (${formatCents(catalog["core-professional"].amount)} one-time)`);
  });

  it("keeps a statement with the question that needs it, and sizes a plan by locations", () => {
    expect(splitParts("i manage 8 buildings. which plan fits?", 3, () => true)).toEqual([
      "i manage 8 buildings, which plan fits?",
    ]);
    expect(buyer("I manage 8 apartment buildings. Which plan is right for me?")).toMatch(
      /^For 8 locations, the Advanced plan fits/,
    );
  });

  it("a follow-up about the bigger one moves up the range, and the next one keeps it", () => {
    const history = [
      { role: "user", content: "What does the Basic managed plan cost?" },
      { role: "assistant", content: factById("plan-basic").text },
    ];
    const bigger = buyer("what about the bigger one?", history);
    expect(bigger).toContain(formatCents(catalog["plan-advanced"].amount));
    expect(
      buyer("and monthly after that?", [
        ...history,
        { role: "user", content: "what about the bigger one?" },
        { role: "assistant", content: bigger },
      ]),
    ).toContain(formatCents(catalog["plan-advanced"].monthlyAfterFirstYear));
  });

  it("a saved pet rule with a weight is weighed against the caller's pet, without a yes before a no", () => {
    const rentals = { businessName: "Pine Hill", keyServices: ["Apartment rentals"], policies: "No dogs over 40 lb." };
    expect(caller("Can I have my 60-pound lab in one of your apartments?", rentals)).toBe(
      "I'm sorry, a 60 lb dog is over our limit: no dogs over 40 lb.",
    );
  });
});

describe("every answer keeps the bench's rules", () => {
  it("the development set passes (tests/assistant/dev)", () => {
    const failed = devCases.map((c) => runCase(c)).filter((r) => !r.passed);
    expect(failed.map((r) => `${r.case.id}: ${r.turns.flatMap((t) => t.problems).join("; ")}`)).toEqual([]);
  });

  it("names no price outside the catalog and the site's own amounts, in any industry", () => {
    for (const industry of demoIndustryIds) {
      const reply = answer({ prompt: "what are all your prices?", industry, role: "voxa" });
      for (const amount of reply.match(/\$\d[\d,.]*\d|\$\d/g) ?? []) expect(knownPrices.has(amount)).toBe(true);
      expect(
        checkTurn({ id: "t", category: "t", role: "voxa", industry, turns: [{ ask: "", expect: {} }] }, 0, reply),
      ).toEqual([]);
    }
  });
});
