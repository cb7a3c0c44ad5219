/**
 * The solution finder's recommendation (spec §4). Rules are applied in order and a later
 * match replaces the headline of an earlier one:
 *   1. phone channel or customer-service pain → AI Voice Assistant plus CRM Integration
 *   2. social channel or engagement pain      → Instagram Automation plus SMS Marketing
 *   3. missed-leads pain                      → AI Chatbot plus Lead Generation System
 * Earlier matches are kept as "also worth a look"; with no match we suggest workflow automation.
 */

export type Budget = "under-1000" | "1000-5000" | "5000-plus" | "not-sure";

export type FinderAnswers = {
  industry: string;
  painPoint: string[];
  channel: string[];
  budget: Budget | "";
};

export type Solution = { name: string; href: string };
export type Recommendation = {
  primary: Solution;
  secondary: Solution;
  /** "AI Voice Assistant plus CRM Integration" */
  headline: string;
  text: string;
  budgetNote: string;
  /** Solutions from rules that matched but were overridden by a later one. */
  alsoConsider: Solution[];
  /** Which rules matched, in order (1-3); empty for the fallback. */
  matched: number[];
};

const solutions = {
  voice: { name: "AI Voice Assistant", href: "/voice-agents" },
  crm: { name: "CRM Integration", href: "/solutions/crm-integration" },
  instagram: { name: "Instagram Automation", href: "/solutions/instagram-automation" },
  sms: { name: "SMS Marketing", href: "/solutions/sms-marketing" },
  chatbot: { name: "AI Chatbot", href: "/solutions/ai-chatbots" },
  leadGen: { name: "Lead Generation System", href: "/solutions/proactive-engagement" },
  workflow: { name: "Workflow Automation", href: "/solutions/task-automation" },
} satisfies Record<string, Solution>;

type Rule = { id: number; applies: (a: FinderAnswers) => boolean; pair: [Solution, Solution] };

export const rules: Rule[] = [
  {
    id: 1,
    applies: (a) => a.channel.includes("phone") || a.painPoint.includes("customer-service"),
    pair: [solutions.voice, solutions.crm],
  },
  {
    id: 2,
    applies: (a) => a.channel.includes("social") || a.painPoint.includes("engagement"),
    pair: [solutions.instagram, solutions.sms],
  },
  { id: 3, applies: (a) => a.painPoint.includes("missed-leads"), pair: [solutions.chatbot, solutions.leadGen] },
];

const fallback: [Solution, Solution] = [solutions.workflow, solutions.crm];

const budgetNotes: Record<Budget | "", string> = {
  "under-1000":
    "On a budget under $1,000, start with a focused pilot on one workflow and expand once it pays for itself.",
  "1000-5000": "A $1,000-$5,000 budget fits our Basic AI Implementation Package ($3,000) with room for an add-on.",
  "5000-plus": "With $5,000+ you can cover several channels at once with our Professional or Enterprise setup.",
  "not-sure": "Not sure about budget yet? We'll map the options to your numbers on a free strategy call.",
  "": "We'll map the options to your numbers on a free strategy call.",
};

export function recommend(answers: FinderAnswers): Recommendation {
  const matches = rules.filter((r) => r.applies(answers));
  const [primary, secondary] = matches.at(-1)?.pair ?? fallback;
  const headline = `${primary.name} plus ${secondary.name}`;
  const business = answers.industry.trim();
  const seen = new Set([primary.name, secondary.name]);
  const alsoConsider: Solution[] = [];
  for (const m of matches.slice(0, -1).reverse()) {
    for (const s of m.pair) {
      if (!seen.has(s.name)) {
        seen.add(s.name);
        alsoConsider.push(s);
      }
    }
  }
  return {
    primary,
    secondary,
    headline,
    text: `For your ${business || "business"}, we recommend ${headline}.`,
    budgetNote: budgetNotes[answers.budget],
    alsoConsider,
    matched: matches.map((m) => m.id),
  };
}
