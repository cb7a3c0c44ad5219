import { site } from "./site";
import { claims, proof } from "./claims";
import type { Conversation } from "./conversation";
import { testimonials } from "./testimonials";
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
  testimonial: Testimonial;
  faq: FaqItem[];
  /** Healthcare only: a band that leads to the 24 specialty pages and the marketplace. */
  specialties?: { title: string; intro: string; cta: Cta };
  closing: { title: string; text: string; ctas: Cta[] };
};

/** Company-wide proof shown under every industry hero. */
export const industryStats: Stat[] = [
  { value: proof.businessesServed, suffix: "+", label: `businesses trust ${site.name}` },
  { value: proof.rating, decimals: 1, suffix: "/5", label: `rating from ${proof.reviews}+ reviews` },
  { value: proof.satisfaction, suffix: "%", label: "client satisfaction" },
  { value: proof.uptime, decimals: 1, suffix: "%", label: "platform uptime" },
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
        { speaker: "caller", text: "Hi, I need to move my appointment on Thursday." },
        { speaker: "agent", text: "Of course. Dr. Alvarez has openings on Friday at 9:30 am or Monday at 2:00 pm. Which would you prefer?" },
        { speaker: "caller", text: "Monday works." },
        { speaker: "agent", text: "Done. You're booked for Monday at 2:00 pm, and I've texted you a confirmation." },
      ],
      outcome: "Rescheduled · Calendar updated · Confirmation sent",
    },
    useCases: {
      title: "Six Healthcare Workflows, Automated End to End",
      intro:
        "Each workflow runs on its own or together with the others, connected to the scheduling, EHR and billing tools you already use.",
      items: [
        {
          icon: "calendar",
          title: "Appointment Scheduling",
          description:
            "Patients book, reschedule and cancel by phone or chat at any hour. The agent follows your provider templates and visit types and writes straight into your calendar.",
        },
        {
          icon: "message",
          title: "Patient Notifications",
          description:
            "Confirmations, reminders, pre-visit instructions and recall messages by voice, text and email cut no-shows by up to 30%.",
        },
        {
          icon: "database",
          title: "Documentation Handling",
          description:
            "Intake answers, call summaries and forms are captured, structured and filed to the right chart or work queue, with no re-typing.",
        },
        {
          icon: "dollar",
          title: "Billing & Insurance",
          description:
            "The agent answers balance and coverage questions, collects insurance details, takes payments and sets up payment plans under your rules.",
        },
        {
          icon: "shield",
          title: "Security & Compliance",
          description:
            "Designed for HIPAA-compliant workflows: encryption in transit and at rest, role-based access, audit logs and minimum-necessary data handling.",
        },
        {
          icon: "workflow",
          title: "Workflow Optimization",
          description:
            "Call analytics show where your team's time goes, and we automate the next bottleneck, from referral intake to prior authorization follow-up.",
        },
      ],
    },
    steps: {
      title: "From First Call to Fully Automated in Weeks",
      intro: "A clear, low-risk path that your clinical and front-office teams help shape at every step.",
      items: [
        {
          title: "Free Strategy Call",
          description:
            "In 30 minutes we map your call types, systems and the workflows that cost your staff the most time, and show where automation pays off first.",
        },
        {
          title: "Configure and Integrate",
          description:
            "We train your agent on your providers, visit types, policies and escalation rules, and connect it to your scheduling, EHR and billing tools.",
        },
        {
          title: "Test with Your Team",
          description:
            "Your staff run real scenarios before launch, and your clinical leads review and sign off on every escalation path.",
        },
        {
          title: "Launch and Optimize",
          description: "The agent goes live on your main line. Monthly reviews turn call data into the next round of automation.",
        },
      ],
    },
    benefits: {
      title: "What Changes for Your Practice",
      intro: "The results healthcare teams see once routine calls and paperwork run themselves.",
      items: [
        {
          title: "Efficiency gains up to 70%",
          description: "Front-office tasks that used to fill the day run automatically in the background.",
        },
        {
          title: "No-shows cut up to 30%",
          description: "Timely reminders and one-step rescheduling keep provider schedules full.",
        },
        {
          title: "Staff workload cut up to 50%",
          description: "Your team stops answering the same questions and spends that time with patients instead.",
        },
        {
          title: "Every call answered, 24/7",
          description: "Patients reach a helpful voice at night, on weekends and during the lunch-hour rush.",
        },
      ],
    },
    testimonial: testimonials.healthcareIndustry,
    specialties: {
      title: "AI Voice Agents for 24 Healthcare Specialties",
      intro:
        "From primary care to oncology, each agent arrives trained for its specialty's vocabulary, workflows and escalation rules.",
      cta: link("Explore the Healthcare Marketplace", "/voice-agents-marketplace"),
    },
    faq: [
      {
        question: "Is the AI voice agent HIPAA compliant?",
        answer:
          "We build healthcare deployments for HIPAA-compliant workflows: protected health information is encrypted in transit and at rest, access is role-based and logged, and the agent only collects what a task needs. We review the setup with your compliance team before launch.",
      },
      {
        question: "Which EHR and scheduling systems do you integrate with?",
        answer:
          "We connect to most EHR, practice management and scheduling systems through their APIs or integration partners, as well as to calendars, SMS and email tools. On the strategy call we confirm exactly how your systems will connect.",
      },
      {
        question: "What happens when a patient has an urgent medical question?",
        answer:
          "The agent never gives medical advice. It follows the escalation rules your clinical team writes: urgent calls are transferred to a person immediately, and non-urgent clinical questions go to the right nurse queue with a summary.",
      },
      {
        question: "How long does implementation take?",
        answer:
          "Most practices go live within a few weeks of the strategy call, depending on the number of workflows and integrations. Your team tests every scenario before the agent answers a single patient.",
      },
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
        { speaker: "caller", text: "Hi, I'd like to find out whether I qualify for a home equity loan." },
        {
          speaker: "agent",
          text: "I can help you get started. Roughly how much are you hoping to borrow, and what's the estimated value of your home?",
        },
        { speaker: "caller", text: "About $60,000, and the house is worth around $450,000." },
      ],
      outcome: "Pre-qualified · Meeting with a loan officer booked",
    },
    useCases: {
      title: "What Your Finance AI Agent Handles",
      intro: "Fast, consistent answers for routine requests, and a seamless handoff whenever a client needs a licensed professional.",
      items: [
        {
          icon: "phone",
          title: "Account and Service Questions",
          description: "Answers questions about branch hours, routing numbers, fee schedules and account services after verifying the caller.",
        },
        {
          icon: "target",
          title: "Loan and Mortgage Pre-Qualification",
          description: "Asks your qualifying questions, explains the documents required and books applicants with a loan officer.",
        },
        {
          icon: "calendar",
          title: "Advisor Appointment Booking",
          description: "Schedules reviews and consultations directly in advisors' calendars, with reminders and easy rescheduling.",
        },
        {
          icon: "shield",
          title: "Fraud and Security Routing",
          description: "Recognizes lost-card, fraud and suspicious-activity calls and transfers them to your security team immediately.",
        },
        {
          icon: "database",
          title: "CRM Logging",
          description: "Every conversation is summarized and logged to your CRM with the next step and an owner.",
        },
        {
          icon: "mail",
          title: "Document and Payment Reminders",
          description: "Reminds clients about missing documents, upcoming payments and renewal dates by voice and text.",
        },
      ],
    },
    steps: {
      title: "How It Works",
      intro: "Built around your compliance requirements from the first conversation.",
      items: [
        {
          title: "Map Your Call Types",
          description: "We review your call reasons and volumes to find the requests that are safe and valuable to automate first.",
        },
        {
          title: "Set the Guardrails",
          description:
            "We define approved answers, required disclosures, identity verification steps and the topics that must always go to a licensed professional.",
        },
        {
          title: "Connect Your Systems",
          description: "Calendars, CRM and loan origination tools are connected so the agent books, logs and routes with real data.",
        },
        {
          title: "Go Live and Improve",
          description: "The agent answers your lines, and monthly reviews of transcripts and outcomes sharpen every script.",
        },
      ],
    },
    benefits: {
      title: `Why Financial Firms Choose ${site.name}`,
      intro: "Better service for clients, more qualified conversations for your advisors.",
      items: [
        {
          title: "Call resolution time cut 50%",
          description: "Routine questions are answered on the first call, without hold music or callbacks.",
        },
        {
          title: "Up to 70% call-centre cost savings",
          description: "High-volume service calls are automated, so your people focus on advice and relationships.",
        },
        {
          title: "More qualified appointments",
          description: "Every inquiry is pre-qualified and booked while the prospect is still interested.",
        },
        {
          title: "Consistent, compliant answers",
          description: "The agent answers only from approved content and hands anything else to your team.",
        },
      ],
    },
    testimonial: testimonials.financeIndustry,
    faq: [
      {
        question: "Can the agent verify a caller's identity?",
        answer:
          "Yes. It follows your verification steps, such as security questions or one-time codes sent by text, before it discusses any account details, and it transfers the call if verification fails.",
      },
      {
        question: "Will the agent give financial advice?",
        answer:
          "No. It answers factual service questions from content you approve and books time with a licensed professional for anything that requires advice.",
      },
      {
        question: "Are calls recorded and logged?",
        answer:
          "Every conversation can be recorded, transcribed and summarized into your CRM, so you have a complete record for quality review and audits.",
      },
      {
        question: "How do we get started?",
        answer:
          "Create your AI bot to see what it would say to your clients, or choose Get Started to launch your first agent. Larger rollouts are scoped with our team.",
      },
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
        { speaker: "caller", text: "Can I get a table for six at 7:30 on Saturday?" },
        { speaker: "agent", text: "I have a table for six at 7:15 or 8:00 pm on Saturday. Would either of those work?" },
        { speaker: "caller", text: "Eight is perfect." },
        { speaker: "agent", text: "You're booked for six at 8:00 pm. I'll text you a confirmation now." },
      ],
      outcome: "Reservation booked · Confirmation sent",
    },
    useCases: {
      title: "Your Busiest Host, Server and Order-Taker in One",
      intro: "Trained on your menu, hours and policies, and connected to your reservation system and POS.",
      items: [
        {
          icon: "calendar",
          title: "Reservations and Waitlists",
          description: "Books, changes and cancels tables in your reservation system, manages the waitlist and confirms large parties.",
        },
        {
          icon: "utensils",
          title: "Phone Orders to the Kitchen",
          description: "Takes takeout and delivery orders with modifiers and allergy notes and sends them straight to your POS.",
        },
        {
          icon: "message",
          title: "Menu and Allergen Questions",
          description: "Answers questions about specials, ingredients, dietary options and allergens from your current menu.",
        },
        {
          icon: "trending",
          title: "Smart Upselling",
          description: "Suggests sides, desserts and drinks at the right moment, the way your best server would.",
        },
        {
          icon: "users",
          title: "Events and Catering Inquiries",
          description: "Qualifies private dining and catering leads and books a call with your events manager.",
        },
        {
          icon: "globe",
          title: "Multilingual Guests",
          description: "Takes orders and reservations in your guests' preferred languages.",
        },
      ],
    },
    steps: {
      title: "How It Works",
      intro: "Live before your next busy weekend.",
      items: [
        { title: "Share Your Menu and Rules", description: "Send us your menu, hours, table layout and policies on large parties, deposits and substitutions." },
        { title: "Connect Your Systems", description: "We connect your reservation platform and POS so bookings and orders land where your team already works." },
        { title: "Test a Dinner Rush", description: "We simulate a busy service with real orders and tricky requests until your manager is happy." },
        { title: "Go Live", description: "Calls overflow to the agent when staff are busy, or it answers every call. Your choice." },
      ],
    },
    benefits: {
      title: "Why Restaurants Love It",
      intro: "More covers, bigger orders and a calmer front of house.",
      items: [
        { title: "Up to 80% shorter waits", description: "Guests get through on the first ring, even on a Saturday night." },
        { title: "Higher average order value", description: "Consistent upselling on every phone order adds up fast." },
        { title: "Staff focused on the room", description: "Hosts and servers look after the guests in front of them instead of the phone." },
        { title: "Open for bookings 24/7", description: "Reservations and catering inquiries come in overnight, ready for the morning." },
      ],
    },
    testimonial: testimonials.restaurantsIndustry,
    faq: [
      {
        question: "Does it work with my POS and reservation system?",
        answer:
          "We integrate with most popular restaurant POS and reservation platforms. If yours has no integration, orders and bookings can arrive by text, email or a tablet dashboard.",
      },
      {
        question: "Can it handle allergies and special requests?",
        answer:
          "Yes. It records allergies and modifiers on every order, answers allergen questions from your menu data, and passes anything it isn't sure about to your staff.",
      },
      {
        question: "What if a guest wants to speak to a person?",
        answer: "The agent transfers the call to your team immediately, or takes a message when everyone is busy.",
      },
      {
        question: "How quickly can we launch?",
        answer: "Create your AI bot from your menu today and test it yourself; most restaurants are live within days of getting started.",
      },
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
        { speaker: "caller", text: "Hi, do you have a room with two queen beds for next weekend?" },
        {
          speaker: "agent",
          text: "Yes. For Friday and Saturday I have a deluxe double at $189 a night with breakfast included. Would you like me to reserve it?",
        },
        { speaker: "caller", text: "Yes, please." },
      ],
      outcome: "Direct booking made · Breakfast package added",
    },
    useCases: {
      title: "Guest Service That Scales with Your Occupancy",
      intro: "The agent knows your property, rates and policies, and works alongside your team rather than replacing the human touch.",
      items: [
        {
          icon: "bed",
          title: "Reservations and Direct Bookings",
          description: "Checks availability and rates and books rooms directly, keeping revenue you would otherwise pay in commission.",
        },
        {
          icon: "headset",
          title: "Guest Requests",
          description: "Logs housekeeping, maintenance and amenity requests and routes them to the right team instantly.",
        },
        {
          icon: "sparkles",
          title: "Concierge Answers",
          description: "Recommends restaurants, tours and transport and answers questions about amenities, hours and policies.",
        },
        {
          icon: "trending",
          title: "Upsells and Packages",
          description: "Offers upgrades, late checkout, spa and dining packages at the moments guests are most receptive.",
        },
        {
          icon: "globe",
          title: "Multilingual Service",
          description: "Speaks with international guests in their own language, with the same accurate information in each.",
        },
        {
          icon: "calendar",
          title: "Group and Event Inquiries",
          description: "Qualifies wedding, meeting and group inquiries and books a call with your sales team.",
        },
      ],
    },
    steps: {
      title: "How It Works",
      intro: "Your property's knowledge, your brand's voice, working around the clock.",
      items: [
        { title: "Learn Your Property", description: "We load your rooms, rates, amenities, policies and local recommendations." },
        { title: "Connect Your PMS", description: "The agent checks availability and books directly in your property management system." },
        { title: "Match Your Brand Voice", description: "We tune greetings, tone and upsell offers to match your guest experience." },
        { title: "Launch and Improve", description: "Go live on your main line, with monthly reviews of guest questions and outcomes." },
      ],
    },
    benefits: {
      title: "What Hotels Gain",
      intro: "Happier guests, more direct revenue and a front desk that can breathe.",
      items: [
        { title: "Up to 80% shorter waits", description: "Guests get answers immediately instead of waiting while the desk checks others in." },
        { title: "More direct bookings", description: "Phone inquiries convert to reservations at any hour, without commission." },
        { title: "A calmer front desk", description: "Staff spend their time on the guests in the lobby, not on repeat questions." },
        { title: "90% of routine calls automated", description: "Wi-Fi, parking, breakfast and checkout questions are answered instantly." },
      ],
    },
    testimonial: testimonials.hospitalityIndustry,
    faq: [
      {
        question: "Does it integrate with our property management system?",
        answer:
          "We connect to most major property management and booking systems. Where there is no integration, the agent can capture reservation requests for your team to confirm.",
      },
      {
        question: "Which languages does it speak?",
        answer:
          "The agent can converse in many major languages and switches automatically to the language a guest speaks. We confirm the languages you need during setup.",
      },
      {
        question: "Can it handle complaints?",
        answer: "It listens, apologizes, logs the issue and routes it to the duty manager immediately, so the right person can make it right.",
      },
      {
        question: "Is it suitable for smaller properties?",
        answer: "Yes. Boutique hotels and inns often benefit most, because a small team can't staff the phone around the clock.",
      },
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
        { speaker: "caller", text: "When will my delivery arrive? The order number is 48213." },
        {
          speaker: "agent",
          text: "Your shipment is out for delivery and the driver is four stops away. The estimated arrival is between 2:10 and 2:40 pm. I'll text you when it's 10 minutes out.",
        },
      ],
      outcome: "Status answered · Arrival alert scheduled",
    },
    useCases: {
      title: "Calls Your Dispatch Team Will Never Have to Take Again",
      intro: "Connected to your tracking, dispatch and billing systems, so every answer is based on live data.",
      items: [
        {
          icon: "calendar",
          title: "Bookings and Reservations",
          description: "Books rides, shuttles, charters and freight pickups with pickup details and special requirements.",
        },
        {
          icon: "truck",
          title: "Delivery and Shipment Status",
          description: "Answers \u201cWhere is my order?\u201d calls in seconds with live tracking data from your systems.",
        },
        {
          icon: "route",
          title: "Dispatch Updates",
          description: "Notifies customers proactively about delays, arrival times and route changes by voice or text.",
        },
        {
          icon: "headset",
          title: "Driver Support Line",
          description: "Gives drivers a 24/7 line for check-ins, incident reports and route questions.",
        },
        {
          icon: "dollar",
          title: "Quotes and Billing",
          description: "Provides standard quotes, answers invoice questions and takes payments by phone.",
        },
        {
          icon: "chart",
          title: "Operational Insights",
          description: "Call analytics reveal recurring issues, from late pickups to confusing invoices, so you can fix the cause.",
        },
      ],
    },
    steps: {
      title: "How It Works",
      intro: "Designed around your operation, not a generic call script.",
      items: [
        { title: "Map Your Operations", description: "We learn your services, coverage area, booking rules and the calls that interrupt dispatch most." },
        { title: "Connect Tracking and Dispatch", description: "The agent reads live status from your systems so every answer is accurate." },
        { title: "Set Escalation Rules", description: "Accidents, safety issues and VIP accounts go straight to the right person, every time." },
        { title: "Launch and Scale", description: "Go live on one line, then expand to driver support, billing and outbound updates." },
      ],
    },
    benefits: {
      title: "Results for Transportation Teams",
      intro: "Fewer interruptions for dispatch, faster answers for customers.",
      items: [
        { title: "Call resolution time cut 50%", description: "Status and booking questions are resolved on the first call." },
        { title: "Fewer \u201cwhere is it?\u201d calls", description: "Proactive arrival updates answer the question before customers have to ask." },
        { title: "Dispatchers focused on operations", description: "Your team plans routes and solves problems instead of reading out tracking numbers." },
        { title: "Capacity that scales with demand", description: "Peak seasons and weather delays never mean a busy signal." },
      ],
    },
    testimonial: testimonials.transportationIndustry,
    faq: [
      {
        question: "Can the agent read live tracking data?",
        answer: "Yes. We connect to your tracking, telematics or dispatch system, so status and arrival times are always current.",
      },
      {
        question: "What happens with accidents or safety issues?",
        answer: "Safety-related calls are recognized immediately and transferred to your on-duty team with the details already captured.",
      },
      {
        question: "Can it call customers proactively?",
        answer: "Yes. It can place outbound calls or send texts about delays, arrival windows and schedule changes.",
      },
      {
        question: "Does it support drivers as well as customers?",
        answer: "A dedicated driver line handles check-ins, incident reports and route questions, 24/7.",
      },
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
