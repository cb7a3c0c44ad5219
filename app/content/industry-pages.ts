import { site } from "./site";
import { claims, proof } from "./claims";
import type { Conversation } from "./conversation";
import { practiceAnswers, type PracticeAnswer } from "./practice-answers";
import { testimonials } from "./testimonials";
import { benefit, conversation, faq, feature, stat, step } from "./blocks";
import {
  link,
  liveDemo,
  openDialog,
  type Benefit,
  type Cta,
  type FaqItem,
  type Feature,
  type PageSeo,
  type Stat,
  type Step,
  type Testimonial,
} from "./types";

/**
 * The five industry pages (spec §2 "Industry pages", "Healthcare industry page"), one template.
 * app/content/industries.ts keeps the short cards used by the header and home page.
 */
export type IndustryPage = {
  slug: "healthcare" | "finance" | "restaurants" | "hospitality" | "transportation";
  path: string;
  /** Link text on the sitemap and breadcrumbs. */
  name: string;
  seo: PageSeo;
  hero: { eyebrow: string; title: string; subtitle: string; ctas: Cta[]; highlights: string[] };
  conversation: Conversation;
  useCases: { title: string; intro: string; items: Feature[] };
  steps: { title: string; intro: string; items: Step[] };
  benefits: { title: string; intro: string; items: Benefit[] };
  /** Undefined when the owner has no quote for this page yet: the page then shows none. */
  testimonial?: Testimonial;
  faq: FaqItem[];
  /** Healthcare only: the BAA, practice software and emergency answers, right under the hero (issue 42). */
  practiceAnswers?: { eyebrow: string; title: string; intro: string; items: PracticeAnswer[] };
  /** Healthcare only: a band that leads to the 24 specialty pages and the marketplace. */
  specialties?: { title: string; intro: string; cta: Cta };
  closing: { title: string; text: string; ctas: Cta[] };
};

/** Company-wide proof shown under every industry hero. */
export const industryStats: Stat[] = [
  stat(proof.businessesServed, "+", `businesses trust ${site.name}`),
  stat(proof.rating, "/5", `rating from ${proof.reviews}+ reviews`, { decimals: 1 }),
  stat(proof.satisfaction, "%", "client satisfaction"),
  stat(proof.uptime, "%", "platform uptime", { decimals: 1 }),
];

export const industrySocialProof = [claims.trustedBy, claims.rating, claims.satisfaction];

const strategyCall = (variant?: Cta["variant"]) => openDialog("Schedule a Free Strategy Call", "strategy-call", variant);
const createBot = link("Create Your AI Bot", "/create-bot");
const getStarted = link("Get Started", "/checkout", "outline");

