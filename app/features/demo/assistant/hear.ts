import { businessStories } from "~/content/business-stories";
import { industryCards } from "~/content/industries";
import { callScripts } from "~/content/visuals";
import type { Reply } from "./types";

/**
 * "Can I hear it?" in the buyer's own terms (issue 41, decision 122): a buyer who names a field gets
 * that field's sample call (what happens on it, how it ends, where it plays); a buyer who wants to
 * test it themselves ("call it and pretend to be a customer") gets the live voice call first.
 * Everything said comes from the owner's sample calls (business-stories.ts) and their scripts.
 */

/** How buyers name each field. */
const FIELD: Partial<Record<(typeof industryCards)[number]["id"], RegExp>> = {
  healthcare: /\b(health\w*|medical|clinic|dental|dentist|doctor'?s?|practice|patients?|physio\w*|chiro\w*)\b/,
  finance: /\b(financ\w*|bank\w*|credit union|loans?|mortgage|accounting|accountant|tax|insurance|advis[eo]r)\b/,
  restaurants: /\b(restaurants?|cafe|bistro|pizzeria|diner|eatery|takeout|booking a table|reservations?)\b/,
  hospitality: /\b(hotels?|hospitality|inn|motel|resort|b ?& ?b|bed and breakfast|vacation rentals?|guests?)\b/,
  transportation:
    /\b(transport\w*|logistics|trucking|freight|deliver(y|ies)|shuttle|limo\w*|taxi|dispatch|courier|moving company|movers)\b/,
  real_estate: /\b(real estate|property|properties|landlord|rentals?|apartments?|tenants?|leasing|realtor|brokerage)\b/,
};

/** The buyer wants to try it themselves, not listen. */
const YOURSELF =
  /\b(like a (real )?(customer|caller|patient|guest|client)|call (it|the (agent|ai|bot|demo|assistant))|pretend\w*|role.?play\w*|act as|test (it|the (agent|ai|bot))|(talk|speak) (to|with) (it|the (agent|ai|bot|assistant))|try it (myself|out|live)|myself)\b/;

export function hearIt(text: string): Reply | null {
  const field = industryCards.find((i) => FIELD[i.id]?.test(text));
  const call = field && businessStories.sampleCalls.find((c) => c.industry === field.id);
  if (field && call) {
    const script = callScripts[call.script];
    const name = field.id === "real_estate" ? "property" : field.name.toLowerCase().replace(/s$/, "");
    const first = script.transcript.find((l) => l.from === "customer")?.text;
    return {
      text: `Yes, there's a ${name} sample call: ${(script.caption ?? "a typical call").replace(/^A /, "a ")}${first ? ` ("${first}")` : ""}, and it ends "${call.outcome}", with the transcript following along. Press play on the ${field.name} page, or pick ${field.name} under "Hear the agent take a call" further down the demo page. To talk to it yourself, start a voice call on the demo page.`,
      next: { label: `Hear the ${name} call`, href: field.href },
      kind: "hear-it-field",
    };
  }
  if (YOURSELF.test(text))
    return {
      text: `${/\b(number|line) (i|we) (can|could) (call|ring|dial)\b/.test(text) ? "There's no phone number to dial for the demo, but you can talk to it the same way: start" : "Yes: start"} a voice call on the demo page and talk to it out loud as one of your customers would (your browser asks for the microphone first), or choose "Be a caller" above and type. To listen first, press "Hear a sample call": a real-sounding call with the transcript following along.`,
      next: { label: "Try the voice call", href: "/demo#demo-voice" },
      kind: "hear-it-yourself",
    };
  return null;
}
