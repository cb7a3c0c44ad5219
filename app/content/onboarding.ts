import type { PriceId } from "./catalog";

/**
 * What happens after a build is paid for (issue 42): the kickoff call, the onboarding form and the
 * dated road to go-live, on the success page and in the receipt. The days are the owner's
 * promises, counted in calendar days from the kickoff call; edit them here.
 */

/** Builds that get a kickoff: the entry offer, the setup packages and the managed plans. */
export const buildTimelines: Partial<Record<PriceId, { testDays: number; liveDays: number }>> = {
  "main-offer": { testDays: 3, liveDays: 7 },
  "core-basic": { testDays: 7, liveDays: 14 },
  "core-professional": { testDays: 10, liveDays: 21 },
  "core-enterprise": { testDays: 14, liveDays: 30 },
  "plan-basic": { testDays: 10, liveDays: 21 },
  "plan-advanced": { testDays: 14, liveDays: 30 },
  "plan-premium": { testDays: 21, liveDays: 45 },
};

export const nextStepsCopy = {
  title: "What happens next",
  intro: "Three steps to a live agent. Most of the work is ours; we need an hour of your time and a few answers.",
  steps: {
    paid: { title: "Payment confirmed", text: (when: string) => `${when}. Your receipt is in your inbox.` },
    kickoff: {
      title: "Your kickoff call",
      booked: (when: string) => `${when}, with the specialist who builds your agent.`,
      pending: "Pick a time below: an hour with the specialist who builds your agent. The sooner you book, the sooner you're live.",
    },
    test: {
      title: "Your agent, ready to test",
      dated: (when: string) => `By ${when}: call it yourself, tell us what to change.`,
      undated: (days: number) => `${days} days after your kickoff call: call it yourself, tell us what to change.`,
    },
    live: {
      title: "Live on your line",
      dated: (when: string) => `By ${when}: calls to your number are answered 24/7.`,
      undated: (days: number) => `${days} days after your kickoff call: calls to your number are answered 24/7.`,
    },
  },
  kickoff: {
    title: "Book your kickoff call",
    legend: "Pick a time for your kickoff call",
    empty: "No open times in the next 14 days. Reply to your receipt and we'll find a time together.",
    failed: "Open times could not be loaded. Reload the page to try again.",
    book: "Book the kickoff",
    booking: "Booking...",
    booked: (when: string) => `Your kickoff call is booked for ${when}.`,
    reschedule: "Move the kickoff",
    cancel: "Cancel the kickoff",
    manageNote: "The same links are in your confirmation email, with the calendar invite.",
    alreadyBooked: "This order already has its kickoff call.",
    notPaid: "This order is not paid yet.",
    notABuild: "This order has no build to kick off.",
  },
  form: {
    title: "Tell us about your business",
    intro: "What you write here is what your agent will know. Leave out anything you'd rather tell us on the call.",
    saved: "Thanks — we'll use this on your kickoff call. You can change it until then.",
    save: "Save my answers",
    saving: "Saving...",
    fields: {
      businessName: { label: "Business name", missing: "Enter your business's name." },
      industry: { label: "Industry", missing: "Choose your industry." },
      website: { label: "Website", hint: "So your agent can learn your services and prices.", invalid: "Enter a web address, such as https://example.com." },
      phone: { label: "The phone number your agent will answer", missing: "Enter the number callers dial, with its area code." },
      hours: { label: "Opening hours", hint: "For example: Mon–Fri 8am–5pm, closed weekends." },
      services: { label: "Your main services", hint: "Separate them with commas." },
      software: { label: "Booking, practice or CRM software you use", hint: "We connect through your system's own scheduling or booking link; we'll confirm yours on the call." },
      transfers: { label: "Who takes calls the agent hands over", hint: "A name and a number, or a team." },
      urgent: { label: "What callers with an urgent problem should do", hint: "For example: call our emergency line 512-555-0100; for a medical emergency, dial 911." },
      notes: { label: "Anything else we should know", hint: "What the agent must never say or do, your busiest hours, the questions you hear most." },
    },
    tooLong: "Keep each answer under 2,000 characters.",
  },
  /** The receipt's line that leads to all of the above. */
  receipt: (url: string) => `Your next steps — book your kickoff call and tell us about your business: ${url}`,
} as const;
