import { businessSizeLabel, demoIndustry } from "~/content/demo";

/**
 * How the demo's system prompt is written (spec §4 "Demo page setup"). Pure: the page
 * rebuilds the prompt in the browser, and the voice-session endpoint builds the agent
 * prompt the same way on the server.
 */

export type BusinessDetailsInput = {
  industry: string;
  businessName?: string | null;
  businessSize?: string | null;
  targetAudience?: string | null;
  keyServices?: string[] | null;
  customPrompt?: string | null;
};

export type ChatPreferencesInput = {
  name: string;
  company?: string | null;
  industry: string;
  role?: string | null;
  goals?: string | null;
};

/** Spec §5: the key services input is split on commas and trimmed (empty pieces dropped). */
export function splitKeyServices(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The system prompt from business name, industry, size, audience, services and custom prompt. */
export function buildSystemPrompt(details: BusinessDetailsInput): string {
  const industry = demoIndustry(details.industry);
  const name = details.businessName?.trim();
  const lines = [
    name
      ? `You are the AI assistant for ${name}, a business in the ${industry.label.toLowerCase()} industry.`
      : `You are the AI assistant for a business in the ${industry.label.toLowerCase()} industry.`,
  ];
  if (details.businessSize?.trim()) lines.push(`The business has ${businessSizeLabel(details.businessSize.trim())}.`);
  if (details.targetAudience?.trim()) lines.push(`Its customers are ${details.targetAudience.trim()}.`);
  const services = (details.keyServices ?? []).map((s) => s.trim()).filter(Boolean);
  if (services.length) lines.push(`Key services: ${services.join(", ")}.`);
  const custom = details.customPrompt?.trim();
  lines.push(custom || industry.defaultPrompt);
  return lines.join("\n");
}
