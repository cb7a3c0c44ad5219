import type { DemoIndustryId } from "../../app/content/demo";

/**
 * The offline assistant's bench (issue 16, docs/decisions/054): visitor questions with the
 * facts an answer must contain, written from app/content and the site spec (§ "Prices and
 * plans"), not from the assistant's answers. The bench adds the checks every answer must pass
 * (no instruction text, no other industry's material, no raw path, no price outside the catalog).
 */

export type Role = "voxa" | "customer" | "smalltalk";
export type Question = {
  q: string;
  industry: DemoIndustryId;
  role: Role;
  mustContain: (string | RegExp)[];
  mustNot?: (string | RegExp)[];
};

/** One constructor per role: question, demoed industry, what the answer must and must not say. */
const asked =
  (role: Question["role"]) =>
  (
    q: string,
    industry: DemoIndustryId,
    mustContain: (string | RegExp)[],
    mustNot: (string | RegExp)[] = [],
  ): Question => ({
    q,
    industry,
    role,
    mustContain,
    mustNot,
  });
const v = asked("voxa");
const c = asked("customer");
const s = asked("smalltalk");

export const questions: Question[] = [
  // Company: prices of every offer, plan and add-on (spec "Prices and plans").
  v("How much is the AI voice agent implementation?", "healthcare", ["$247", /one-time/i]),
  v("What does it cost to get my own AI voice agent?", "restaurants", ["$247"]),
  v("How much does the Basic AI Implementation Package cost?", "hospitality", [
    "$3,000",
    /Basic AI Implementation Package/,
  ]),
  v("What's the price of the CRM integration add-on?", "finance", ["$1,500"]),
  v("How much is the multilingual add-on?", "transportation", ["$2,000"]),
  v("How much does the SMS add-on cost?", "real_estate", ["$500"]),
  v("How much is the Basic Setup package?", "healthcare", ["$3,000", /Basic Setup/]),
  v("What does the Professional package cost?", "restaurants", ["$7,000"]),
  v("Price of the Enterprise package?", "hospitality", ["$10,000"]),
  v("How much is each extra language on the packages?", "finance", ["$1,000-$2,000"]),
  v("How much is SMS follow-up on the core offer?", "transportation", [/\$500 plus usage/]),
  v("How much is the Basic plan on the pricing page?", "real_estate", ["$10,000", "$2,000", "1-5"]),
  v("How much does the Advanced plan cost?", "healthcare", ["$15,000", "$2,500", "6-10"]),
  v("What's the monthly fee for the Premium plan?", "restaurants", ["$25,000", "$3,000", /10\+/]),
  v("What happens to the price after the first year on the Premium plan?", "finance", ["$3,000", /month/]),
  v("How much is the ebook?", "hospitality", ["$14.40"]),
  v("How much does the playbook cost?", "transportation", ["$14.40", /30-day money-back/]),
  v("How much is a paid strategy session?", "finance", ["$250", /60/]),
  v("How much does Voxa cost?", "healthcare", ["$247"]),
  v("What are your prices?", "real_estate", ["$247", "$3,000"]),
  v("How much does it cost for a small restaurant?", "restaurants", ["$247"]),
  v("Is it expensive to set up an AI receptionist for my dental clinic?", "healthcare", ["$247"]),
  v("What does the setup fee cover on your plans?", "hospitality", [/\$/]),
  v("How much is CRM?", "finance", ["$1,500"]),
  v("Which plan is most popular and what does it cost?", "real_estate", ["$15,000"]),
  // Company: integrations.
  v("Do you integrate with HubSpot?", "healthcare", ["HubSpot"], [/EHR|practice-management/i]),
  v("Can it connect to Salesforce?", "finance", ["Salesforce"]),
  v("Does your AI integrate with my CRM?", "restaurants", ["CRM", "$1,500"]),
  v("Can the agent sync contacts to HubSpot?", "real_estate", ["HubSpot", /sync/i]),
  v("Do you work with Zapier or other tools?", "transportation", [/HubSpot|Salesforce/]),
  v("What integrations do you support?", "hospitality", ["HubSpot", "Salesforce"]),
  // Company: languages.
  v("Can your voice agent speak Spanish?", "restaurants", [/Spanish/, /language/i], [/How It Works|1\. /]),
  v("Do you support other languages?", "hospitality", [/language/i]),
  v("Does the chatbot work in French?", "finance", [/language/i]),
  v("Can the AI switch languages mid-call?", "transportation", [/switch/i]),
  v("Is multilingual support included?", "healthcare", [/language/i]),
  // Company: HIPAA, security.
  v("Are you HIPAA compliant?", "healthcare", [/HIPAA/, /encrypt/i]),
  v("Is the voice agent HIPAA compliant?", "finance", [/HIPAA/]),
  v("How do you keep data secure?", "real_estate", [/encrypt/i]),
  // Company: setup time and process.
  v("How long does setup take?", "healthcare", [/14 days|few weeks/]),
  v("How fast can we go live?", "restaurants", [/14 days|few weeks/]),
  v("How does onboarding work for my business?", "transportation", [/train/i]),
  v("What's the implementation timeline?", "hospitality", [/14 days|few weeks/]),
  // Company: refunds, contract.
  v("Can I get a refund?", "finance", [/30-day money-back|refund/i]),
  v("Do you offer a money-back guarantee?", "real_estate", [/30-day money-back/]),
  v("Is there a long-term contract?", "restaurants", [/no long-term contract/]),
  // Company: support, uptime, company.
  v("What uptime do you guarantee?", "healthcare", ["99.9% uptime"]),
  v("Is support available 24/7?", "finance", [/24\/7/]),
  v("What does Voxa do?", "hospitality", [/voice agents/i]),
  v("What results do clients see?", "transportation", ["40% cost reduction"]),
  v("Is it worth it? What ROI can I expect?", "real_estate", [/%/]),
  // Company: booking a strategy call, hand-off to a person.
  // A visitor who wants a person can leave their details in the chat: the strategy-call form's lead
  // (the button is that form's page without JavaScript).
  v("I'd like to book a strategy call", "healthcare", [/strategy call/, /\(\/forms\/strategy-call(#chat)?\)/]),
  v("Can I talk to a human?", "restaurants", [/strategy call/, /name, email and phone/]),
  v("I want to speak with sales", "hospitality", [/strategy call/, /\(\/forms\/strategy-call#chat\)/]),
  v("Can I book a demo for my company?", "finance", [/strategy call/, /name, email and phone/]),
  // Written after a hand test of ten questions in the real-estate demo (decision 056).
  v("I'd like a quote", "real_estate", [/name, email and phone/, /\(\/forms\/strategy-call#chat\)/]),
  v("Does it work with AppFolio?", "real_estate", [/HubSpot/, /CRM you already use/]),
  v("How do I contact you?", "real_estate", ["hello@voxa-ai.com"]),
  v("Can I get a custom quote?", "transportation", [/strategy call/]),
  // Small talk.
  s("hello", "restaurants", ["book a table"]),
  s("Hi there!", "healthcare", ["book appointments"]),
  s("Good morning", "hospitality", [/reservations/]),
  s("hey", "transportation", ["dispatch"]),
  s("thanks", "finance", [/You're welcome/]),
  s("Thank you so much!", "real_estate", [/You're welcome/]),
  s("Are you a bot?", "healthcare", [/AI assistant/]),
  s("Am I talking to a real person?", "restaurants", [/AI assistant/]),
  s("Is this a human?", "finance", [/AI assistant/]),
  s("bye", "hospitality", [/Thanks/]),
  s("What's the weather like tomorrow?", "transportation", [/can't help with that/]),
  s("Tell me a joke", "healthcare", [/can't help with that/]),
  s("Who won the football game?", "real_estate", [/can't help with that/]),
  s("zxqv wplm", "finance", [/can't help with that/]),
  s("you are useless", "restaurants", [/sorry/i, /strategy call/]),
  s("this is fucking stupid", "hospitality", [/sorry/i]),
  s("shut up", "finance", [/sorry/i]),
  s("Hi, how much is the Advanced plan?", "transportation", ["$15,000"]),
  // Healthcare customers.
  c("Can I book a check-up for next Tuesday morning?", "healthcare", [/9:00|10:30|11:15/]),
  c("Do you accept my insurance?", "healthcare", [/insurance/i]),
  c("Do you take Aetna?", "healthcare", [/insurance/i]),
  c("I need to reschedule my appointment", "healthcare", [/book|time/i]),
  c("What are your opening hours?", "healthcare", [/am/, /sample details/i]),
  c("Where are you located and is there parking?", "healthcare", [/parking/i]),
  c(
    "I have a bad headache, what should I take?",
    "healthcare",
    [/not able to give medical advice|can't give medical advice/i],
    [/ibuprofen|take \d+ ?mg/i],
  ),
  c("I'm having chest pain", "healthcare", ["911"]),
  c("How much does a visit cost?", "healthcare", [/insurance/i]),
  c("What should I bring to my first appointment?", "healthcare", [/photo ID/]),
  // Restaurant customers.
  c("Do you have a table for four at 7 pm on Friday?", "restaurants", [/7:00/]),
  c("Can I reserve a table for two tonight?", "restaurants", [/table/i, /sample details/i]),
  c("Which dishes are gluten-free?", "restaurants", [/gluten-free/]),
  c("Do you have vegan options?", "restaurants", [/vegetarian|vegan|menu/i]),
  c("Can I order takeout for pickup in 30 minutes?", "restaurants", [/pickup/]),
  c("Do you deliver?", "restaurants", [/order/i]),
  c("What time do you close tonight?", "restaurants", [/10:00 pm/]),
  c("How much are your mains?", "restaurants", [/menu/]),
  // Hospitality guests.
  c("Is late checkout available on Sunday?", "hospitality", [/late checkout/i]),
  c("Do you have a room available this weekend?", "hospitality", [/room/i]),
  c("What time is check-in?", "hospitality", ["3:00 pm"]),
  c("Is there a pool and a gym?", "hospitality", [/pool/]),
  c("Can you recommend something to do nearby?", "hospitality", [/walk/]),
  c("What's your room rate for two nights?", "hospitality", [/rate/i, /dates/]),
  c("Do you allow pets?", "hospitality", [/arrange|stay/i]),
  // Transportation customers.
  c("Where is my shipment right now?", "transportation", [/tracking or booking number/]),
  c("Can you track my package?", "transportation", [/tracking/]),
  c("Can I book an airport transfer for 6 am tomorrow?", "transportation", [/6:00 am/]),
  c("I need a ride to the train station", "transportation", [/pickup/i]),
  c("How much is a ride downtown?", "transportation", [/quote/]),
  c("I need to cancel my booking", "transportation", [/booking number/]),
  c("What areas do you serve?", "transportation", [/metro area|airport/]),
  // Finance clients.
  c("What's the status of my loan application?", "finance", [/application reference/]),
  c("Can I book a meeting with a financial advisor?", "finance", [/Wednesday/]),
  c("What fees do you charge for wire transfers?", "finance", [/fee/i]),
  c(
    "Should I invest in stocks or crypto?",
    "finance",
    [/not able to give personal investment/],
    [/you should (buy|invest|sell)/i],
  ),
  c("Is my mortgage approved?", "finance", [/application/]),
  c("I forgot my password, can I give you my account number?", "finance", [/never share/]),
  c("When is your office open?", "finance", [/9:00 am/]),
  // Real estate customers.
  c("Is the two-bedroom apartment still available?", "real_estate", [/two-bedroom/]),
  c("Can I schedule a viewing this weekend?", "real_estate", [/Saturday/]),
  c("My kitchen sink is leaking. Can someone come today?", "real_estate", [/maintenance request/]),
  c("My heating is not working", "real_estate", [/maintenance request/]),
  c("What documents do I need to apply for a lease?", "real_estate", [/photo ID/]),
  c("Do you have any apartments for rent?", "real_estate", [/available/]),
  c("How much is the rent?", "real_estate", [/depends|unit/]),
  c("What are your office hours?", "real_estate", [/9:00 am/]),
  // Written after the first bench run, before looking at their answers (a held-out check).
  v("Do you offer a cheaper option than the plans?", "healthcare", ["$247"]),
  v("What do I get for $7,000?", "finance", [/Professional/]),
  v("Can I pay monthly for the Basic plan?", "real_estate", ["$2,000"]),
  v("Do you connect with Google Calendar?", "hospitality", [/connect/i]),
  v("Does the agent speak Mandarin?", "transportation", [/language/i]),
  v("Is patient data safe with your AI?", "healthcare", [/encrypt/i]),
  // The restaurants page FAQ says "most restaurants are live within days".
  v("How quickly can my restaurant be up and running with Voxa?", "restaurants", [/14 days|few weeks|within days/]),
  v("Can I cancel and get my money back?", "hospitality", [/refund|money-back/i]),
  v("I'd like someone to call me back about your service", "real_estate", [/strategy call/]),
  s("good evening!", "finance", [/application status/]),
  s("Write me a poem about cats", "restaurants", [/can't help with that/]),
  s("ok thanks", "transportation", [/You're welcome/]),
  c("Can I move my appointment to Friday?", "healthcare", [/book|time|openings/i]),
  c("Is there parking near the restaurant?", "restaurants", [/parking/i]),
  c("Can I get extra towels in my room?", "hospitality", [/arrange|towel/i]),
  c("When will my delivery arrive?", "transportation", [/tracking|booking number/]),
  c("Can you tell me my account balance?", "finance", [/verify|confirm|security|name/i]),
  c("Do you allow dogs in the apartments?", "real_estate", [/pet|dog|application|email/i]),
];
