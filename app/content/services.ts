import { site } from "./site";
import { catalog } from "./catalog";
import { claims, proof } from "./claims";
import type { LandingPage, PlanSummary } from "./landing-blocks";
import { present } from "./none-yet";
import { testimonials } from "./testimonials";
import { benefit, ctaBlock, faq, faqBlock, feature, stat, statsBlock, step, transcript } from "./blocks";
import { link, liveDemo } from "./types";
import { formatCents } from "../lib/money";

/** The done-for-you service landing (spec §2 "Done-for-you service landing"). */
export const businessAutomationPage: LandingPage = {
  path: "/business-automation",
  nav: "Business Automation",
  section: "Solutions",
  seo: {
    title: "Done-For-You Business Automation",
    description:
      "We design, build and run AI automation that captures leads, nurtures sales and automates up to 85% of manual tasks.",
  },
  hero: {
    eyebrow: "Done-for-you business automation",
    title: "We Build and Run Your AI Automation, So You Don't Have To",
    subtitle:
      `${site.name}'s specialists design, build and manage the AI systems that capture every lead, follow up with every prospect and take repetitive work off your team's plate. No software to learn, no developers to hire, just results.`,
    ctas: [link("Schedule A Free Consultation", "/demo"), link("Watch Our Demo Video", "/courses", "outline")],
    highlights: [claims.automation, claims.revenueGrowth, claims.trustedBy],
    panel: {
      kind: "workflow",
      label: "Done for you, start to finish",
      items: [
        "Workflow audit and automation roadmap",
        "AI agents built, trained and tested",
        "CRM, calendar and phone integrations",
        "Monitoring, reporting and monthly optimization",
        "A dedicated team you can call",
      ],
    },
  },
  blocks: [
    statsBlock([
      stat(85, "%", "manual tasks automated (up to)"),
      stat(40, "%", "average cost reduction"),
      stat(30, "%+", "revenue growth in under 90 days"),
      stat(proof.satisfaction, "%", "client satisfaction"),
    ]),
    {
      kind: "problems",
      id: "problems",
      eyebrow: "Sound familiar?",
      title: "The Problems Holding Your Business Back",
      intro: "Growing businesses hit the same four walls. Each one has an automated fix.",
      items: [
        {
          icon: "clock",
          title: "Manual Work Overload",
          description: "Your team spends hours on data entry, scheduling, reminders and reports instead of serving customers.",
          solution: { label: "See Task Automation", href: "/solutions/task-automation" },
        },
        {
          icon: "target",
          title: "Lost Leads",
          description: "Enquiries arrive after hours or during busy periods, and by the time someone follows up, the lead has gone cold.",
          solution: { label: "See AI Chatbots", href: "/solutions/ai-chatbots" },
        },
        {
          icon: "dollar",
          title: "High Costs",
          description: "Every new customer seems to need more staff, more overtime and more software subscriptions.",
          solution: { label: "See Cost-Effective Call Centers", href: "/solutions/cost-effective-call-centers" },
        },
        {
          icon: "trending",
          title: "Missed Opportunities",
          description: "Upsells, repeat bookings and referrals slip through because nobody has time to follow up consistently.",
          solution: { label: "See Proactive Engagement", href: "/solutions/proactive-engagement" },
        },
      ],
    },
    {
      kind: "features",
      id: "features",
      eyebrow: "Our solutions",
      title: "Four Systems That Run Your Growth on Autopilot",
      intro: "We build, connect and manage each system for you, tailored to how your business already works.",
      columns: 2,
      items: [
        feature(
          "target",
          "AI Lead Management",
          "Every call, chat, form and DM is answered instantly, qualified with your questions and routed to the right person, with every detail captured in your CRM.",
        ),
        feature(
          "mail",
          "Automated Sales and Nurturing",
          "Personalized follow-up sequences by SMS, email and voice keep prospects warm, book consultations and bring past customers back, without anyone chasing.",
        ),
        feature("workflow", "Smart Workflow Automation", `Scheduling, intake, document collection, billing reminders and reporting run themselves. ${claims.automation}.`),
        feature("chart", "Business Optimization", "Dashboards and monthly reviews show where time and money go, and we keep tuning your systems to cut costs and lift conversions."),
      ],
      socialProof: [claims.trustedBy, claims.rating, claims.satisfaction],
      testimonial: testimonials.businessAutomationFeatures,
      learnMore: true,
    },
    {
      kind: "comparison",
      id: "comparison",
      title: "Doing It Yourself vs. Done For You",
      intro: "Automation tools are easy to buy and hard to make work. We take the hard part off your plate.",
      before: {
        title: "Doing it yourself",
        items: [
          "Weeks learning tools and connecting apps",
          "Automations that break silently when something changes",
          "No one accountable for results",
          "Your team still does the follow-up by hand",
        ],
      },
      after: {
        title: `Done for you by ${site.name}`,
        items: [
          "A working system designed around your business",
          "Monitored every day and fixed before you notice",
          "Clear monthly reports on leads, hours and savings",
          "Follow-up that happens automatically, every time",
        ],
      },
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How It Works",
      intro: "Four steps from first conversation to a business that runs smoother every month.",
      steps: [
        step("Free Consultation", "We learn how your business runs today and where time and revenue leak away."),
        step("Custom Blueprint", "You get a clear plan: what we'll automate, the tools we'll connect and the results to expect."),
        step("We Build and Launch", "Our team builds, tests and launches your AI systems, and trains your staff on the handoffs."),
        step("We Manage and Optimize", "We monitor everything, report monthly and keep improving the results."),
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "Results Our Clients Talk About",
      items: present([testimonials.businessAutomationLandscaping, testimonials.businessAutomationRoofing]),
    },
    faqBlock([
      faq(
        "What does \"done for you\" actually include?",
        "Everything from the workflow audit to ongoing management: we design the automations, build and train the AI agents, connect your tools, launch, monitor and optimize. You approve the plan and review the results.",
      ),
      faq("How soon will I see results?", `Most clients see answered calls and captured leads from the first week. Our clients report ${claims.revenueGrowth.toLowerCase()}.`),
      faq("Do I need technical staff?", "No. We handle the technical work and your team only needs to know how to pick up a handed-off conversation or task."),
      faq("Will it work with the tools I already use?", "In most cases, yes. We connect your existing phone system, calendar, CRM and inbox rather than asking you to switch."),
    ]),
    ctaBlock(
      "Ready to Get Hours Back Every Week?",
      "Book a free consultation and we'll show you exactly what we would automate first, and what it would save.",
      [link("Get Started Now", "/demo"), link("Schedule A Free Consultation", "/demo")],
    ),
  ],
};

export const aiBusinessSolutionsPage: LandingPage = {
  path: "/ai-business-solutions",
  nav: "AI Business Solutions",
  section: "Solutions",
  seo: {
    title: "AI Business Solutions",
    description:
      "AI for customer service, sales, marketing and operations: voice agents, chatbots, CRM and automation, built and run for you.",
  },
  hero: {
    eyebrow: "AI Business Solutions",
    title: "AI That Works in Every Corner of Your Business",
    subtitle:
      `From the first phone call to the final invoice, ${site.name} puts intelligent agents and automation to work across customer service, sales, marketing and operations, so you grow revenue without growing overhead.`,
    ctas: [link("Try the Interactive Demo", "/demo"), link("Explore Solutions", "/solutions", "outline")],
    highlights: [claims.costReduction, claims.automation, claims.support],
    panel: {
      kind: "call",
      label: "Live call · AI business assistant",
      caller: { name: "Dana Brooks", number: "(512) 555-0176" },
      outcomes: ["Walk-through booked", "CRM updated"],
      lines: [
        transcript.customer("Hi, can I get a quote for weekly office cleaning? We're about 3,000 square feet."),
        transcript.agent("Happy to help! For weekly service at that size, most clients choose our standard plan. Could I get your address and the best day for a walk-through?"),
        transcript.customer("Sure, Tuesday mornings are best."),
      ],
      footnote: "Lead qualified, walk-through booked and the quote request sent to sales.",
    },
  },
  blocks: [
    {
      kind: "features",
      id: "features",
      title: "One AI System, Six Business Functions",
      intro: "Start with the function that hurts most, then extend the same system across the business.",
      items: [
        feature("headset", "Customer Service", `AI voice agents and chatbots answer questions and resolve requests instantly. ${claims.shorterWaits}.`, "/voice-agents"),
        feature("target", "Sales", "Every lead answered, qualified and booked in minutes, with follow-up that never forgets.", "/solutions/crm-integration"),
        feature("instagram", "Marketing", "Instagram and SMS conversations that turn followers and past customers into bookings.", "/solutions/instagram-automation"),
        feature("workflow", "Operations", `Scheduling, intake, documents and reporting automated. ${claims.staffWorkload}.`, "/solutions/task-automation"),
        feature("dollar", "Billing and Payments", "Payment reminders, balance questions and renewals handled politely and on time.", "/solutions/proactive-engagement"),
        feature("chart", "Analytics", "Every conversation analyzed for trends, sentiment and lost revenue.", "/solutions/actionable-insights"),
      ],
      socialProof: [claims.trustedBy, claims.rating],
      learnMore: true,
    },
    statsBlock([
      stat(40, "%", "average cost reduction"),
      stat(85, "%", "manual tasks automated (up to)"),
      stat(proof.satisfaction, "%", "client satisfaction"),
      stat(proof.uptime, "%", "platform uptime", { decimals: 1 }),
    ]),
    {
      kind: "comparison",
      id: "comparison",
      title: "What Changes When AI Joins Your Team",
      before: {
        title: "Today",
        items: [
          "Calls go to voicemail after hours and at lunch",
          "Leads wait a day or more for a reply",
          "Staff retype the same information into three systems",
          "Reports take an afternoon to build",
        ],
      },
      after: {
        title: `With ${site.name}`,
        items: [
          "Every call and message answered in seconds, 24/7",
          "Leads qualified and booked while they're still interested",
          "Data flows between your tools automatically",
          "Insights delivered to your inbox every week",
        ],
      },
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How It Works",
      intro: "A proven path from first conversation to measurable results.",
      steps: [
        step("Discover", "We map your customer journeys and the tasks that consume your team's time."),
        step("Design", "You approve a plan that targets the biggest wins first, with clear success metrics."),
        step("Deploy", "We build, train and integrate your AI agents and automations, then launch them."),
        step("Improve", "We review results monthly and expand what works across the business."),
      ],
    },
    {
      kind: "links",
      id: "industries",
      title: "Tailored to Your Industry",
      intro: "Our agents arrive trained on the vocabulary, regulations and busy hours of your sector.",
      items: [
        feature("stethoscope", "Healthcare", `${claims.healthcareEfficiency}.`, "/industries/healthcare"),
        feature("landmark", "Finance", "Account questions and appointments, handled securely.", "/industries/finance"),
        feature("utensils", "Restaurants", "Reservations and phone orders without the hold music.", "/industries/restaurants"),
        feature("bed", "Hospitality", "Guest questions answered in their language, day and night.", "/industries/hospitality"),
        feature("truck", "Transportation", "Bookings, dispatch updates and delivery status.", "/industries/transportation"),
        feature("building", "Property Management", "Tenant calls, maintenance and showings covered.", "/property-management"),
      ],
    },
    faqBlock([
      faq(
        "Where should a small business start?",
        "Usually with the phone and the inbox: an AI agent that answers every call and message and books appointments pays for itself fastest. The solution finder recommends a starting point in four questions.",
      ),
      faq("Is my data safe?", `Data is encrypted in transit and at rest, access is role-based and every change is logged. The platform runs with ${claims.uptime}.`),
      faq(
        "Can I try it before buying?",
        "Yes. The interactive demo lets you chat and talk with an AI assistant configured for your industry, and our pilot programs prove results on one workflow first.",
      ),
    ]),
    ctaBlock(
      "See AI Work for Your Business",
      "Try the interactive demo with your own industry and questions, or browse the solutions to find your starting point.",
      [link("Try the Interactive Demo", "/demo"), link("Explore Solutions", "/solutions")],
    ),
  ],
};

export const healthcareWorkflowPage: LandingPage = {
  path: "/healthcare-workflow-automation",
  nav: "Healthcare Workflow Automation",
  section: "Solutions",
  seo: {
    title: "Healthcare Workflow Automation",
    description:
      "Automate scheduling, reminders, intake, billing questions and referrals. Efficiency gains up to 70%, no-shows cut up to 30%.",
  },
  hero: {
    eyebrow: "Healthcare workflow automation",
    title: "Give Your Staff Time Back for Patients",
    subtitle:
      `Phones, reminders, intake forms, insurance questions and referrals bury front-desk teams. ${site.name} automates the administrative work around care with HIPAA-compliant voice agents and workflows, for efficiency gains up to 70%.`,
    ctas: [link("See It in the Demo", "/demo"), link("Explore Solutions", "/solutions", "outline")],
    highlights: [claims.healthcareEfficiency, claims.noShows, claims.staffWorkload],
    panel: {
      kind: "call",
      label: "Live call · patient line",
      caller: { name: "Emily Carter", number: "(919) 555-0124" },
      outcomes: ["Appointment booked", "CRM updated"],
      lines: [
        transcript.customer("Hi, I'd like to know if my lab results are back, and I need to book a follow-up."),
        transcript.agent("I can help with both. For your privacy, could you confirm your date of birth first?"),
        transcript.customer("March 14th, 1986."),
        transcript.agent("Thank you. Your results are in and Dr. Patel would like to review them with you. I have Tuesday at 10:15 or Wednesday at 2:00."),
      ],
      footnote: "Identity checked before any health details; follow-up booked in the practice calendar.",
    },
  },
  blocks: [
    statsBlock([
      stat(70, "%", "efficiency gains (up to)"),
      stat(30, "%", "fewer no-shows (up to)"),
      stat(50, "%", "less staff workload (up to)"),
      stat(proof.uptime, "%", "platform uptime", { decimals: 1 }),
    ]),
    {
      kind: "features",
      id: "features",
      title: "The Workflows We Automate",
      intro: "The administrative tasks that keep your team on the phone instead of with patients.",
      items: [
        feature("calendar", "Scheduling and Reminders", "Patients book, confirm and reschedule by phone, chat or text; freed slots go to the waitlist."),
        feature("users", "Patient Intake", "New-patient details, insurance information and forms collected before the visit, not in the waiting room."),
        feature("dollar", "Billing and Insurance Questions", "Balance, payment plan and coverage questions answered, with complex cases routed to billing staff."),
        feature("heart", "Refill Requests", "Prescription refill requests captured accurately and queued for clinical review."),
        feature("mail", "Result Notifications", "Patients are told their results are ready and booked for follow-up when the clinician requests it."),
        feature("route", "Referral Coordination", "Referrals tracked, patients contacted and appointments confirmed, so nobody falls through the gaps."),
      ],
      testimonial: testimonials.healthcareWorkflow,
      learnMore: true,
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How It Works",
      intro: "We start where your team feels the most pressure and expand from there.",
      steps: [
        step("Workflow Review", "We observe your front desk, phone data and processes to find the biggest time savings."),
        step("Safeguards First", "Identity checks, access roles, audit logs and data retention are configured with your compliance lead."),
        step("Launch on One Workflow", "Typically scheduling and reminders go live first, with your team supervising."),
        step("Expand and Optimize", "Intake, billing questions, refills and referrals follow as results prove out."),
      ],
    },
    {
      kind: "benefits",
      id: "benefits",
      title: "Benefits",
      items: [
        benefit(claims.healthcareEfficiency, "Administrative work is handled automatically, around the clock."),
        benefit(claims.noShows, "Reminders with easy rescheduling keep clinical schedules full."),
        benefit(claims.staffWorkload, "Front-desk teams spend less time on the phone and more with patients."),
        benefit("Patients answered 24/7", "No more voicemail at lunch, after hours or on weekends."),
      ],
    },
    {
      kind: "links",
      id: "related",
      title: "Explore Healthcare Solutions",
      items: [
        feature("shield", "HIPAA-Compliant Solutions", "The safeguards behind every healthcare agent.", "/solutions/hipaa-compliant"),
        feature("stethoscope", "Healthcare Industry", "Workflows and results for healthcare providers.", "/industries/healthcare"),
        feature("phone", "AI Voice Agents for Healthcare", "Agents for 24 healthcare specialties.", "/voice-agents-marketplace"),
      ],
    },
    faqBlock([
      faq("Does the AI give medical advice?", "No. The agent handles administrative tasks and general information; clinical questions are routed to your staff under the rules you set."),
      faq(
        "How do you protect patient information?",
        "Our HIPAA-compliant solutions use encryption in transit and at rest, role-based access, audit logs, caller identity checks and minimum-necessary data collection.",
      ),
      faq("Will it work with our scheduling system?", "We connect to most practice management and scheduling systems. We confirm yours during the workflow review."),
    ]),
    ctaBlock(
      "Less Paperwork. More Patient Care.",
      "See a healthcare voice agent book, remind and answer in the demo, or explore the solutions behind it.",
      [link("See It in the Demo", "/demo"), link("Explore Solutions", "/solutions")],
    ),
  ],
};

const money = (cents: number) => formatCents(cents);
/** Pricing-page plans are priced per property (spec §9); amounts come from the catalog. */
const propertyPlans: PlanSummary[] = [
  {
    name: "Basic",
    properties: "1-5 properties",
    setupFee: money(catalog["plan-basic"].amount),
    monthly: `${money(catalog["plan-basic"].monthlyAfterFirstYear)} a month`,
    savings: "$80,000-$100,000 a year",
  },
  {
    name: "Advanced",
    properties: "6-10 properties",
    setupFee: money(catalog["plan-advanced"].amount),
    monthly: `${money(catalog["plan-advanced"].monthlyAfterFirstYear)} a month`,
    savings: "$150,000-$200,000 a year",
    popular: true,
  },
  {
    name: "Premium",
    properties: "10+ properties",
    setupFee: money(catalog["plan-premium"].amount),
    monthly: `${money(catalog["plan-premium"].monthlyAfterFirstYear)} a month`,
    savings: "$250,000-$300,000 a year",
  },
];

export const propertyManagementPage: LandingPage = {
  path: "/property-management",
  nav: "Property Management",
  section: "Solutions",
  seo: {
    title: "AI for Property Management",
    description:
      "AI voice agents for property managers: tenant calls, maintenance, showings and rent reminders handled 24/7, priced per property.",
  },
  hero: {
    eyebrow: "Property management",
    title: "Every Tenant Call Answered. Every Property Covered.",
    subtitle:
      `Maintenance emergencies at midnight, showing requests on Sunday, rent questions on the first of the month: ${site.name} answers them all, logs every request and dispatches the right people, across every property you manage.`,
    ctas: [link("Try the Demo", "/demo"), link("View Pricing", "/pricing", "outline")],
    highlights: [claims.support, claims.automation, claims.costReduction],
    panel: {
      kind: "call",
      label: "After-hours call · tenant line",
      caller: { name: "Tenant, unit 4B", number: "(702) 555-0185" },
      outcomes: ["Plumber dispatched", "Manager notified"],
      lines: [
        transcript.customer("There's water coming through the ceiling in my bathroom, unit 4B."),
        transcript.agent("I'm sorry, that needs attention right away. Please turn off the water valve under the sink if you can. I'm dispatching our on-call plumber now."),
        transcript.customer("Okay, valve's off."),
        transcript.agent("Thank you. The plumber will call you within 30 minutes, and I've notified your property manager."),
      ],
      footnote: "Emergency triaged, vendor dispatched and the manager notified at 1:12 am.",
    },
  },
  blocks: [
    {
      kind: "features",
      id: "features",
      title: "Built for Property Managers",
      intro: "The calls and tasks that never stop, handled consistently across your whole portfolio.",
      items: [
        feature("phone", "Tenant Inquiries 24/7", "Questions about leases, amenities, parking and policies answered instantly, day and night."),
        feature("workflow", "Maintenance Intake and Dispatch", "Requests captured with unit, issue and access details, then sent to the right vendor or technician."),
        feature("shield", "Emergency Triage", "Leaks, lockouts and outages recognized immediately and escalated to your on-call team."),
        feature("calendar", "Showings and Leasing", "Prospects qualified and booked into viewings while they're still looking, including weekends."),
        feature("dollar", "Rent Reminders and Questions", "Friendly reminders before the due date and answers about balances and payment options."),
        feature("chart", "Owner Reporting", "Call volumes, maintenance trends and response times per property, ready for owner updates."),
      ],
      testimonial: testimonials.propertyManagement,
      learnMore: true,
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How It Works",
      intro: "Up and running across your portfolio without changing your property management software.",
      steps: [
        step("Portfolio Setup", "We load your properties, units, policies, vendors and on-call schedules."),
        step("Connect Your Systems", "Maintenance, leasing and accounting tools are connected so requests land where your team works."),
        step("Go Live on Your Lines", "The agent answers your tenant and leasing lines, with emergency and escalation rules you approve."),
        step("Report and Improve", "Monthly reviews of calls, requests and response times per property."),
      ],
    },
    {
      kind: "plans",
      id: "plans",
      title: "Priced Per Property",
      intro: "Three plans sized to your portfolio, with the first year of maintenance included.",
      plans: propertyPlans,
      note: "Setup fee includes the first year of maintenance; the monthly fee applies from the second year. Savings are estimates per year.",
      cta: link("Compare Plans on the Pricing Page", "/pricing"),
    },
    {
      kind: "benefits",
      id: "benefits",
      title: "Benefits",
      items: [
        benefit("No missed emergencies", "Urgent issues reach your on-call team in minutes, any hour of the night."),
        benefit("Faster leasing", "Prospects are answered and booked while competitors send them to voicemail."),
        benefit("Happier tenants, better renewals", "Quick, consistent answers build the trust that keeps tenants renewing."),
        benefit("Lower operating costs", `Fewer after-hours answering services and less admin time; clients average a ${claims.costReduction.toLowerCase()}.`),
      ],
    },
    faqBlock([
      faq(
        "How is pricing calculated?",
        "Plans are priced by the number of properties you manage: Basic for 1-5, Advanced for 6-10 and Premium for 10+. The setup fee includes the first year of maintenance.",
      ),
      faq(
        "Can the agent tell an emergency from a routine request?",
        "Yes. You define what counts as an emergency, and those calls are escalated to your on-call team immediately while routine requests are queued.",
      ),
      faq("Does it work with our property management software?", "We connect to most property management, maintenance and accounting systems, and confirm yours during setup."),
    ]),
    ctaBlock(
      "Cover Every Property, Every Hour",
      "Try the demo with real tenant questions, or explore the solutions behind it.",
      [link("Try the Demo", "/demo"), link("Explore Solutions", "/solutions")],
    ),
  ],
};

export const createBotPage: LandingPage = {
  path: "/create-bot",
  nav: "Create Your AI Bot",
  section: "Solutions",
  seo: {
    title: "Create Your Custom AI Bot",
    description:
      `See what a custom ${site.name} bot includes: your knowledge, voice, channels and integrations. Customize yours in the demo today.`,
  },
  hero: {
    eyebrow: "Create your AI bot",
    title: "Create a Custom AI Bot for Your Business",
    subtitle:
      "Your bot, trained on your business, speaking in your brand's voice and working on the channels your customers use. Shape it yourself in the interactive demo, then launch it with our team.",
    ctas: [link("Customize Your Bot in the Demo", "/demo#customize"), link("Get Started", "/checkout", "outline")],
    highlights: [claims.support, claims.trustedBy],
    panel: {
      kind: "list",
      label: "Your bot, your way",
      items: ["Choose your industry", "Describe your business and services", "Set the personality and rules", "Test it by text and voice", "Launch on your channels"],
    },
  },
  blocks: [
    {
      kind: "benefits",
      id: "included",
      title: "What's Included",
      intro: "Every custom bot comes complete, not as a kit of parts.",
      items: [
        benefit("A knowledge base built from your business", "Services, prices, hours, policies and FAQs, so answers are accurate and specific."),
        benefit("Your brand voice and persona", "Name, tone and personality that match how your team speaks to customers."),
        benefit("Industry-specific conversation flows", "Booking, ordering, qualification and support flows proven in your sector."),
        benefit("Voice and chat channels", "A phone agent and website chat from the same brain, with SMS and Instagram as options."),
        benefit("Calendar and CRM connections", "Bookings land in your calendar and every conversation in your CRM."),
        benefit("Human handoff rules", "Clear rules for when and how conversations go to your team."),
        benefit("Analytics and transcripts", "See every conversation and the leads and bookings it produced."),
        benefit("Launch support and tuning", "Our team tests, launches and refines your bot as real conversations come in."),
      ],
    },
    {
      kind: "features",
      id: "features",
      title: "Choose Where Your Bot Works",
      intro: "Start with one channel or cover them all with the same bot.",
      columns: 4,
      items: [
        feature("phone", "Phone Voice Agent", "Answers and makes calls with a natural voice, 24/7.", "/voice-agents"),
        feature("message", "Website Chat", "Instant answers and bookings for website visitors.", "/solutions/ai-chatbots"),
        feature("mail", "SMS", "Two-way texting for reminders and follow-ups.", "/solutions/sms-marketing"),
        feature("instagram", "Instagram", "Comments and DMs turned into leads.", "/solutions/instagram-automation"),
      ],
      learnMore: true,
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "From Idea to Live Bot",
      intro: "Customize it yourself in the demo, then let our team take it live.",
      steps: [
        step("Pick Your Industry", "Open the demo and choose your industry; the bot starts with a prompt written for your sector."),
        step("Add Your Business Details", "In the customization panel, add your business name, size, audience, services and your own instructions."),
        step("Test It Live", "Chat with your bot or start a voice call and hear how it handles your customers' questions."),
        step("Launch", "Get started at checkout and our team connects your bot to your phone line, website and tools."),
      ],
    },
    faqBlock([
      faq("Do I need any technical skills?", "No. You describe your business in plain language in the demo, and our team handles the setup, integrations and launch."),
      faq("What does it cost to launch?", "You can launch your own AI voice agent for a one-time $247. Add-ons such as CRM integration, extra languages and SMS are available when you need them."),
      faq("Can I change the bot later?", "Yes. Update your services, prices and instructions whenever your business changes, and we'll help with larger changes."),
    ]),
    ctaBlock(
      "Build Your Bot Now",
      "Customize it in the demo in a few minutes, then launch it with our team.",
      [link("Customize Your Bot in the Demo", "/demo#customize"), link("Get Started", "/checkout"), liveDemo("Try the Live Demo")],
    ),
  ],
};
