import type { DemoIndustryId } from "~/content/demo";

/**
 * The industries' sample businesses (docs/decisions/054, 099): what the receptionist says when
 * the visitor saved nothing. Every detail here is invented for the demo and always said with
 * `SAMPLE_NOTE`; none of it is ever used for a business the visitor saved, and never a price.
 */

export const SAMPLE_NOTE = "(sample details for this demo)";

/** What a customer of the demoed business asks about, beyond hours, address, payment and prices. */
export type SampleTopic =
  | "appointment"
  | "reservation"
  | "menu"
  | "order"
  | "room"
  | "stay"
  | "amenities"
  | "recommendation"
  | "tracking"
  | "ride"
  | "fare"
  | "change"
  | "application"
  | "account"
  | "fees"
  | "advisor"
  | "listing"
  | "viewing"
  | "maintenance"
  | "pets"
  | "lease"
  | "security"
  | "price";

export type SampleProfile = {
  /** How the receptionist names the business in a sentence. */
  name: string;
  /** The receptionist's own title: "front desk", "host"… */
  desk: string;
  hours: string;
  address: string;
  phone: string;
  payment: string;
  services: string[];
  policies: string;
  urgent: string;
  /** What it can do, in a few words (greetings and steering back). */
  canDo: string;
  /** Prepared answers to the industry's own customer questions (sample details labelled inside). */
  answers: Partial<Record<SampleTopic, string>>;
};

const S = SAMPLE_NOTE;

