/** What /api/demo/state and the demo's other endpoints answer (shared by server and page). */

export type BusinessDetailsView = {
  industry: string | null;
  businessName: string | null;
  businessSize: string | null;
  targetAudience: string | null;
  keyServices: string[];
  /** What callers hear in role (docs/decisions/099); empty = unknown, never filled from the sample. */
  hours: string | null;
  address: string | null;
  phone: string | null;
  /** Insurers accepted, payment methods. */
  payment: string | null;
  prices: string | null;
  policies: string | null;
  /** What a caller with an emergency or an urgent problem should do. */
  urgent: string | null;
  customPrompt: string | null;
  fileUrls: string[];
  updatedAt: string;
};

export type ChatPreferencesView = {
  name: string;
  company: string | null;
  industry: string;
  role: string | null;
  goals: string | null;
};

export type BusinessFileView = {
  id: string;
  name: string;
  size: number;
  contentType: string;
  url: string;
  createdAt: string;
};

export type DemoStateView = {
  chat: "live" | "offline";
  /** Why the chat is offline: no model configured, or today's model budget is spent (decision 045). */
  chatOfflineReason: "unconfigured" | "budget" | null;
  voice: "configured" | "unconfigured";
  uploads: { maxBytes: number; maxFiles: number };
  signedIn: boolean;
  businessDetails: BusinessDetailsView | null;
  chatPreferences: ChatPreferencesView | null;
  files: BusinessFileView[];
};

/** The business details form as the page holds it (key services as typed, comma-separated). */
export type DetailsFormState = {
  industry: string;
  businessName: string;
  businessSize: string;
  targetAudience: string;
  keyServices: string;
  hours: string;
  address: string;
  phone: string;
  payment: string;
  prices: string;
  policies: string;
  urgent: string;
  customPrompt: string;
};
