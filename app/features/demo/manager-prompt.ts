import { demoIndustry } from "~/content/demo";
import { businessManagerPrompts } from "~/content/prompts/demo-manager";
import type { ChatPreferencesInput } from "./prompts";

/**
 * The industry's business-manager prompt with its bracketed placeholders filled from the
 * preferences (spec §3, §4). It fills the "System prompt" text area, which the page sends as
 * the visitor's customization text: the server keeps its own instructions around it.
 */
export function fillBusinessManagerPrompt(prefs: ChatPreferencesInput): string {
  const industry = demoIndustry(prefs.industry);
  const values: Record<string, string> = {
    Name: prefs.name.trim() || "the owner",
    Company: prefs.company?.trim() || "the business",
    Role: prefs.role?.trim() || "owner",
    Goals: prefs.goals?.trim() || "answer every customer quickly and turn more enquiries into bookings",
    Industry: industry.label,
  };
  return businessManagerPrompts[industry.id].replace(
    /\[(Name|Company|Role|Goals|Industry)\]/g,
    (_, key: string) => values[key] ?? "",
  );
}