export const industryPages: IndustryPage[] = [
  {
    slug: "healthcare",
    path: "/industries/healthcare",
    name: "Healthcare",
    seo: {
      title: "AI Voice Agents & Automation for Healthcare",
      description:
        "Healthcare AI voice agents for scheduling, reminders, documentation and billing calls, with efficiency gains up to 70%.",
    },
    hero: {
      eyebrow: "Healthcare",
      title: "AI Automation That Gives Your Care Team Time Back",
      subtitle:
        `${site.name} answers patient calls 24/7, books and confirms appointments, handles billing and insurance questions and keeps paperwork moving, so clinicians spend the day on care instead of the phone. Practices see efficiency gains up to 70%.`,
      ctas: [strategyCall(), link("Explore Specialties", "/voice-agents-marketplace", "outline")],
      highlights: ["Efficiency gains up to 70%", claims.noShows, claims.staffWorkload],
    },
    conversation: {
      caption: "A patient calls to reschedule at 6:40 am",
      lines: [
        conversation.caller("Hi, I need to move my appointment on Thursday."),
        conversation.agent("Of course. Dr. Alvarez has openings on Friday at 9:30 am or Monday at 2:00 pm. Which would you prefer?"),
        conversation.caller("Monday works."),
        conversation.agent("Done. You're booked for Monday at 2:00 pm, and I've texted you a confirmation."),
      ],
      outcome: "Rescheduled · Calendar updated · Confirmation sent",
    },
    useCases: {
      title: "Six Healthcare Workflows, Automated End to End",
      intro:
        "Each workflow runs on its own or together with the others, connected to the scheduling, EHR and billing tools you already use.",
      items: [
        feature(
          "calendar",
          "Appointment Scheduling",
          "Patients book, reschedule and cancel by phone or chat at any hour. The agent follows your provider templates and visit types and writes straight into your calendar.",
        ),
        feature(
          "message",
          "Patient Notifications",
          "Confirmations, reminders, pre-visit instructions and recall messages by voice, text and email cut no-shows by up to 30%.",
        ),
        feature(
          "database",
          "Documentation Handling",
          "Intake answers, call summaries and forms are captured, structured and filed to the right chart or work queue, with no re-typing.",
        ),
        feature(
          "dollar",
          "Billing & Insurance",
          "The agent answers balance and coverage questions, collects insurance details, takes payments and sets up payment plans under your rules.",
        ),
        feature(
          "shield",
          "Security & Compliance",
          "Designed for HIPAA-compliant workflows: encryption in transit and at rest, role-based access, audit logs and minimum-necessary data handling.",
        ),
        feature(
          "workflow",
          "Workflow Optimization",
          "Call analytics show where your team's time goes, and we automate the next bottleneck, from referral intake to prior authorization follow-up.",
        ),
      ],
    },
    steps: {
      title: "From First Call to Fully Automated in Weeks",
      intro: "A clear, low-risk path that your clinical and front-office teams help shape at every step.",
      items: [
        step(
          "Free Strategy Call",
          "In 30 minutes we map your call types, systems and the workflows that cost your staff the most time, and show where automation pays off first.",
        ),
        step(
          "Configure and Integrate",
          "We train your agent on your providers, visit types, policies and escalation rules, and connect it to your scheduling, EHR and billing tools.",
        ),
        step(
          "Test with Your Team",
          "Your staff run real scenarios before launch, and your clinical leads review and sign off on every escalation path.",
        ),
        step("Launch and Optimize", "The agent goes live on your main line. Monthly reviews turn call data into the next round of automation."),
      ],
    },
    benefits: {
      title: "What Changes for Your Practice",
      intro: "The results healthcare teams see once routine calls and paperwork run themselves.",
      items: [
        benefit("Efficiency gains up to 70%", "Front-office tasks that used to fill the day run automatically in the background."),
        benefit("No-shows cut up to 30%", "Timely reminders and one-step rescheduling keep provider schedules full."),
        benefit("Staff workload cut up to 50%", "Your team stops answering the same questions and spends that time with patients instead."),
        benefit("Every call answered, 24/7", "Patients reach a helpful voice at night, on weekends and during the lunch-hour rush."),
      ],
    },
    testimonial: testimonials.healthcareIndustry,
    practiceAnswers,
    specialties: {
      title: "AI Voice Agents for 24 Healthcare Specialties",
      intro:
        "From primary care to oncology, each agent arrives trained for its specialty's vocabulary, workflows and escalation rules.",
      cta: link("Explore the Healthcare Marketplace", "/voice-agents-marketplace"),
    },
    faq: [
      faq(
        "Is the AI voice agent HIPAA compliant?",
        "We build healthcare deployments for HIPAA-compliant workflows: protected health information is encrypted in transit and at rest, access is role-based and logged, and the agent only collects what a task needs. We review the setup with your compliance team before launch.",
      ),
      faq(
        "Which EHR and scheduling systems do you integrate with?",
        "We connect to most EHR, practice management and scheduling systems through their APIs or integration partners, as well as to calendars, SMS and email tools. On the strategy call we confirm exactly how your systems will connect.",
      ),
      faq(
        "What happens when a patient has an urgent medical question?",
        "The agent never gives medical advice. It follows the escalation rules your clinical team writes: urgent calls are transferred to a person immediately, and non-urgent clinical questions go to the right nurse queue with a summary.",
      ),
      faq(
        "How long does implementation take?",
        "Most practices go live within a few weeks of the strategy call, depending on the number of workflows and integrations. Your team tests every scenario before the agent answers a single patient.",
      ),
    ],
    closing: {
      title: "See How Much Time Your Practice Could Save",
      text: "Book a free 30-minute strategy call. We'll map your highest-volume workflows and show you where automation pays off first.",
      ctas: [strategyCall(), liveDemo("Try the Live Demo")],
    },
  },
  {
    slug: "finance",
    path: "/industries/finance",
    name: "Finance",
    seo: {
      title: "AI Voice Agents for Financial Services",
      description:
        "AI voice agents for banks, credit unions, lenders and advisors: answer account questions, qualify leads and book meetings 24/7.",
    },
    hero: {
      eyebrow: "Finance",
      title: "AI Voice Agents for Banks, Lenders and Advisory Firms",
      subtitle:
        "Answer every client call in seconds, pre-qualify loan and account inquiries, and book meetings with the right advisor, while sensitive requests go straight to your team with full context.",
      ctas: [createBot, getStarted],
      highlights: [claims.support, claims.callResolution, claims.costReduction],
    },
    conversation: {
      caption: "A prospective borrower calls after hours",
      lines: [
        conversation.caller("Hi, I'd like to find out whether I qualify for a home equity loan."),
        conversation.agent("I can help you get started. Roughly how much are you hoping to borrow, and what's the estimated value of your home?"),
        conversation.caller("About $60,000, and the house is worth around $450,000."),
      ],
      outcome: "Pre-qualified · Meeting with a loan officer booked",
    },
    useCases: {
      title: "What Your Finance AI Agent Handles",
      intro: "Fast, consistent answers for routine requests, and a seamless handoff whenever a client needs a licensed professional.",
      items: [
        feature(
          "phone",
          "Account and Service Questions",
          "Answers questions about branch hours, routing numbers, fee schedules and account services after verifying the caller.",
        ),
        feature(
          "target",
          "Loan and Mortgage Pre-Qualification",
          "Asks your qualifying questions, explains the documents required and books applicants with a loan officer.",
        ),
        feature(
          "calendar",
          "Advisor Appointment Booking",
          "Schedules reviews and consultations directly in advisors' calendars, with reminders and easy rescheduling.",
        ),
        feature(
          "shield",
          "Fraud and Security Routing",
          "Recognizes lost-card, fraud and suspicious-activity calls and transfers them to your security team immediately.",
        ),
        feature("database", "CRM Logging", "Every conversation is summarized and logged to your CRM with the next step and an owner."),
        feature(
          "mail",
          "Document and Payment Reminders",
          "Reminds clients about missing documents, upcoming payments and renewal dates by voice and text.",
        ),
      ],
    },
    steps: {
      title: "How It Works",
      intro: "Built around your compliance requirements from the first conversation.",
      items: [
        step("Map Your Call Types", "We review your call reasons and volumes to find the requests that are safe and valuable to automate first."),
        step(
          "Set the Guardrails",
          "We define approved answers, required disclosures, identity verification steps and the topics that must always go to a licensed professional.",
        ),
        step("Connect Your Systems", "Calendars, CRM and loan origination tools are connected so the agent books, logs and routes with real data."),
        step("Go Live and Improve", "The agent answers your lines, and monthly reviews of transcripts and outcomes sharpen every script."),
      ],
    },
    benefits: {
      title: `Why Financial Firms Choose ${site.name}`,
      intro: "Better service for clients, more qualified conversations for your advisors.",
      items: [
        benefit("Call resolution time cut 50%", "Routine questions are answered on the first call, without hold music or callbacks."),
        benefit("Up to 70% call-centre cost savings", "High-volume service calls are automated, so your people focus on advice and relationships."),
        benefit("More qualified appointments", "Every inquiry is pre-qualified and booked while the prospect is still interested."),
        benefit("Consistent, compliant answers", "The agent answers only from approved content and hands anything else to your team."),
      ],
    },
    testimonial: testimonials.financeIndustry,
    faq: [
      faq(
        "Can the agent verify a caller's identity?",
        "Yes. It follows your verification steps, such as security questions or one-time codes sent by text, before it discusses any account details, and it transfers the call if verification fails.",
      ),
      faq(
        "Will the agent give financial advice?",
        "No. It answers factual service questions from content you approve and books time with a licensed professional for anything that requires advice.",
      ),
      faq(
        "Are calls recorded and logged?",
        "Every conversation can be recorded, transcribed and summarized into your CRM, so you have a complete record for quality review and audits.",
      ),
      faq(
        "How do we get started?",
        "Create your AI bot to see what it would say to your clients, or choose Get Started to launch your first agent. Larger rollouts are scoped with our team.",
      ),
    ],
    closing: {
      title: "Give Every Client an Instant, Accurate Answer",
      text: "Launch an AI voice agent that handles routine calls around the clock and hands every important conversation to your team.",
      ctas: [createBot, getStarted],
    },
  },
  {
    slug: "restaurants",
    path: "/industries/restaurants",
    name: "Restaurants",
    seo: {
      title: "AI Voice Agents for Restaurants",
      description:
        "AI phone agents for restaurants: take reservations and takeout orders, answer menu questions and upsell during the rush, 24/7.",
    },
    hero: {
      eyebrow: "Restaurants",
      title: "Never Miss a Reservation or Takeout Order Again",
      subtitle:
        "During the dinner rush your staff can't always pick up. Your AI voice agent can: it takes reservations, phone orders and menu questions on every line at once and sends orders straight to your kitchen.",
      ctas: [createBot, getStarted],
      highlights: [claims.shorterWaits, claims.support, "Every line answered at peak"],
    },
    conversation: {
      caption: "A guest calls at 6:45 pm on a Friday",
      lines: [
        conversation.caller("Can I get a table for six at 7:30 on Saturday?"),
        conversation.agent("I have a table for six at 7:15 or 8:00 pm on Saturday. Would either of those work?"),
        conversation.caller("Eight is perfect."),
        conversation.agent("You're booked for six at 8:00 pm. I'll text you a confirmation now."),
      ],
      outcome: "Reservation booked · Confirmation sent",
    },
    useCases: {
      title: "Your Busiest Host, Server and Order-Taker in One",
      intro: "Trained on your menu, hours and policies, and connected to your reservation system and POS.",
      items: [
        feature(
          "calendar",
          "Reservations and Waitlists",
          "Books, changes and cancels tables in your reservation system, manages the waitlist and confirms large parties.",
        ),
        feature(
          "utensils",
          "Phone Orders to the Kitchen",
          "Takes takeout and delivery orders with modifiers and allergy notes and sends them straight to your POS.",
        ),
        feature(
          "message",
          "Menu and Allergen Questions",
          "Answers questions about specials, ingredients, dietary options and allergens from your current menu.",
        ),
        feature("trending", "Smart Upselling", "Suggests sides, desserts and drinks at the right moment, the way your best server would."),
        feature("users", "Events and Catering Inquiries", "Qualifies private dining and catering leads and books a call with your events manager."),
        feature("globe", "Multilingual Guests", "Takes orders and reservations in your guests' preferred languages."),
      ],
    },
    steps: {
      title: "How It Works",
      intro: "Live before your next busy weekend.",
      items: [
        step("Share Your Menu and Rules", "Send us your menu, hours, table layout and policies on large parties, deposits and substitutions."),
        step("Connect Your Systems", "We connect your reservation platform and POS so bookings and orders land where your team already works."),
        step("Test a Dinner Rush", "We simulate a busy service with real orders and tricky requests until your manager is happy."),
        step("Go Live", "Calls overflow to the agent when staff are busy, or it answers every call. Your choice."),
      ],
    },
    benefits: {
      title: "Why Restaurants Love It",
      intro: "More covers, bigger orders and a calmer front of house.",
      items: [
        benefit("Up to 80% shorter waits", "Guests get through on the first ring, even on a Saturday night."),
        benefit("Higher average order value", "Consistent upselling on every phone order adds up fast."),
        benefit("Staff focused on the room", "Hosts and servers look after the guests in front of them instead of the phone."),
        benefit("Open for bookings 24/7", "Reservations and catering inquiries come in overnight, ready for the morning."),
      ],
    },
    testimonial: testimonials.restaurantsIndustry,
    faq: [
      faq(
        "Does it work with my POS and reservation system?",
        "We integrate with most popular restaurant POS and reservation platforms. If yours has no integration, orders and bookings can arrive by text, email or a tablet dashboard.",
      ),
      faq(
        "Can it handle allergies and special requests?",
        "Yes. It records allergies and modifiers on every order, answers allergen questions from your menu data, and passes anything it isn't sure about to your staff.",
      ),
      faq(
        "What if a guest wants to speak to a person?",
        "The agent transfers the call to your team immediately, or takes a message when everyone is busy.",
      ),
      faq(
        "How quickly can we launch?",
        "Create your AI bot from your menu today and test it yourself; most restaurants are live within days of getting started.",
      ),
    ],
    closing: {
      title: "Turn Every Ring into Revenue",
      text: "Stop losing reservations and orders to a busy phone. Your AI voice agent is ready before your next service.",
      ctas: [createBot, getStarted],
    },
  },
  {
    slug: "hospitality",
    path: "/industries/hospitality",
    name: "Hospitality",
    seo: {
      title: "AI Voice Agents for Hotels & Hospitality",
      description:
        "AI voice agents for hotels and resorts: direct bookings, guest requests, concierge answers and upsells in many languages, 24/7.",
    },
    hero: {
      eyebrow: "Hospitality",
      title: "A Concierge Who Never Sleeps, in Every Language",
      subtitle:
        "Your AI voice agent answers booking inquiries, guest requests and concierge questions around the clock, so your front desk can focus on the guests standing in front of them.",
      ctas: [createBot, getStarted],
      highlights: [claims.support, "Multilingual guest service", claims.routineCalls],
    },
    conversation: {
      caption: "A traveler calls the hotel directly",
      lines: [
        conversation.caller("Hi, do you have a room with two queen beds for next weekend?"),
        conversation.agent(
          "Yes. For Friday and Saturday I have a deluxe double at $189 a night with breakfast included. Would you like me to reserve it?",
        ),
        conversation.caller("Yes, please."),
      ],
      outcome: "Direct booking made · Breakfast package added",
    },
    useCases: {
      title: "Guest Service That Scales with Your Occupancy",
      intro: "The agent knows your property, rates and policies, and works alongside your team rather than replacing the human touch.",
      items: [
        feature(
          "bed",
          "Reservations and Direct Bookings",
          "Checks availability and rates and books rooms directly, keeping revenue you would otherwise pay in commission.",
        ),
        feature("headset", "Guest Requests", "Logs housekeeping, maintenance and amenity requests and routes them to the right team instantly."),
        feature(
          "sparkles",
          "Concierge Answers",
          "Recommends restaurants, tours and transport and answers questions about amenities, hours and policies.",
        ),
        feature(
          "trending",
          "Upsells and Packages",
          "Offers upgrades, late checkout, spa and dining packages at the moments guests are most receptive.",
        ),
        feature(
          "globe",
          "Multilingual Service",
          "Speaks with international guests in their own language, with the same accurate information in each.",
        ),
        feature("calendar", "Group and Event Inquiries", "Qualifies wedding, meeting and group inquiries and books a call with your sales team."),
      ],
    },
    steps: {
      title: "How It Works",
      intro: "Your property's knowledge, your brand's voice, working around the clock.",
      items: [
        step("Learn Your Property", "We load your rooms, rates, amenities, policies and local recommendations."),
        step("Connect Your PMS", "The agent checks availability and books directly in your property management system."),
        step("Match Your Brand Voice", "We tune greetings, tone and upsell offers to match your guest experience."),
        step("Launch and Improve", "Go live on your main line, with monthly reviews of guest questions and outcomes."),
      ],
    },
    benefits: {
      title: "What Hotels Gain",
      intro: "Happier guests, more direct revenue and a front desk that can breathe.",
      items: [
        benefit("Up to 80% shorter waits", "Guests get answers immediately instead of waiting while the desk checks others in."),
        benefit("More direct bookings", "Phone inquiries convert to reservations at any hour, without commission."),
        benefit("A calmer front desk", "Staff spend their time on the guests in the lobby, not on repeat questions."),
        benefit("90% of routine calls automated", "Wi-Fi, parking, breakfast and checkout questions are answered instantly."),
      ],
    },
    testimonial: testimonials.hospitalityIndustry,
    faq: [
      faq(
        "Does it integrate with our property management system?",
        "We connect to most major property management and booking systems. Where there is no integration, the agent can capture reservation requests for your team to confirm.",
      ),
      faq(
        "Which languages does it speak?",
        "The agent can converse in many major languages and switches automatically to the language a guest speaks. We confirm the languages you need during setup.",
      ),
      faq(
        "Can it handle complaints?",
        "It listens, apologizes, logs the issue and routes it to the duty manager immediately, so the right person can make it right.",
      ),
      faq(
        "Is it suitable for smaller properties?",
        "Yes. Boutique hotels and inns often benefit most, because a small team can't staff the phone around the clock.",
      ),
    ],
    closing: {
      title: "Give Every Guest a Five-Star First Impression",
      text: "Answer every call in seconds, in every language, and turn more inquiries into direct bookings.",
      ctas: [createBot, getStarted],
    },
  },
  {
    slug: "transportation",
    path: "/industries/transportation",
    name: "Transportation",
    seo: {
      title: "AI Voice Agents for Transportation & Logistics",
      description:
        "AI voice agents for transportation and logistics: bookings, delivery status, dispatch updates and driver support, 24/7.",
    },
    hero: {
      eyebrow: "Transportation",
      title: "Keep Riders, Shippers and Drivers Informed Automatically",
      subtitle:
        "From ride bookings to delivery status and driver check-ins, your AI voice agent handles the calls that tie up dispatch, so your team can keep everything moving.",
      ctas: [createBot, getStarted],
      highlights: [claims.support, claims.callResolution, claims.staffWorkload],
    },
    conversation: {
      caption: "A customer calls about a delivery",
      lines: [
        conversation.caller("When will my delivery arrive? The order number is 48213."),
        conversation.agent(
          "Your shipment is out for delivery and the driver is four stops away. The estimated arrival is between 2:10 and 2:40 pm. I'll text you when it's 10 minutes out.",
        ),
      ],
      outcome: "Status answered · Arrival alert scheduled",
    },
    useCases: {
      title: "Calls Your Dispatch Team Will Never Have to Take Again",
      intro: "Connected to your tracking, dispatch and billing systems, so every answer is based on live data.",
      items: [
        feature(
          "calendar",
          "Bookings and Reservations",
          "Books rides, shuttles, charters and freight pickups with pickup details and special requirements.",
        ),
        feature(
          "truck",
          "Delivery and Shipment Status",
          "Answers \u201cWhere is my order?\u201d calls in seconds with live tracking data from your systems.",
        ),
        feature("route", "Dispatch Updates", "Notifies customers proactively about delays, arrival times and route changes by voice or text."),
        feature("headset", "Driver Support Line", "Gives drivers a 24/7 line for check-ins, incident reports and route questions."),
        feature("dollar", "Quotes and Billing", "Provides standard quotes, answers invoice questions and takes payments by phone."),
        feature(
          "chart",
          "Operational Insights",
          "Call analytics reveal recurring issues, from late pickups to confusing invoices, so you can fix the cause.",
        ),
      ],
    },
    steps: {
      title: "How It Works",
      intro: "Designed around your operation, not a generic call script.",
      items: [
        step("Map Your Operations", "We learn your services, coverage area, booking rules and the calls that interrupt dispatch most."),
        step("Connect Tracking and Dispatch", "The agent reads live status from your systems so every answer is accurate."),
        step("Set Escalation Rules", "Accidents, safety issues and VIP accounts go straight to the right person, every time."),
        step("Launch and Scale", "Go live on one line, then expand to driver support, billing and outbound updates."),
      ],
    },
    benefits: {
      title: "Results for Transportation Teams",
      intro: "Fewer interruptions for dispatch, faster answers for customers.",
      items: [
        benefit("Call resolution time cut 50%", "Status and booking questions are resolved on the first call."),
        benefit("Fewer \u201cwhere is it?\u201d calls", "Proactive arrival updates answer the question before customers have to ask."),
        benefit("Dispatchers focused on operations", "Your team plans routes and solves problems instead of reading out tracking numbers."),
        benefit("Capacity that scales with demand", "Peak seasons and weather delays never mean a busy signal."),
      ],
    },
    testimonial: testimonials.transportationIndustry,
    faq: [
      faq(
        "Can the agent read live tracking data?",
        "Yes. We connect to your tracking, telematics or dispatch system, so status and arrival times are always current.",
      ),
      faq(
        "What happens with accidents or safety issues?",
        "Safety-related calls are recognized immediately and transferred to your on-duty team with the details already captured.",
      ),
      faq("Can it call customers proactively?", "Yes. It can place outbound calls or send texts about delays, arrival windows and schedule changes."),
      faq("Does it support drivers as well as customers?", "A dedicated driver line handles check-ins, incident reports and route questions, 24/7."),
    ],
    closing: {
      title: "Keep Your Customers Moving",
      text: "Put an AI voice agent on your lines and give your dispatchers their day back.",
      ctas: [createBot, getStarted],
    },
  },
];

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

export function industryPageByPath(pathname: string): IndustryPage | undefined {
  const path = normalize(pathname);
  return industryPages.find((p) => p.path === path);
}
