/** Technology providers we build on, drawn as text wordmarks (no third-party images). */
export const partners = [
  "OpenAI",
  "ElevenLabs",
  "Twilio",
  "Stripe",
  "HubSpot",
  "Salesforce",
  "Zapier",
  "Make",
  "Google Cloud",
  "Microsoft Azure",
  "AWS",
] as const;
