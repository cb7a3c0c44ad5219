import { businessSizeLabel, demoIndustries, demoIndustry } from "~/content/demo";

/**
 * The demo's "System prompt" text area (spec §2, §4 "Demo page setup"): how the page writes
 * it, and what the page sends of it. Pure: the page and the tests read it.
 *
 * The text area is the visitor's: the page sends its text, with the custom prompt, as the
 * visitor's *customization text*; the server writes the assistant's real instructions around
 * it and keeps it inside a data block (demo-prompt.server.ts, docs/decisions/045 "Amended").
 */

/**
 * The customization text the page sends (the text area plus the custom prompt) is capped at
 * this many characters: room for the longest business-manager prompt with its details filled.
 */
export const CUSTOMIZATION_MAX_CHARS = 4000;
/** The custom prompt field, saved with the business details. */
export const CUSTOM_PROMPT_MAX_CHARS = 1000;

/** How much of the saved details the rebuilt prompt quotes (the server caps them the same way). */
const DETAIL_CAPS = { name: 200, audience: 500, services: 1000 } as const;

export type BusinessDetailsInput = {
  industry: string;
  businessName?: string | null;
  businessSize?: string | null;
  targetAudience?: string | null;
  keyServices?: string[] | null;
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

/**
 * The system prompt rebuilt from business name, industry, size, audience and services (spec §4).
 * The custom prompt is not copied in: it shows in its own field and joins once, when the page
 * sends (`customizationFor`), so the panel never shows the same text twice (issue 15).
 */
export function buildSystemPrompt(details: BusinessDetailsInput): string {
  const industry = demoIndustry(details.industry).label.toLowerCase();
  const name = details.businessName?.trim().slice(0, DETAIL_CAPS.name);
  const lines = [
    name
      ? `You are the AI assistant for ${name}, a business in the ${industry} industry.`
      : `You are the AI assistant for a business in the ${industry} industry.`,
  ];
  if (details.businessSize?.trim()) lines.push(`The business has ${businessSizeLabel(details.businessSize.trim())}.`);
  const audience = details.targetAudience?.trim().slice(0, DETAIL_CAPS.audience);
  if (audience) lines.push(`Its customers are ${audience}.`);
  const services = (details.keyServices ?? [])
    .map((s) => s.trim())
    .filter(Boolean)
    .join(", ")
    .slice(0, DETAIL_CAPS.services);
  if (services) lines.push(`Key services: ${services}.`);
  return lines.join("\n");
}

const normalise = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
const defaultPrompts = new Set(demoIndustries.map((i) => normalise(i.defaultPrompt)));

/** An industry's default prompt (the custom prompt's prefill): the server already has it for the industry shown. */
export function isIndustryDefaultPrompt(text: string): boolean {
  return defaultPrompts.has(normalise(text));
}

/**
 * What the page sends as the visitor's customization text: the system prompt text area, then
 * the custom prompt once, when the visitor wrote one (not an industry's default, not already in
 * the text area). Capped: when both together are too long, the text area's end gives way.
 */
export function customizationFor(systemPrompt: string, customPrompt: string): string {
  const system = systemPrompt.trim();
  const custom = customPrompt.trim().slice(0, CUSTOM_PROMPT_MAX_CHARS);
  if (!custom || isIndustryDefaultPrompt(custom) || normalise(system).includes(normalise(custom)))
    return system.slice(0, CUSTOMIZATION_MAX_CHARS);
  const room = CUSTOMIZATION_MAX_CHARS - custom.length - 2;
  const head = system.slice(0, Math.max(0, room)).trim();
  return head ? `${head}\n\n${custom}` : custom;
}
