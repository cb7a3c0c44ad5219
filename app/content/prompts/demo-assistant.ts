import { site } from "../site";
import type { DemoIndustryId } from "../demo";

/** The voice agent's first words when the visitor talks to us ("Ask about the company", docs/decisions/099). */
export const voxaFirstMessage = `Hi, I'm the ${site.name} assistant. Ask me about our AI voice agents, prices, integrations or setup. What would you like to know?`;

/**
 * What the assistant says on the server side: the voice agent's first message per industry (the
 * receptionist, for a caller) and the offline assistant's prepared answers to each industry's
 * sample questions (same order as `sampleQuestions` in ./demo.ts), given by the sample business
 * when the visitor saved none; invented details are labelled. Server-only.
 */
export const firstMessages: Record<DemoIndustryId, string> = {
  healthcare:
    "Hello, thanks for calling the practice. I can book appointments, answer insurance questions or send a reminder. How can I help today?",
  restaurants:
    "Hi, thanks for calling! I can book a table, take a takeout order or answer menu questions. What can I do for you?",
  hospitality:
    "Good day, and welcome. I can help with reservations, room requests or local recommendations. How may I help?",
  transportation:
    "Hello, you've reached dispatch. I can book a ride or shipment, check a status or change a booking. What do you need?",
  finance:
    "Hello, thank you for calling. I can check an application status, book time with an advisor or answer questions about our services. How can I help?",
  real_estate:
    "Hi, thanks for calling. I can schedule a viewing, answer questions about a listing or log a maintenance request. How can I help?",
};

export const sampleAnswers: Record<DemoIndustryId, string[]> = {
  healthcare: [
    "Of course. I have 9:00, 10:30 and 11:15 available next Tuesday morning (sample details for this demo). Which works best for you? Once you choose, I'll confirm the booking by text and send a reminder the day before.",
    "I can check that for you. Which insurance provider and plan are you with? I'll confirm whether the practice is in network and, if it isn't, explain the self-pay options before your visit.",
    "Please bring a photo ID, your insurance card, a list of current medications and any recent test results. Arrive about 15 minutes early to complete the intake form, or I can text you a link to fill it in at home.",
  ],
  restaurants: [
    "Let me check Friday at 7 pm for four... I have a table at 7:00 on the patio or 7:30 inside (sample details for this demo). Which would you prefer? I'll just need a name and a mobile number, and I'll text you a confirmation.",
    "Several dishes are gluten-free, including the grilled salmon, the steak frites without the sauce and our summer salad (sample details for this demo). I'll flag the allergy on your order so the kitchen takes extra care.",
    "Absolutely. What would you like to order? I'll read the order back, give you the total and text you when it's ready for pickup in about 30 minutes.",
  ],
  hospitality: [
    "I'd be happy to arrange that. Late checkout until 1 pm is available on Sunday at no charge, and until 3 pm for a small fee (sample details for this demo). Shall I add it to your reservation?",
    "Certainly. Within a five-minute walk there's a well-reviewed Italian trattoria and a seafood grill with a terrace. Would you like me to book a table and add it to your itinerary?",
    "Breakfast is served from 6:30 to 10:30 on weekdays and until 11:00 at weekends in the lobby restaurant (sample details for this demo). Room service breakfast is available too; I can schedule it for you tonight.",
  ],
  transportation: [
    "I can check that right away. Please give me your tracking or booking number. I'll tell you the current location and the estimated delivery window, and text you an update if anything changes.",
    "Yes. A 6:00 am pickup tomorrow is available (sample details for this demo). What's the pickup address and how many passengers and bags? I'll confirm the fare and send the driver's details by text the night before.",
    "Cross-town deliveries are priced by distance and size. Tell me the pickup and drop-off areas and the package size, and I'll give you an exact quote and the earliest pickup slot.",
  ],
  finance: [
    "I can help with that. For your security, please confirm your full name and the application reference, not your account number. I'll tell you where the application stands and what, if anything, is still needed.",
    "Certainly. Advisors have openings on Wednesday afternoon and Thursday morning (sample details for this demo). Would you prefer a phone call, a video call or an office visit? I'll send a confirmation and a short checklist to prepare.",
    "Domestic wire transfers and international wires have a flat fee each, and incoming wires are free on most accounts. I can text you the current fee schedule, or connect you with a banker to discuss your account.",
  ],
  real_estate: [
    "Yes, the two-bedroom is still available from the first of next month (sample details for this demo). Would you like to schedule a viewing? I have slots on Saturday morning and Monday evening, and I can text you the address and parking details.",
    "I'm sorry about the leak. I've logged an urgent maintenance request for your unit. Please turn off the valve under the sink if you can. A technician will call you within the hour to confirm a visit today.",
    "You'll need a photo ID, proof of income such as your last two pay stubs, and references from previous landlords. I can email you the application link and answer any questions as you fill it in.",
  ],
};
