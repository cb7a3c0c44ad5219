import type { DemoIndustryId } from "~/content/demo";
import type { CustomerIntent } from "./intents";

/**
 * What the demoed business says to its own customers (docs/decisions/054): short, in role, with
 * plausible sample details that are labelled as such, and never a price of ours or a dollar amount.
 * Each answer ends with the business's own next step (a question back to the caller).
 */

export const SAMPLE_NOTE = "(sample details for this demo).";

type Role = { business: string; fallback: string } & Partial<Record<CustomerIntent, string>>;

export const roles: Record<DemoIndustryId, Role> = {
  healthcare: {
    business: "the practice",
    emergency:
      "If this is an emergency, please hang up and dial 911 right now. For anything urgent but not life-threatening, I can find you the first available appointment today. Would you like me to do that?",
    advice:
      "I'm not able to give medical advice or a diagnosis, but a clinician can look at this properly. The earliest visit I have is tomorrow at 9:40 am, and if it gets worse, please dial 911. Shall I book that visit for you?",
    insurance:
      "We work with most major insurance plans, and I can check yours in a moment. Which insurance provider and plan are you with? If the practice is out of network, I'll explain the self-pay options before your visit.",
    appointment: `I can book that for you. I have openings on Tuesday at 9:00 am and Thursday at 2:30 pm ${SAMPLE_NOTE} Which time works best, and is this your first visit with us?`,
    hours: `The practice is open Monday to Friday from 8:00 am to 6:00 pm and Saturday from 9:00 am to 1:00 pm ${SAMPLE_NOTE} I can book you a visit or send a reminder. Would you like an appointment?`,
    location: `We're at 120 Main Street, Suite 200, with free parking behind the building ${SAMPLE_NOTE} Would you like me to text you directions along with your appointment reminder?`,
    price:
      "The cost of a visit depends on your insurance plan and the type of appointment, so I'd rather not guess. Which insurance are you with? I can check your coverage and explain any self-pay options before you come in.",
    fallback:
      "I'm the front desk of the practice, so I can book, move or cancel appointments, answer insurance and opening-hours questions and send reminders. What can I help you with today?",
  },
  restaurants: {
    business: "the restaurant",
    reservation: `I'd be happy to book that. I have a table at 7:00 pm on the patio or 7:30 pm inside ${SAMPLE_NOTE} Which would you prefer? I'll need a name and a mobile number for the confirmation text.`,
    menu: `Our menu changes with the season, and several dishes can be made gluten-free, vegetarian or dairy-free ${SAMPLE_NOTE} Tell me about any allergies and I'll flag them for the kitchen. Would you like me to text you tonight's menu?`,
    order:
      "Absolutely. What would you like to order? I'll read the order back, give you the total and text you when it's ready for pickup in about 30 minutes.",
    hours: `We're open for lunch from 11:30 am to 2:30 pm and for dinner from 5:00 pm to 10:00 pm, Tuesday to Sunday ${SAMPLE_NOTE} Would you like me to book you a table?`,
    location: `We're on 45 Harbor Street, with free parking in the lot next door after 5 pm ${SAMPLE_NOTE} Shall I book you a table for tonight?`,
    price:
      "Prices are on our menu, and I can text you tonight's menu with today's specials right now. Would you like that, or shall I book you a table?",
    fallback:
      "I'm the host here, so I can book or change a table, take a takeout order and answer questions about the menu, allergens and opening hours. What can I do for you?",
  },
  hospitality: {
    business: "the hotel",
    room: `I'd be happy to check availability. For those dates I have a king room and a two-queen room with a city view ${SAMPLE_NOTE} How many guests, and which nights would you like to stay?`,
    stay: "Check-in is from 3:00 pm and checkout is at 11:00 am; late checkout until 1:00 pm is often available at no charge. Would you like me to add a late checkout or an early check-in request to your reservation?",
    amenities: `Guests have free Wi-Fi, a heated pool and a fitness room open from 6:00 am to 10:00 pm, and breakfast is served in the lobby restaurant ${SAMPLE_NOTE} Is there anything I can arrange for your stay?`,
    recommendation:
      "Certainly. Within a short walk there's a well-reviewed Italian trattoria and a seafood grill with a terrace. Would you like me to book a table for you?",
    hours:
      "Our front desk and concierge are available 24 hours a day. Check-in is from 3:00 pm and checkout is at 11:00 am. How may I help with your stay?",
    location: `We're in the heart of downtown at 300 Park Avenue, with valet and self-parking on site ${SAMPLE_NOTE} Would you like me to send directions with your reservation details?`,
    price:
      "Room rates depend on the dates and the room type, and I can quote you the best available rate in a moment. Which dates are you looking at, and how many guests?",
    fallback:
      "I'm the hotel's concierge, so I can help with reservations, room requests, check-in and checkout times and local recommendations. How may I help?",
  },
  transportation: {
    business: "the company",
    tracking:
      "I can check that right away. Please give me your tracking or booking number. I'll tell you the current location and the estimated delivery window, and text you an update if anything changes.",
    ride: `Yes, I can book that. I have a pickup available at 6:00 am tomorrow ${SAMPLE_NOTE} What's the pickup address, and how many passengers and bags? I'll confirm the fare and text you the driver's details.`,
    fare: "Fares are priced by distance, vehicle and time of day, so I'll give you an exact quote rather than a guess. What are the pickup and drop-off addresses, and when do you need it?",
    change:
      "No problem. Please give me your booking number and the new time or address, and I'll confirm the change by text right away. Is there anything else about the trip I should update?",
    hours:
      "Dispatch is available 24 hours a day, every day, and you can book rides and deliveries at any time. What can I book or check for you?",
    location: `We cover the metro area and the airport, and longer trips on request ${SAMPLE_NOTE} Where would you like to be picked up?`,
    fallback:
      "I'm the dispatch assistant, so I can book a ride or delivery, check a status or estimated arrival time, and change or cancel a booking. What do you need?",
  },
  finance: {
    business: "the firm",
    advice:
      "I'm not able to give personal investment, tax or legal advice, but one of our advisors can talk it through with you. I have advisor openings on Wednesday afternoon and Thursday morning. Would you like me to book one?",
    security:
      "For your security, please never share your password, PIN or full account number, including with me. If you suspect fraud, I can connect you to our fraud team right now. Would you like me to do that?",
    application:
      "I can help with that. For your security, please confirm your full name and the application reference, not your account number. I'll tell you where the application stands and what, if anything, is still needed.",
    account:
      "I can help with account questions once I've verified who you are. Please confirm your full name and date of birth, never your password or full account number, and I'll connect you with a banker who can go through your account. Shall I do that now?",
    fees: "Our fees depend on the account and the service, and I'll give you the exact figure rather than a guess. I can text you the current fee schedule or connect you with a banker. Which would you prefer?",
    advisor: `Certainly. Advisors have openings on Wednesday at 2:00 pm and Thursday at 10:00 am ${SAMPLE_NOTE} Would you prefer a phone call, a video call or an office visit?`,
    hours: `Our office is open Monday to Friday from 9:00 am to 5:00 pm, and I can take messages and book meetings at any time ${SAMPLE_NOTE} Would you like to book time with an advisor?`,
    location: `Our office is at 88 Commerce Street, second floor, with visitor parking in the garage ${SAMPLE_NOTE} Would you like to book an office visit?`,
    fallback:
      "I'm the client-service assistant of the firm, so I can check an application status, book time with an advisor, take a message or answer general questions about our services. How can I help?",
  },
  real_estate: {
    business: "the company",
    listing: `Yes, the two-bedroom apartment is still available from the first of next month ${SAMPLE_NOTE} Would you like to schedule a viewing? I have slots on Saturday morning and Monday evening.`,
    viewing: `I'd be glad to set that up. I have viewing slots on Saturday at 10:00 am and Monday at 6:00 pm ${SAMPLE_NOTE} Which works for you? I'll text you the address and parking details.`,
    maintenance:
      "I'm sorry about that. I've logged a maintenance request for your unit and marked it urgent if there's water or safety involved; a technician will call you to confirm a visit. Can you tell me your unit number and the best number to reach you?",
    pets: `Cats and dogs are welcome in most of our buildings, with a pet deposit and a limit of two pets per unit ${SAMPLE_NOTE} Which listing are you interested in? I can check its pet policy and schedule a viewing.`,
    lease:
      "You'll need a photo ID, proof of income such as your last two pay stubs, and references from previous landlords. I can email you the application link and answer any questions as you fill it in. What's the best email for you?",
    hours: `Our leasing office is open Monday to Saturday from 9:00 am to 6:00 pm, and maintenance emergencies are taken 24/7 ${SAMPLE_NOTE} Would you like to schedule a viewing?`,
    location: `Our leasing office is at 500 Elm Street, with visitor parking in front ${SAMPLE_NOTE} Would you like to schedule a viewing while you're here?`,
    price:
      "Rent depends on the unit and the lease length, and I'll give you the current figure for the one you're interested in. Which listing are you asking about? I can also schedule a viewing.",
    fallback:
      "I'm the leasing and property-management assistant, so I can schedule a viewing, answer questions about our listings or log a maintenance request. How can I help?",
  },
};

/** What each industry's customer-facing assistant can do, in a few words (for greetings and steering back). */
export const canDo: Record<DemoIndustryId, string> = {
  healthcare: "book an appointment or check your insurance",
  restaurants: "book a table or take a takeout order",
  hospitality: "help with a reservation or a room request",
  transportation: "book a ride or check a delivery",
  finance: "check an application or book an advisor",
  real_estate: "schedule a viewing or log a maintenance request",
};
