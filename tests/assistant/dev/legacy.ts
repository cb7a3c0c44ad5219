import type { DemoIndustryId } from "../../../app/content/demo";
import type { Expect, HeldOutCase } from "../heldout/types";

/**
 * The first bench's 142 questions (decision 054; formerly tests/assistant/questions.ts), in the case format of the held-out set, as part
 * of the development set (docs/decisions/099). Roles are now explicit: a buyer's question is asked
 * in "voxa", a customer's in "caller" (the industry's sample business). Every Voxa answer must offer
 * a next step. Expectations the issue-41 rules changed are marked.
 */

const legacy = (
  id: string,
  role: "voxa" | "caller",
  industry: DemoIndustryId,
  ask: string,
  expect: Expect,
): HeldOutCase => ({
  id,
  category: `legacy-${role}`,
  role,
  industry,
  turns: [
    { ask, expect: role === "voxa" && !expect.link && !SMALL_TALK.test(ask) ? { ...expect, link: "/" } : expect },
  ],
});

const SMALL_TALK =
  /^(hello|hi|hey|good|thanks|thank|ok|bye|are you|am i|is this|you are|this is|shut|what's the weather|tell me a joke|who won|zxqv|write me)/i;

export const legacyCases: HeldOutCase[] = [
  legacy("d-l001", "voxa", "healthcare", "How much is the AI voice agent implementation?", {
    all: ["\\$247", "one-time"],
  }),
  legacy("d-l002", "voxa", "restaurants", "What does it cost to get my own AI voice agent?", { all: ["\\$247"] }),
  legacy("d-l003", "voxa", "hospitality", "How much does the Basic AI Implementation Package cost?", {
    all: ["\\$3,000", "Basic AI Implementation Package"],
  }),
  legacy("d-l004", "voxa", "finance", "What's the price of the CRM integration add-on?", { all: ["\\$1,500"] }),
  legacy("d-l005", "voxa", "transportation", "How much is the multilingual add-on?", { all: ["\\$2,000"] }),
  legacy("d-l006", "voxa", "real_estate", "How much does the SMS add-on cost?", { all: ["\\$500"] }),
  legacy("d-l007", "voxa", "healthcare", "How much is the Basic Setup package?", { all: ["\\$3,000", "Basic Setup"] }),
  legacy("d-l008", "voxa", "restaurants", "What does the Professional package cost?", { all: ["\\$7,000"] }),
  legacy("d-l009", "voxa", "hospitality", "Price of the Enterprise package?", { all: ["\\$10,000"] }),
  legacy("d-l010", "voxa", "finance", "How much is each extra language on the packages?", {
    all: ["\\$1,000-\\$2,000"],
  }),
  legacy("d-l011", "voxa", "transportation", "How much is SMS follow-up on the core offer?", {
    all: ["\\$500 plus usage"],
  }),
  legacy("d-l012", "voxa", "real_estate", "How much is the Basic plan on the pricing page?", {
    all: ["\\$10,000", "\\$2,000", "1-5"],
  }),
  legacy("d-l013", "voxa", "healthcare", "How much does the Advanced plan cost?", {
    all: ["\\$15,000", "\\$2,500", "6-10"],
  }),
  legacy("d-l014", "voxa", "restaurants", "What's the monthly fee for the Premium plan?", {
    all: ["\\$25,000", "\\$3,000", "10\\+"],
  }),
  legacy("d-l015", "voxa", "finance", "What happens to the price after the first year on the Premium plan?", {
    all: ["\\$3,000", "month"],
  }),
  legacy("d-l016", "voxa", "hospitality", "How much is the ebook?", { all: ["\\$14\\.40"] }),
  legacy("d-l017", "voxa", "transportation", "How much does the playbook cost?", {
    all: ["\\$14\\.40", "30-day money-back"],
  }),
  legacy("d-l018", "voxa", "finance", "How much is a paid strategy session?", { all: ["\\$250", "60"] }),
  legacy("d-l019", "voxa", "healthcare", "How much does Voxa cost?", { all: ["\\$247"] }),
  legacy("d-l020", "voxa", "real_estate", "What are your prices?", { all: ["\\$247", "\\$3,000"] }),
  legacy("d-l021", "voxa", "restaurants", "How much does it cost for a small restaurant?", { all: ["\\$247"] }),
  legacy("d-l022", "voxa", "healthcare", "Is it expensive to set up an AI receptionist for my dental clinic?", {
    all: ["\\$247"],
  }),
  legacy("d-l023", "voxa", "hospitality", "What does the setup fee cover on your plans?", { all: ["\\$"] }),
  legacy("d-l024", "voxa", "finance", "How much is CRM?", { all: ["\\$1,500"] }),
  legacy("d-l025", "voxa", "real_estate", "Which plan is most popular and what does it cost?", { all: ["\\$15,000"] }),
  legacy("d-l026", "voxa", "healthcare", "Do you integrate with HubSpot?", {
    all: ["HubSpot"],
    none: ["EHR|practice-management"],
  }),
  legacy("d-l027", "voxa", "finance", "Can it connect to Salesforce?", { all: ["Salesforce"] }),
  legacy("d-l028", "voxa", "restaurants", "Does your AI integrate with my CRM?", { all: ["CRM", "\\$1,500"] }),
  legacy("d-l029", "voxa", "real_estate", "Can the agent sync contacts to HubSpot?", { all: ["HubSpot", "sync"] }),
  legacy("d-l030", "voxa", "transportation", "Do you work with Zapier or other tools?", {
    all: ["HubSpot|Salesforce"],
  }),
  legacy("d-l031", "voxa", "hospitality", "What integrations do you support?", { all: ["HubSpot", "Salesforce"] }),
  legacy("d-l032", "voxa", "restaurants", "Can your voice agent speak Spanish?", {
    all: ["Spanish", "language"],
    none: ["How It Works|1\\. "],
  }),
  legacy("d-l033", "voxa", "hospitality", "Do you support other languages?", { all: ["language"] }),
  legacy("d-l034", "voxa", "finance", "Does the chatbot work in French?", { all: ["language"] }),
  legacy("d-l035", "voxa", "transportation", "Can the AI switch languages mid-call?", { all: ["switch"] }),
  legacy("d-l036", "voxa", "healthcare", "Is multilingual support included?", { all: ["language"] }),
  legacy("d-l037", "voxa", "healthcare", "Are you HIPAA compliant?", { all: ["HIPAA", "encrypt"] }),
  legacy("d-l038", "voxa", "finance", "Is the voice agent HIPAA compliant?", { all: ["HIPAA"] }),
  legacy("d-l039", "voxa", "real_estate", "How do you keep data secure?", { all: ["encrypt"] }),
  legacy("d-l040", "voxa", "healthcare", "How long does setup take?", { all: ["14 days|few weeks"] }),
  legacy("d-l041", "voxa", "restaurants", "How fast can we go live?", { all: ["14 days|few weeks"] }),
  legacy("d-l042", "voxa", "transportation", "How does onboarding work for my business?", { all: ["train"] }),
  legacy("d-l043", "voxa", "hospitality", "What's the implementation timeline?", { all: ["14 days|few weeks"] }),
  legacy("d-l044", "voxa", "finance", "Can I get a refund?", { all: ["30-day money-back|refund"] }),
  legacy("d-l045", "voxa", "real_estate", "Do you offer a money-back guarantee?", { all: ["30-day money-back"] }),
  legacy("d-l046", "voxa", "restaurants", "Is there a long-term contract?", { all: ["no long-term contract"] }),
  legacy("d-l047", "voxa", "healthcare", "What uptime do you guarantee?", { all: ["99\\.9% uptime"] }),
  legacy("d-l048", "voxa", "finance", "Is support available 24/7?", { all: ["24\\/7"] }),
  legacy("d-l049", "voxa", "hospitality", "What does Voxa do?", { all: ["voice agents"] }),
  legacy("d-l050", "voxa", "transportation", "What results do clients see?", { all: ["40% cost reduction"] }),
  legacy("d-l051", "voxa", "real_estate", "Is it worth it? What ROI can I expect?", { all: ["%"] }),
  legacy("d-l052", "voxa", "healthcare", "I'd like to book a strategy call", {
    all: ["strategy call"],
    link: "/forms/strategy-call",
  }),
  legacy("d-l053", "voxa", "restaurants", "Can I talk to a human?", {
    all: ["strategy call", "name, email and phone"],
  }),
  legacy("d-l054", "voxa", "hospitality", "I want to speak with sales", {
    all: ["strategy call"],
    link: "/forms/strategy-call#chat",
  }),
  legacy("d-l055", "voxa", "finance", "Can I book a demo for my company?", {
    all: ["strategy call", "name, email and phone"],
  }),
  legacy("d-l056", "voxa", "real_estate", "I'd like a quote", {
    all: ["name, email and phone"],
    link: "/forms/strategy-call#chat",
  }),
  legacy("d-l057", "voxa", "real_estate", "Does it work with AppFolio?", {
    all: ["AppFolio", "(isn't|not) (named|listed)"],
    none: ["^Yes", "CRM you already use"],
    link: "/forms/strategy-call",
  }), // issue 41: AppFolio is not named on the site (was: "Yes, HubSpot…")
  legacy("d-l058", "voxa", "real_estate", "How do I contact you?", { all: ["hello@voxa-ai\\.com"] }),
  legacy("d-l059", "voxa", "transportation", "Can I get a custom quote?", { all: ["strategy call"] }),
  legacy("d-l060", "caller", "restaurants", "hello", { all: ["book a table"] }),
  legacy("d-l061", "caller", "healthcare", "Hi there!", { all: ["book appointments"] }),
  legacy("d-l062", "caller", "hospitality", "Good morning", { all: ["reservations"] }),
  legacy("d-l063", "caller", "transportation", "hey", { all: ["dispatch"] }),
  legacy("d-l064", "caller", "finance", "thanks", { all: ["You're welcome"] }),
  legacy("d-l065", "caller", "real_estate", "Thank you so much!", { all: ["You're welcome"] }),
  legacy("d-l066", "voxa", "healthcare", "Are you a bot?", { all: ["AI assistant"] }),
  legacy("d-l067", "voxa", "restaurants", "Am I talking to a real person?", { all: ["AI assistant"] }),
  legacy("d-l068", "voxa", "finance", "Is this a human?", { all: ["AI assistant"] }),
  legacy("d-l069", "voxa", "hospitality", "bye", { all: ["Thanks"] }),
  legacy("d-l070", "voxa", "transportation", "What's the weather like tomorrow?", {
    all: ["outside what I can answer"],
  }),
  legacy("d-l071", "voxa", "healthcare", "Tell me a joke", { all: ["outside what I can answer"] }),
  legacy("d-l072", "voxa", "real_estate", "Who won the football game?", { all: ["outside what I can answer"] }),
  legacy("d-l073", "voxa", "finance", "zxqv wplm", { all: ["don't know", "strategy call"] }),
  legacy("d-l074", "voxa", "restaurants", "you are useless", { all: ["sorry", "person"] }),
  legacy("d-l075", "voxa", "hospitality", "this is fucking stupid", { all: ["sorry"] }),
  legacy("d-l076", "voxa", "finance", "shut up", { all: ["sorry"] }),
  legacy("d-l077", "voxa", "transportation", "Hi, how much is the Advanced plan?", { all: ["\\$15,000"] }),
  legacy("d-l078", "caller", "healthcare", "Can I book a check-up for next Tuesday morning?", {
    all: ["9:00|10:30|11:15"],
  }),
  legacy("d-l079", "caller", "healthcare", "Do you accept my insurance?", { all: ["insurance"] }),
  legacy("d-l080", "caller", "healthcare", "Do you take Aetna?", { all: ["insurance"] }),
  legacy("d-l081", "caller", "healthcare", "I need to reschedule my appointment", { all: ["book|time"] }),
  legacy("d-l082", "caller", "healthcare", "What are your opening hours?", { all: ["am", "sample details"] }),
  legacy("d-l083", "caller", "healthcare", "Where are you located and is there parking?", { all: ["parking"] }),
  legacy("d-l084", "caller", "healthcare", "I have a bad headache, what should I take?", {
    all: ["not able to give medical advice|can't give medical advice"],
    none: ["ibuprofen|take \\d+ ?mg"],
  }),
  legacy("d-l085", "caller", "healthcare", "I'm having chest pain", { all: ["911"] }),
  legacy("d-l086", "caller", "healthcare", "How much does a visit cost?", { all: ["insurance"] }),
  legacy("d-l087", "caller", "healthcare", "What should I bring to my first appointment?", { all: ["photo ID"] }),
  legacy("d-l088", "caller", "restaurants", "Do you have a table for four at 7 pm on Friday?", { all: ["7:00"] }),
  legacy("d-l089", "caller", "restaurants", "Can I reserve a table for two tonight?", {
    all: ["table", "sample details"],
  }),
  legacy("d-l090", "caller", "restaurants", "Which dishes are gluten-free?", { all: ["gluten-free"] }),
  legacy("d-l091", "caller", "restaurants", "Do you have vegan options?", { all: ["vegetarian|vegan|menu"] }),
  legacy("d-l092", "caller", "restaurants", "Can I order takeout for pickup in 30 minutes?", { all: ["pickup"] }),
  legacy("d-l093", "caller", "restaurants", "Do you deliver?", { all: ["order"] }),
  legacy("d-l094", "caller", "restaurants", "What time do you close tonight?", { all: ["10:00 pm"] }),
  legacy("d-l095", "caller", "restaurants", "How much are your mains?", { all: ["menu"] }),
  legacy("d-l096", "caller", "hospitality", "Is late checkout available on Sunday?", { all: ["late checkout"] }),
  legacy("d-l097", "caller", "hospitality", "Do you have a room available this weekend?", { all: ["room"] }),
  legacy("d-l098", "caller", "hospitality", "What time is check-in?", { all: ["3:00 pm"] }),
  legacy("d-l099", "caller", "hospitality", "Is there a pool and a gym?", { all: ["pool"] }),
  legacy("d-l100", "caller", "hospitality", "Can you recommend something to do nearby?", { all: ["walk"] }),
  legacy("d-l101", "caller", "hospitality", "What's your room rate for two nights?", { all: ["rate", "dates"] }),
  legacy("d-l102", "caller", "hospitality", "Do you allow pets?", { all: ["arrange|stay"] }),
  legacy("d-l103", "caller", "transportation", "Where is my shipment right now?", {
    all: ["tracking or booking number"],
  }),
  legacy("d-l104", "caller", "transportation", "Can you track my package?", { all: ["tracking"] }),
  legacy("d-l105", "caller", "transportation", "Can I book an airport transfer for 6 am tomorrow?", {
    all: ["6:00 am"],
  }),
  legacy("d-l106", "caller", "transportation", "I need a ride to the train station", { all: ["pickup"] }),
  legacy("d-l107", "caller", "transportation", "How much is a ride downtown?", { all: ["quote"] }),
  legacy("d-l108", "caller", "transportation", "I need to cancel my booking", { all: ["booking number"] }),
  legacy("d-l109", "caller", "transportation", "What areas do you serve?", { all: ["metro area|airport"] }),
  legacy("d-l110", "caller", "finance", "What's the status of my loan application?", {
    all: ["application reference"],
  }),
  legacy("d-l111", "caller", "finance", "Can I book a meeting with a financial advisor?", { all: ["Wednesday"] }),
  legacy("d-l112", "caller", "finance", "What fees do you charge for wire transfers?", { all: ["fee"] }),
  legacy("d-l113", "caller", "finance", "Should I invest in stocks or crypto?", {
    all: ["not able to give personal investment"],
    none: ["you should (buy|invest|sell)"],
  }),
  legacy("d-l114", "caller", "finance", "Is my mortgage approved?", { all: ["application"] }),
  legacy("d-l115", "caller", "finance", "I forgot my password, can I give you my account number?", {
    all: ["never share"],
  }),
  legacy("d-l116", "caller", "finance", "When is your office open?", { all: ["9:00 am"] }),
  legacy("d-l117", "caller", "real_estate", "Is the two-bedroom apartment still available?", { all: ["two-bedroom"] }),
  legacy("d-l118", "caller", "real_estate", "Can I schedule a viewing this weekend?", { all: ["Saturday"] }),
  legacy("d-l119", "caller", "real_estate", "My kitchen sink is leaking. Can someone come today?", {
    all: ["maintenance request"],
  }),
  legacy("d-l120", "caller", "real_estate", "My heating is not working", { all: ["maintenance request"] }),
  legacy("d-l121", "caller", "real_estate", "What documents do I need to apply for a lease?", { all: ["photo ID"] }),
  legacy("d-l122", "caller", "real_estate", "Do you have any apartments for rent?", { all: ["available"] }),
  legacy("d-l123", "caller", "real_estate", "How much is the rent?", { all: ["depends|unit"] }),
  legacy("d-l124", "caller", "real_estate", "What are your office hours?", { all: ["9:00 am"] }),
  legacy("d-l125", "voxa", "healthcare", "Do you offer a cheaper option than the plans?", { all: ["\\$247"] }),
  legacy("d-l126", "voxa", "finance", "What do I get for $7,000?", { all: ["Professional"] }),
  legacy("d-l127", "voxa", "real_estate", "Can I pay monthly for the Basic plan?", { all: ["\\$2,000"] }),
  legacy("d-l128", "voxa", "hospitality", "Do you connect with Google Calendar?", { all: ["connect"] }),
  legacy("d-l129", "voxa", "transportation", "Does the agent speak Mandarin?", { all: ["language"] }),
  legacy("d-l130", "voxa", "healthcare", "Is patient data safe with your AI?", { all: ["encrypt"] }),
  legacy("d-l131", "voxa", "restaurants", "How quickly can my restaurant be up and running with Voxa?", {
    all: ["14 days|few weeks|within days"],
  }),
  legacy("d-l132", "voxa", "hospitality", "Can I cancel and get my money back?", { all: ["refund|money-back"] }),
  legacy("d-l133", "voxa", "real_estate", "I'd like someone to call me back about your service", {
    all: ["strategy call"],
  }),
  legacy("d-l134", "caller", "finance", "good evening!", { all: ["application status"] }),
  legacy("d-l135", "voxa", "restaurants", "Write me a poem about cats", { all: ["outside what I can answer"] }),
  legacy("d-l136", "caller", "transportation", "ok thanks", { all: ["You're welcome"] }),
  legacy("d-l137", "caller", "healthcare", "Can I move my appointment to Friday?", { all: ["book|time|openings"] }),
  legacy("d-l138", "caller", "restaurants", "Is there parking near the restaurant?", { all: ["parking"] }),
  legacy("d-l139", "caller", "hospitality", "Can I get extra towels in my room?", { all: ["arrange|towel"] }),
  legacy("d-l140", "caller", "transportation", "When will my delivery arrive?", { all: ["tracking|booking number"] }),
  legacy("d-l141", "caller", "finance", "Can you tell me my account balance?", {
    all: ["verify|confirm|security|name"],
  }),
  legacy("d-l142", "caller", "real_estate", "Do you allow dogs in the apartments?", {
    all: ["pet|dog|application|email"],
  }),
];
