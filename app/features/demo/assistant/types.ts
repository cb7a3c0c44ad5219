import type { DemoIndustryId, DemoRole } from "~/content/demo";

/**
 * The demo assistant's inputs (docs/decisions/099): whom the visitor talks to, the business
 * they saved, and the conversation so far.
 */

export type { DemoRole };

/**
 * What a signed-in visitor saved in the customization panel, as the assistant reads it: every
 * field optional. A field left empty is unknown: the receptionist takes a message rather than
 * filling it from the sample profile.
 */
export type DemoBusiness = {
  businessName?: string | null;
  keyServices?: readonly string[] | null;
  hours?: string | null;
  address?: string | null;
  phone?: string | null;
  /** Insurers accepted, payment methods. */
  payment?: string | null;
  /** The business's own prices, free text ("New-patient exam $120; cleaning $95"). */
  prices?: string | null;
  /** Cancellation, deposit, pets, late arrivals… */
  policies?: string | null;
  /** What a caller with an emergency or an urgent problem should do. */
  urgent?: string | null;
};

/** An earlier turn of the conversation, as the browser relays it. */
export type Turn = { role: string; content: string };

export type AssistantInput = {
  prompt: string;
  industry?: DemoIndustryId;
  /** "voxa": the visitor asks about the company; "caller": the visitor calls the (saved or sample) business. */
  role?: DemoRole;
  /** The signed-in visitor's saved business, when it is for the industry shown. */
  business?: DemoBusiness | null;
  history?: readonly Turn[];
};

/** The next step an answer offers: one link (an internal path). */
export type NextStep = { label: string; href: string };

/** One answered part of a message: the text, and the step it offers (none in role). */
export type Reply = { text: string; next?: NextStep | null; kind?: string };
