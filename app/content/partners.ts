/**
 * Technology providers we build on: drawn as their brand mark and name where simple-icons carries
 * the mark (app/content/partner-marks.ts, generated), as a text wordmark otherwise.
 */
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