export const sampleProfiles: Record<DemoIndustryId, SampleProfile> = {
  healthcare: {
    name: "the practice",
    desk: "front desk",
    hours: "Monday to Friday from 8:00 am to 6:00 pm, and Saturday from 9:00 am to 1:00 pm",
    address: "120 Main Street, Suite 200, with free parking behind the building",
    phone: "(555) 010-4120",
    payment: "most major insurance plans, and self-pay by card",
    services: ["check-ups", "sick visits", "vaccinations", "lab tests", "telehealth visits"],
    policies: "Please give us 24 hours' notice to cancel or move an appointment.",
    urgent: "If this is a medical emergency, please hang up and call 911 right now.",
    canDo: "book an appointment or check your insurance",
    answers: {
      appointment: `I can book that for you. I have openings on Tuesday at 9:00 am and Thursday at 2:30 pm ${S}. Which time works best, and is this your first visit with us?`,
      price:
        "The cost of a visit depends on your insurance plan and the type of appointment, so I'd rather not guess. Which insurance are you with? I can check your coverage and explain any self-pay options before you come in.",
    },
  },
  restaurants: {
    name: "the restaurant",
    desk: "host",
    hours: "for lunch from 11:30 am to 2:30 pm and for dinner from 5:00 pm to 10:00 pm, Tuesday to Sunday",
    address: "45 Harbor Street, with free parking in the lot next door after 5 pm",
    phone: "(555) 010-4145",
    payment: "all major cards and cash",
    services: ["dine-in", "takeout", "private dining", "catering"],
    policies: "We hold a table for 15 minutes after the booked time.",
    urgent: "If someone is having an allergic reaction or another emergency, call 911 right now.",
    canDo: "book a table or take a takeout order",
    answers: {
      reservation: `I'd be happy to book that. I have a table at 7:00 pm on the patio or 7:30 pm inside ${S}. Which would you prefer? I'll need a name and a mobile number for the confirmation text.`,
      menu: `Our menu changes with the season, and several dishes can be made gluten-free, vegetarian or dairy-free ${S}. Tell me about any allergies and I'll flag them for the kitchen. Would you like me to text you tonight's menu?`,
      order:
        "Absolutely. What would you like to order? I'll read the order back, give you the total and text you when it's ready for pickup in about 30 minutes.",
      price:
        "Prices are on our menu, and I can text you tonight's menu with today's specials right now. Would you like that, or shall I book you a table?",
    },
  },
  hospitality: {
    name: "the hotel",
    desk: "front desk",
    hours: "at the front desk 24 hours a day; check-in is from 3:00 pm and checkout is at 11:00 am",
    address: "300 Park Avenue, downtown, with valet and self-parking on site",
    phone: "(555) 010-4300",
    payment: "all major cards; we ask for a card at check-in",
    services: ["king rooms", "two-queen rooms", "breakfast", "late checkout", "airport shuttle"],
    policies:
      "Reservations can be cancelled free of charge up to 48 hours before arrival. Well-behaved pets are welcome in our pet-friendly rooms, which I can arrange for your stay.",
    urgent: "If anyone is hurt or in danger, call 911 right now, then call the front desk so our staff can help.",
    canDo: "help with a reservation or a room request",
    answers: {
      room: `I'd be happy to check availability. For those dates I have a king room and a two-queen room with a city view ${S}. How many guests, and which nights would you like to stay?`,
      stay: `Check-in is from 3:00 pm and checkout is at 11:00 am; late checkout until 1:00 pm is often available at no charge ${S}. Would you like me to add a late checkout or an early check-in request to your reservation?`,
      amenities: `Guests have free Wi-Fi, a heated pool and a fitness room open from 6:00 am to 10:00 pm, and breakfast is served in the lobby restaurant ${S}. Is there anything I can arrange for your stay?`,
      recommendation:
        "Certainly. Within a short walk there's a well-reviewed Italian trattoria and a seafood grill with a terrace. Would you like me to book a table for you?",
      price:
        "Room rates depend on the dates and the room type, and I can quote you the best available rate in a moment. Which dates are you looking at, and how many guests?",
    },
  },
  transportation: {
    name: "the company",
    desk: "dispatch",
    hours: "24 hours a day, every day, for bookings and dispatch",
    address: "the metro area and the airport, with longer trips on request",
    phone: "(555) 010-4600",
    payment: "all major cards, charged when the trip or delivery is booked",
    services: ["airport transfers", "rides", "same-day deliveries", "scheduled shipments"],
    policies: "Rides can be changed or cancelled free of charge up to 2 hours before pickup.",
    urgent: "If anyone is hurt, call 911 right now; I'll alert our on-duty team immediately.",
    canDo: "book a ride or check a delivery",
    answers: {
      tracking:
        "I can check that right away. Please give me your tracking or booking number. I'll tell you the current location and the estimated delivery window, and text you an update if anything changes.",
      ride: `Yes, I can book that. I have a pickup available at 6:00 am tomorrow ${S}. What's the pickup address, and how many passengers and bags? I'll confirm the fare and text you the driver's details.`,
      fare: "Fares are priced by distance, vehicle and time of day, so I'll give you an exact quote rather than a guess. What are the pickup and drop-off addresses, and when do you need it?",
      change:
        "No problem. Please give me your booking number and the new time or address, and I'll confirm the change by text right away. Is there anything else about the trip I should update?",
    },
  },
  finance: {
    name: "the firm",
    desk: "client-service desk",
    hours: "Monday to Friday from 9:00 am to 5:00 pm, and I take messages and book meetings at any time",
    address: "88 Commerce Street, second floor, with visitor parking in the garage",
    phone: "(555) 010-4088",
    payment: "bank transfer or card for our service fees",
    services: ["financial planning", "loans and mortgages", "account services", "advisor meetings"],
    policies:
      "We verify your identity before discussing any account, and we never ask for your password or full account number.",
    urgent:
      "If you think your card or account is being used without your permission, I'll connect you to our fraud team right away.",
    canDo: "check an application or book an advisor",
    answers: {
      application:
        "I can help with that. For your security, please confirm your full name and the application reference, not your account number. I'll tell you where the application stands and what, if anything, is still needed.",
      account:
        "I can help with account questions once I've verified who you are. Please confirm your full name and date of birth, never your password or full account number, and I'll connect you with a banker who can go through your account. Shall I do that now?",
      security:
        "For your security, please never share your password, PIN or full account number, including with me. If you suspect fraud, I can connect you to our fraud team right now. Would you like me to do that?",
      fees: "Our fees depend on the account and the service, and I'll give you the exact figure rather than a guess. I can text you the current fee schedule or connect you with a banker. Which would you prefer?",
      advisor: `Certainly. Advisors have openings on Wednesday at 2:00 pm and Thursday at 10:00 am ${S}. Would you prefer a phone call, a video call or an office visit?`,
      appointment: `Certainly. Advisors have openings on Wednesday at 2:00 pm and Thursday at 10:00 am ${S}. Would you prefer a phone call, a video call or an office visit?`,
    },
  },
  real_estate: {
    name: "the company",
    desk: "leasing office",
    hours: "Monday to Saturday from 9:00 am to 6:00 pm at the leasing office, and maintenance emergencies 24/7",
    address: "500 Elm Street, with visitor parking in front",
    phone: "(555) 010-4500",
    payment: "rent by bank transfer or through the resident portal",
    services: ["apartment rentals", "viewings", "maintenance requests", "lease renewals"],
    policies: "Cats and dogs are welcome in most buildings, with a pet deposit and at most two pets per unit.",
    urgent:
      "If there's a fire, a gas smell or water you can't stop, leave the unit and call 911 first; then I'll mark your maintenance request urgent.",
    canDo: "schedule a viewing or log a maintenance request",
    answers: {
      listing: `Yes, the two-bedroom apartment is still available from the first of next month ${S}. Would you like to schedule a viewing? I have slots on Saturday morning and Monday evening.`,
      viewing: `I'd be glad to set that up. I have viewing slots on Saturday at 10:00 am and Monday at 6:00 pm ${S}. Which works for you? I'll text you the address and parking details.`,
      maintenance:
        "I'm sorry about that. I've logged a maintenance request for your unit and marked it urgent if there's water or safety involved; a technician will call you to confirm a visit. Can you tell me your unit number and the best number to reach you?",
      lease:
        "You'll need a photo ID, proof of income such as your last two pay stubs, and references from previous landlords. I can email you the application link and answer any questions as you fill it in. What's the best email for you?",
      price:
        "Rent depends on the unit and the lease length, and I'll give you the current figure for the one you're interested in. Which listing are you asking about? I can also schedule a viewing.",
    },
  },
};

/** What each industry's receptionist can do, in a few words. */
export const canDo = Object.fromEntries(Object.entries(sampleProfiles).map(([id, p]) => [id, p.canDo])) as Record<
  DemoIndustryId,
  string
>;
