import { site } from "./site";
import { claims, proof } from "./claims";
import type { HeroContent, LandingPage, PageBlock } from "./landing-blocks";
import { testimonials } from "./testimonials";
import { link, liveDemo, openDialog, type Benefit, type Cta, type FaqItem, type Feature, type PageSeo, type Stat, type Step, type Testimonial } from "./types";

/** What every solution page has; `solutionPage` turns it into the shared block layout. */
type SolutionEntry = {
  slug: string;
  nav: string;
  seo: PageSeo;
  hero: HeroContent;
  stats?: Stat[];
  features: { title?: string; intro: string; items: Feature[]; testimonial?: Testimonial };
  steps: { title?: string; intro: string; items: Step[] };
  benefits?: { title?: string; intro?: string; items: Benefit[] };
  faq?: FaqItem[];
  closing: { title: string; text: string; ctas: Cta[] };
};

/** Spec §2: hero, key features (with Learn More → /sales), numbered steps, sometimes benefits. */
function solutionPage(e: SolutionEntry): LandingPage {
  const blocks: PageBlock[] = [];
  if (e.stats) blocks.push({ kind: "stats", id: "stats", stats: e.stats });
  blocks.push({
    kind: "features",
    id: "features",
    title: e.features.title ?? "Key Features",
    intro: e.features.intro,
    items: e.features.items,
    testimonial: e.features.testimonial,
    socialProof: [claims.trustedBy, claims.rating],
    learnMore: true,
  });
  blocks.push({ kind: "steps", id: "how-it-works", title: e.steps.title ?? "How It Works", intro: e.steps.intro, steps: e.steps.items });
  if (e.benefits) blocks.push({ kind: "benefits", id: "benefits", title: e.benefits.title ?? "Benefits", intro: e.benefits.intro, items: e.benefits.items });
  if (e.faq) blocks.push({ kind: "faq", id: "faq", title: "Frequently Asked Questions", items: e.faq });
  blocks.push({ kind: "cta", id: "cta", ...e.closing });
  return { path: `/solutions/${e.slug}`, nav: e.nav, section: "Solutions", seo: e.seo, hero: e.hero, blocks };
}

const scheduleDemo = link("Schedule a Demo", "/checkout");
const getStarted = link("Get Started", "/checkout");

export const solutionPages: LandingPage[] = [
  solutionPage({
    slug: "ai-chatbots",
    nav: "AI Chatbots",
    seo: {
      title: "AI Chatbots for Websites, SMS & Social",
      description:
        "AI chatbots that answer customer questions 24/7, qualify leads and book appointments on your website, SMS and social channels.",
    },
    hero: {
      eyebrow: "AI Chatbots",
      title: "AI Chatbots That Answer Instantly and Capture Every Lead",
      subtitle:
        `Visitors who wait, leave. ${site.name} chatbots reply in seconds on your website, SMS and social channels, answer from your own knowledge base, qualify leads and book appointments straight into your calendar, day and night.`,
      ctas: [scheduleDemo, liveDemo("Try the Live Demo", "Pay Now", "outline")],
      highlights: [claims.support, claims.automation, claims.trustedBy],
      panel: {
        kind: "chat",
        channel: "website",
        label: "Website chat · answered by AI",
        lines: [
          { from: "customer", text: "Do you have any openings for a cleaning this Saturday?" },
          { from: "agent", text: "Yes! I have 9:30 and 11:00 on Saturday morning. Which works better for you?" },
          { from: "customer", text: "11:00, please." },
          { from: "agent", text: "You're booked for Saturday at 11:00. I've texted you a confirmation and a reminder will follow the day before." },
        ],
        footnote: "Booked, confirmed and logged to the CRM with no staff involvement.",
      },
    },
    features: {
      intro: "A chatbot that knows your business as well as your best employee, and never takes a day off.",
      items: [
        { icon: "bot", title: "Trained on Your Business", description: "Answers come from your services, prices, policies and FAQs, in your brand's voice, not from generic scripts." },
        { icon: "calendar", title: "Books Appointments", description: "Checks live availability, books and reschedules, then sends confirmations and reminders automatically." },
        { icon: "target", title: "Qualifies Every Lead", description: "Asks the questions your sales team would ask, captures contact details and alerts you the moment a hot lead arrives." },
        { icon: "message", title: "Every Channel, One Brain", description: "Website chat, SMS and social messages share one knowledge base and one conversation history per customer." },
        { icon: "users", title: "Smooth Human Handoff", description: "When a conversation needs a person, the bot hands it over with the full transcript and a one-line summary." },
        { icon: "database", title: "Synced to Your CRM", description: "Every contact, conversation and outcome is logged automatically, so follow-up never depends on memory." },
      ],
      testimonial: testimonials.aiChatbots,
    },
    steps: {
      intro: "From first conversation to launch in weeks, not months, with our team doing the heavy lifting.",
      items: [
        { title: "Share Your Knowledge", description: "We import your website, FAQs, price lists and policies, and interview your team about the questions customers really ask." },
        { title: "We Build and Train", description: "We design conversation flows, tone and handoff rules, then you review sample conversations before anything goes live." },
        { title: "Launch on Your Channels", description: "One snippet adds the chatbot to your website; we connect your SMS number and social inboxes." },
        { title: "Improve Every Week", description: "We review transcripts, fill knowledge gaps and report the leads and bookings the bot delivered." },
      ],
    },
    benefits: {
      items: [
        { title: "No more after-hours leads lost", description: "Customers who reach out at 11 pm get an answer at 11 pm, and a booking instead of a voicemail." },
        { title: "Shorter queues for your team", description: "Routine questions are answered automatically, so staff spend their time on the conversations that need a human." },
        { title: "More booked appointments", description: "The bot moves every conversation toward a next step: a booking, a quote request or a call-back." },
        { title: "Consistent, accurate answers", description: "Every customer hears the same approved information, whoever is on shift." },
      ],
    },
    faq: [
      {
        question: "Will the chatbot make things up?",
        answer:
          "It answers from the knowledge you approve. When a question falls outside it, the bot says so and offers to connect the customer with your team instead of guessing.",
      },
      {
        question: "Which channels can it cover?",
        answer: "Your website chat, SMS and social messaging inboxes, all sharing one knowledge base. Pair it with an AI voice agent to cover phone calls too.",
      },
      {
        question: "Can my team take over a conversation?",
        answer: "Yes. Staff can step into any conversation at any time, and the bot hands off automatically when it detects a complaint, an urgent issue or a request for a person.",
      },
    ],
    closing: {
      title: "Turn Every Website Visit Into a Conversation",
      text: "Try the live demo, then launch a chatbot trained on your business and connected to the tools you already use.",
      ctas: [getStarted, liveDemo("Try the Live Demo")],
    },
  }),

  solutionPage({
    slug: "ai-website-development",
    nav: "AI Website Development",
    seo: {
      title: "AI Website Development",
      description:
        "AI-accelerated website design and development with chat, booking and lead capture built in. Development time cut up to 70%.",
    },
    hero: {
      eyebrow: "AI Website Development",
      title: "High-Converting Websites, Built in a Fraction of the Time",
      subtitle:
        "We pair AI-assisted design, copywriting and development with experienced engineers to launch fast, accessible, search-ready websites with chat, booking and lead capture built in. Website development time cut up to 70%, without cutting corners.",
      ctas: [scheduleDemo, link("Explore All Solutions", "/solutions", "outline")],
      highlights: [claims.websiteDevelopment, claims.uptime, claims.support],
      panel: {
        kind: "list",
        label: "Included with every site",
        items: [
          "Mobile-first, accessible design in your brand",
          "AI chat and online booking built in",
          "Search-ready pages and structured data",
          "Lead tracking and analytics from day one",
          "Hosting, security updates and backups",
        ],
      },
    },
    features: {
      intro: "Everything a modern business website needs to turn visitors into customers, delivered faster than a traditional agency build.",
      items: [
        { icon: "sparkles", title: "AI-Accelerated Design", description: "AI drafts layouts and variations in hours; our designers refine them into a site that looks unmistakably like you." },
        { icon: "message", title: "Conversion-Focused Copy", description: "Clear, persuasive copy written around your customers' questions, reviewed by people who know your industry." },
        { icon: "bot", title: "Built-In AI Chat and Booking", description: "Visitors get answers and book appointments without leaving the page, 24 hours a day." },
        { icon: "zap", title: "Fast and Accessible", description: "Lightweight pages that load quickly on any phone and meet accessibility best practice, for every visitor." },
        { icon: "globe", title: "Search-Ready From Launch", description: "Clean structure, metadata, structured data and a sitemap, so search engines understand every page." },
        { icon: "database", title: "Connected to Your CRM", description: "Every form, chat and booking flows into your CRM and your follow-up automations." },
      ],
    },
    steps: {
      intro: "A clear, collaborative process with a working prototype early, so there are no surprises at launch.",
      items: [
        { title: "Discovery and Goals", description: "We learn your offers, customers and goals, and agree on the pages and actions that matter most." },
        { title: "AI-Assisted Prototype", description: "You see a clickable prototype with real copy within days, not weeks, and shape it with your feedback." },
        { title: "Build, Write and Integrate", description: "Engineers build the final site, connect chat, booking and CRM, and test it on real devices." },
        { title: "Launch and Optimize", description: "We launch, monitor speed and conversions, and keep improving the pages that bring in leads." },
      ],
    },
    benefits: {
      items: [
        { title: claims.websiteDevelopment, description: "AI handles the first drafts of layouts, copy and code, so your site goes live sooner." },
        { title: "A website that works while you sleep", description: "Built-in chat and booking capture leads around the clock instead of collecting contact forms." },
        { title: "Found by the right customers", description: "Search-ready structure and fast pages help you rank for the services you sell." },
        { title: "One partner for site and automation", description: "The same team builds your website, your AI agents and the workflows behind them." },
      ],
    },
    faq: [
      { question: "Do I own my website?", answer: "Yes. The design, content and code are yours, and we hand over everything you need if you ever move it." },
      {
        question: "Can you rebuild my existing website?",
        answer: "Yes. We keep what works, carry over your content and search rankings with proper redirects, and rebuild the rest for speed and conversions.",
      },
      {
        question: "What does the AI actually do?",
        answer: "It drafts layouts, copy and code so our designers and engineers start from a strong first version. People review, refine and test every page before it goes live.",
      },
    ],
    closing: {
      title: "Launch a Website That Sells for You",
      text: "Tell us about your business and we'll show you what a faster, smarter website could look like.",
      ctas: [getStarted, link("Explore All Solutions", "/solutions")],
    },
  }),

  solutionPage({
    slug: "instagram-automation",
    nav: "Instagram Automation",
    seo: {
      title: "Instagram Automation for Comments and DMs",
      description: "Reply to every Instagram comment and DM in seconds, capture leads automatically and book customers 24/7 with AI automation.",
    },
    hero: {
      eyebrow: "Instagram Automation",
      title: "Turn Instagram Comments and DMs Into Paying Customers",
      subtitle:
        "Every comment asking \"how much?\" is a buyer. Our AI replies to comments and direct messages in seconds, answers questions, captures contact details and books appointments, even while you sleep.",
      highlights: [claims.support, claims.revenueGrowth],
      panel: {
        kind: "chat",
        channel: "instagram",
        label: "Instagram DM · answered by AI",
        lines: [
          { from: "customer", text: "Saw your post! How much is the balayage package?" },
          { from: "agent", text: "Thanks for reaching out! The balayage package starts at $180 and includes a toner and blow-dry. Would you like to see this week's openings?" },
          { from: "customer", text: "Yes please, Thursday if possible." },
          { from: "agent", text: "Thursday at 4:00 pm is free. What's the best phone number to confirm your booking?" },
        ],
        footnote: "Example conversation; your prices and services come from your own knowledge base.",
      },
    },
    features: {
      intro: "Your Instagram becomes a sales channel that answers, qualifies and books on its own.",
      items: [
        { icon: "message", title: "Automatic Comment Replies", description: "Keyword and intent triggers reply publicly in seconds and move interested followers into a private conversation." },
        { icon: "instagram", title: "DM Conversations", description: "Natural, on-brand replies to direct messages that answer questions about products, prices and availability." },
        { icon: "target", title: "Lead Capture", description: "Collects names, emails and phone numbers in the conversation and sends them straight to your CRM." },
        { icon: "calendar", title: "Booking in the Chat", description: "Followers pick a time without leaving Instagram; confirmations and reminders go out automatically." },
        { icon: "users", title: "Smart Escalation", description: "Complaints, VIPs and complex questions are flagged for your team with the full conversation attached." },
        { icon: "chart", title: "Performance Reporting", description: "See which posts drive conversations, leads and bookings, and double down on what works." },
      ],
    },
    steps: {
      intro: "Live on your account in days, with your tone of voice and your rules.",
      items: [
        { title: "Connect Your Account", description: "Link your Instagram professional account; we handle the setup and permissions." },
        { title: "Set Triggers and Tone", description: "Choose the keywords, posts and campaigns to automate, and approve the voice the AI uses." },
        { title: "AI Responds and Qualifies", description: "Comments and DMs are answered in seconds; interested followers are qualified and offered a next step." },
        { title: "Leads Flow to Your CRM", description: "Contacts and conversation summaries land in your CRM, ready for SMS or email follow-up." },
      ],
    },
    benefits: {
      items: [
        { title: "Reply while interest is hot", description: "A follower who gets an answer in seconds is far more likely to buy than one who waits until tomorrow." },
        { title: "More leads from the same content", description: "Every post keeps collecting leads long after you publish it." },
        { title: "Hours back every week", description: "No more scrolling through comments and copy-pasting the same answers." },
        { title: "A consistent brand voice", description: "Every reply sounds like you, follows your rules and never has a bad day." },
      ],
    },
    faq: [
      {
        question: "Does it work with my Instagram account?",
        answer: "It works with Instagram professional accounts (business or creator) through Meta's approved messaging tools, within the platform's messaging rules.",
      },
      {
        question: "Will followers know they're talking to AI?",
        answer: "We recommend a short disclosure in the first message. Followers can ask for a person at any time and your team takes over with the full history.",
      },
      {
        question: "Can it follow up by SMS or email?",
        answer: "Yes. Add SMS follow-up to send confirmations, reminders and offers after the Instagram conversation ends.",
      },
    ],
    closing: {
      title: "Never Leave Another Comment Unanswered",
      text: "See how Instagram automation would work on your account, with your posts and your prices.",
      ctas: [getStarted, link("Explore All Solutions", "/solutions")],
    },
  }),

  solutionPage({
    slug: "sms-marketing",
    nav: "SMS Marketing",
    seo: {
      title: "AI SMS Marketing and Two-Way Texting",
      description: "Two-way AI text messaging for reminders, follow-ups and campaigns that customers answer. Consent tracking and opt-outs built in.",
    },
    hero: {
      eyebrow: "SMS Marketing",
      title: "SMS Marketing That Customers Actually Answer",
      subtitle:
        "Text messages are read within minutes. Our AI turns one-way blasts into two-way conversations: reminders that reschedule themselves, follow-ups that book the next visit and campaigns that reply to every response.",
      highlights: [claims.noShows, claims.support],
      panel: {
        kind: "chat",
        channel: "sms",
        label: "SMS · two-way AI conversation",
        lines: [
          { from: "agent", text: "Hi Dana, a reminder of your appointment tomorrow at 2:30 pm. Reply C to confirm or R to reschedule." },
          { from: "customer", text: "R, something came up at work" },
          { from: "agent", text: "No problem! I can offer Thursday at 10:00 am or Friday at 3:15 pm. Which suits you?" },
          { from: "customer", text: "Friday works" },
        ],
        footnote: "Rescheduled in the thread; the calendar slot was freed for another customer.",
      },
    },
    features: {
      intro: "Everything you need to reach customers where they read every message, with compliance built in.",
      items: [
        { icon: "message", title: "Two-Way AI Conversations", description: "Replies are understood and answered automatically: questions, confirmations, reschedules and opt-outs." },
        { icon: "calendar", title: "Appointment Reminders", description: "Timed reminders with one-tap confirm or reschedule, synced to your calendar." },
        { icon: "workflow", title: "Automated Follow-Ups", description: "Thank-you notes, review requests, rebooking nudges and quote follow-ups sent at the right moment." },
        { icon: "users", title: "Segmented Campaigns", description: "Target offers by service history, location or interest instead of texting everyone the same thing." },
        { icon: "shield", title: "Consent and Opt-Out Management", description: "Messages go only to contacts who opted in; STOP requests are honored automatically and recorded." },
        { icon: "chart", title: "Results Tracking", description: "Replies, bookings and revenue are tracked per campaign, so you know what every message earned." },
      ],
    },
    steps: {
      intro: "We set up the number, the flows and the compliance; you approve the messages.",
      items: [
        { title: "Import and Segment", description: "We bring in your opted-in contacts and group them by the data you already have." },
        { title: "Design Flows and Campaigns", description: "Reminders, follow-ups and campaigns are written with you and timed around your business." },
        { title: "AI Handles the Replies", description: "Every response is answered in seconds, and anything sensitive goes to your team." },
        { title: "Measure and Refine", description: "Monthly reports show replies, bookings and revenue, and we tune what underperforms." },
      ],
    },
    benefits: {
      items: [
        { title: claims.noShows, description: "Reminders that let customers reschedule in one reply keep your calendar full." },
        { title: "More repeat business", description: "Timely rebooking and review requests bring customers back without manual chasing." },
        { title: "Every reply answered", description: "No more unread inboxes: the AI responds to every text, day or night." },
        { title: "Compliant by design", description: "Consent records, opt-outs and quiet hours are handled for you." },
      ],
    },
    faq: [
      { question: "How much does SMS cost?", answer: "SMS follow-up is available as an add-on at $500 plus usage, so you only pay for the messages you actually send." },
      {
        question: "Do you handle opt-in and opt-out rules?",
        answer: "Yes. We message only contacts who have opted in, process STOP and HELP replies automatically and keep a record of every consent change.",
      },
      { question: "Can I keep my existing business number?", answer: "In many cases, yes. We check whether your current number can be text-enabled during setup; otherwise we provide a local number." },
    ],
    closing: {
      title: "Start Conversations Your Customers Want",
      text: "See how two-way AI texting would fill your calendar and bring customers back.",
      ctas: [getStarted, link("Explore All Solutions", "/solutions")],
    },
  }),

  solutionPage({
    slug: "hipaa-compliant",
    nav: "HIPAA-Compliant Solutions",
    seo: {
      title: "HIPAA-Compliant AI Voice Agents for Healthcare",
      description:
        "HIPAA-compliant AI voice agents and automation for healthcare: encryption, access controls, audit logs and minimum-necessary data.",
    },
    hero: {
      eyebrow: "HIPAA-Compliant Solutions",
      title: "HIPAA-Compliant AI Voice Agents for Healthcare",
      subtitle:
        "Patients expect instant answers; your compliance team expects protected health information to stay protected. Our healthcare agents are designed around HIPAA's safeguards: encryption, strict access controls, complete audit logs and collecting only the information a task needs.",
      ctas: [scheduleDemo, liveDemo("Try the Live Demo", "Pay Now", "outline")],
      highlights: [claims.healthcareEfficiency, claims.noShows, claims.uptime],
      panel: {
        kind: "list",
        label: "Safeguards on every deployment",
        items: [
          "Encryption in transit and at rest",
          "Role-based access with unique user accounts",
          "Audit logs of every access and change",
          "Caller identity checks before any health details",
          "Minimum-necessary data collection and set retention",
        ],
      },
    },
    features: {
      title: "Key Safeguards",
      intro: "Security and privacy are part of the design of every healthcare agent, not an afterthought.",
      items: [
        { icon: "lock", title: "Encryption Everywhere", description: "Calls, transcripts, messages and records are encrypted in transit and at rest." },
        { icon: "users", title: "Role-Based Access Controls", description: "Staff see only what their role requires, with unique accounts and multi-factor sign-in." },
        { icon: "database", title: "Complete Audit Logs", description: "Every access, export and configuration change is logged, so you can answer who saw what, and when." },
        { icon: "shield", title: "Minimum-Necessary Data", description: "Agents collect only what a task needs, and never read out more than the caller is entitled to hear." },
        { icon: "headset", title: "Secure Human Handoff", description: "Clinical questions and sensitive requests go to your staff with context, through your approved systems." },
        { icon: "clock", title: "Configurable Retention", description: "Recordings and transcripts are kept only as long as your policy says, then deleted." },
      ],
      testimonial: testimonials.hipaaCompliant,
    },
    steps: {
      intro: "We work alongside your compliance officer from the first call to go-live and beyond.",
      items: [
        { title: "Compliance Review", description: "We map which workflows touch protected health information and agree what the agent may collect, say and store." },
        { title: "Secure Configuration", description: "Access roles, identity verification, encryption, retention and handoff rules are configured to your policies." },
        { title: "Supervised Launch", description: "The agent goes live on a defined workflow with your team reviewing conversations and audit logs." },
        { title: "Ongoing Reviews", description: "Regular access reviews and updates keep the setup in line as your policies and services change." },
      ],
    },
    benefits: {
      items: [
        { title: claims.healthcareEfficiency, description: "Scheduling, reminders and routine questions run automatically, with the safeguards your patients deserve." },
        { title: claims.noShows, description: "Automated reminders with easy rescheduling keep clinical schedules full." },
        { title: claims.staffWorkload, description: "Front-desk teams spend less time on the phone and more time with patients." },
        { title: "Patient trust, protected", description: "Patients get fast, courteous answers, and their information is handled with care at every step." },
      ],
    },
    faq: [
      {
        question: "Does the agent verify a caller's identity?",
        answer:
          "Yes. You decide the verification steps, such as date of birth plus a second identifier, and the agent completes them before discussing any appointment or health details.",
      },
      {
        question: "What happens to call recordings and transcripts?",
        answer: "They are encrypted, visible only to the roles you authorize, recorded in the audit log when accessed, and deleted according to your retention policy.",
      },
      {
        question: "Who is responsible for HIPAA compliance?",
        answer:
          "Compliance is shared. We provide and configure the technical safeguards with your team; your organization keeps its own policies, training and risk assessments. We walk your compliance officer through every safeguard before launch.",
      },
    ],
    closing: {
      title: "Faster Patient Service, Without Compromising Privacy",
      text: "Walk through the safeguards with our team and see a healthcare voice agent handle real scenarios.",
      ctas: [scheduleDemo, link("Explore Healthcare", "/industries/healthcare")],
    },
  }),

  solutionPage({
    slug: "crm-integration",
    nav: "CRM Integration",
    seo: {
      title: "CRM Integration for AI Voice Agents and Chat",
      description:
        "Connect AI voice agents and chatbots to your CRM: contacts, call summaries, pipeline updates and follow-up tasks, automatically.",
    },
    hero: {
      eyebrow: "CRM Integration",
      title: "Every Call and Chat in Your CRM, Automatically",
      subtitle:
        "Stop copying notes from calls into your CRM. Our integration creates contacts, logs conversation summaries, updates your pipeline and assigns follow-up tasks the moment a conversation ends.",
      ctas: [scheduleDemo, liveDemo("Try the Live Demo", "Pay Now", "outline")],
      highlights: [claims.revenueGrowth, claims.automation],
      panel: {
        kind: "workflow",
        label: "After every conversation",
        items: [
          "Contact created or matched by phone and email",
          "Two-line summary and full transcript attached",
          "Deal stage and lead score updated",
          "Follow-up task assigned to the right owner",
        ],
      },
    },
    features: {
      intro: "A two-way connection: your CRM feeds the AI context, and the AI keeps your CRM complete.",
      items: [
        { icon: "users", title: "Automatic Contact Records", description: "New callers and chatters become contacts, and returning ones are matched to their existing records." },
        { icon: "message", title: "Conversation Summaries", description: "Each call or chat is summarized in plain language, with the full transcript one click away." },
        { icon: "trending", title: "Pipeline Updates", description: "Deal stages, lead scores and tags update from what customers actually said." },
        { icon: "calendar", title: "Tasks and Follow-Ups", description: "Call-backs, quotes and reminders are created and assigned to the right person automatically." },
        { icon: "brain", title: "Personalized Conversations", description: "The agent reads customer history from your CRM to greet callers by name and pick up where they left off." },
        { icon: "database", title: "Custom Field Mapping", description: "Your fields, your stages, your naming: we map the integration to the way your team already works." },
      ],
      testimonial: testimonials.crmIntegration,
    },
    steps: {
      intro: "We connect, map and test the integration for you.",
      items: [
        { title: "Connect Your CRM", description: "We link your CRM through its API or webhooks with access limited to what the integration needs." },
        { title: "Map Your Fields", description: "Contacts, deals, stages and custom fields are mapped to the information your agents collect." },
        { title: "Define Automations", description: "Decide what happens after each type of conversation: tasks, stage changes, alerts or SMS follow-ups." },
        { title: "Go Live and Monitor", description: "We test with real scenarios, launch, and watch data quality closely in the first weeks." },
      ],
    },
    benefits: {
      items: [
        { title: "No more manual data entry", description: "Your team stops retyping notes and starts working the leads." },
        { title: "Faster follow-up, more revenue", description: `Instant, assigned follow-up is how our clients reach ${claims.revenueGrowth.toLowerCase()}.` },
        { title: "A complete customer history", description: "Every call, chat and message in one timeline, for anyone who needs it." },
        { title: "Cleaner data", description: "Matching on phone and email keeps duplicates out of your database." },
      ],
    },
    faq: [
      {
        question: "Which CRMs do you support?",
        answer: "We connect to the major CRM platforms and to most others through their APIs or webhooks. We confirm your exact system and plan during your strategy call.",
      },
      { question: "What does CRM integration cost?", answer: "CRM integration is a one-time $1,500 add-on to any implementation package." },
      { question: "Will it create duplicate contacts?", answer: "No. Callers and chatters are matched by phone number and email before a new record is created." },
    ],
    closing: {
      title: "Let Your CRM Update Itself",
      text: "See a call turn into a contact, a summary and a follow-up task, automatically.",
      ctas: [getStarted, liveDemo("Try the Live Demo")],
    },
  }),

  solutionPage({
    slug: "call-routing",
    nav: "Call Routing",
    seo: {
      title: "Intelligent AI Call Routing",
      description:
        "AI call routing that understands why customers call and gets them to the right answer first time. Call resolution time cut 50%.",
    },
    hero: {
      eyebrow: "Intelligent Call Routing",
      title: "Get Every Caller to the Right Answer, First Time",
      subtitle:
        "No more \"press 1 for billing\". Callers say what they need in their own words; our AI understands the intent, resolves routine requests itself and transfers the rest to the right person with the full context. Call resolution time cut 50%.",
      ctas: [scheduleDemo, liveDemo("Try the Live Demo", "Pay Now", "outline")],
      highlights: [claims.callResolution, claims.shorterWaits, claims.support],
      panel: {
        kind: "call",
        label: "Live call · AI routing",
        caller: { name: "Priya Nair", number: "(503) 555-0168" },
        outcomes: ["Warm transfer to billing", "CRM updated"],
        lines: [
          { from: "agent", text: "Thanks for calling Lakeside Dental. How can I help you today?" },
          { from: "customer", text: "I got a bill for my crown and I think insurance should've covered more." },
          { from: "agent", text: "I can help with that. I've pulled up your account and I'm connecting you with Maria in billing, who can see your claim now." },
        ],
        footnote: "Intent detected, account found and a warm transfer with notes, with no keypad menu.",
      },
    },
    features: {
      intro: "Routing that understands people, not keypad menus.",
      items: [
        { icon: "brain", title: "Natural-Language Intent Detection", description: "Callers explain their need in plain words; the AI identifies the intent and urgency instantly." },
        { icon: "route", title: "Skills-Based Routing", description: "Calls reach the person or team best placed to help, by department, language, expertise or availability." },
        { icon: "star", title: "Priority and VIP Handling", description: "Urgent issues and key accounts jump the queue automatically under rules you set." },
        { icon: "clock", title: "After-Hours Rules", description: "Out of hours, the AI resolves what it can, books call-backs and escalates true emergencies to on-call staff." },
        { icon: "headset", title: "Warm Transfers With Context", description: "Your team sees who is calling, why and what has been tried before they say hello." },
        { icon: "chart", title: "Real-Time Analytics", description: "See call reasons, transfer rates and resolution times as they happen." },
      ],
    },
    steps: {
      intro: "A smarter front door for your phone lines, set up around your teams.",
      items: [
        { title: "Caller Speaks Naturally", description: "The AI answers on the first ring and asks how it can help; no menus to memorize." },
        { title: "AI Understands the Intent", description: "It identifies the reason for the call, looks up the caller and checks your routing rules." },
        { title: "Resolved or Routed", description: "Routine requests are resolved on the spot; everything else goes straight to the right person." },
        { title: "Context Travels With the Call", description: "A summary reaches your agent's screen and your CRM, so nobody has to repeat themselves." },
      ],
    },
    benefits: {
      items: [
        { title: claims.callResolution, description: "Callers reach the right answer first time, without transfers between departments." },
        { title: claims.shorterWaits, description: "Routine requests never wait in the queue for a person." },
        { title: "Fewer transfers and call-backs", description: "Accurate routing means fewer frustrated customers and repeat calls." },
        { title: "Happier, more productive teams", description: "Staff handle the calls they are best at, with the context already on screen." },
      ],
    },
    closing: {
      title: "Stop Bouncing Callers Between Departments",
      text: "Hear AI routing handle a real call, then see how it would work with your teams and hours.",
      ctas: [getStarted, liveDemo("Try the Live Demo")],
    },
  }),

  solutionPage({
    slug: "multilingual-support",
    nav: "Multilingual Support",
    seo: {
      title: "Multilingual AI Customer Support",
      description:
        "AI voice agents and chatbots that detect and speak your customers' languages with natural voices and consistent, accurate answers.",
    },
    hero: {
      eyebrow: "Multilingual Support",
      title: "Serve Every Customer in Their Own Language",
      subtitle:
        "Customers who are answered in their own language buy more and come back. Our AI agents detect the caller's language in the first sentence and respond with natural, native-quality voices and the same accurate answers you approved in English.",
      ctas: [scheduleDemo, liveDemo("Try the Live Demo", "Pay Now", "outline")],
      highlights: [claims.satisfaction, claims.support],
      panel: {
        kind: "call",
        label: "Live call · language detected: Spanish",
        caller: { name: "Lucía Romero", number: "(305) 555-0193" },
        outcomes: ["Reservation moved", "Summary in English"],
        lines: [
          { from: "customer", text: "Hola, quisiera cambiar mi reservación para el viernes." },
          { from: "agent", text: "¡Claro! Tengo disponibilidad el viernes a las 7:00 y a las 8:30 de la noche. ¿Cuál prefiere?" },
          { from: "customer", text: "A las 8:30, por favor." },
        ],
        footnote: "The summary reached the team's CRM in English.",
      },
    },
    features: {
      intro: "One agent, many languages, the same quality of service.",
      items: [
        { icon: "globe", title: "Automatic Language Detection", description: "The agent recognizes the caller's language and switches instantly, with no menu and no waiting." },
        { icon: "phone", title: "Natural Native Voices", description: "Native-quality voices and phrasing, so the conversation feels local rather than translated." },
        { icon: "check", title: "Consistent Answers Everywhere", description: "Your approved knowledge is used in every language, so prices and policies never get lost in translation." },
        { icon: "message", title: "Multilingual Chat and SMS", description: "The same language support across website chat and text messages." },
        { icon: "users", title: "Language-Aware Handoff", description: "When a person is needed, the call goes to staff who speak the customer's language." },
        { icon: "database", title: "Summaries in Your Language", description: "Whatever language the customer spoke, your CRM notes arrive in the language your team works in." },
      ],
      testimonial: testimonials.multilingualSupport,
    },
    steps: {
      intro: "Add languages to your agent without hiring for every shift.",
      items: [
        { title: "Choose Your Languages", description: "Pick the languages your customers speak; we recommend them from your call and market data." },
        { title: "Localize Knowledge and Voice", description: "Your knowledge base, greetings and key terms are adapted by native speakers, not just machine-translated." },
        { title: "Detect and Respond", description: "The agent answers each customer in their language, on the phone, in chat or by text." },
        { title: "Review and Improve", description: "We review conversations per language and refine wording and terminology." },
      ],
    },
    benefits: {
      items: [
        { title: "Reach new markets", description: "Serve communities and visitors your team couldn't serve before." },
        { title: "Higher satisfaction", description: `Customers answered in their own language are happier; our clients report ${claims.satisfaction}.` },
        { title: "No extra hiring", description: "Cover every language on every shift without recruiting multilingual staff." },
        { title: "Fewer misunderstandings", description: "Clear answers in the customer's language mean fewer errors and repeat calls." },
      ],
    },
    faq: [
      { question: "How much does an extra language cost?", answer: "Multilingual capability is an add-on at $1,000-$2,000 per extra language, depending on the scope of the knowledge base." },
      { question: "Can a caller switch languages mid-call?", answer: "Yes. The agent follows the customer if they switch, and summaries still reach your team in your working language." },
      { question: "Do you support chat and SMS in other languages too?", answer: "Yes. The same languages are available across voice, website chat and SMS." },
    ],
    closing: {
      title: "Speak Your Customers' Language",
      text: "Hear the agent switch languages live, then choose the languages for your business.",
      ctas: [getStarted, liveDemo("Try the Live Demo")],
    },
  }),

  solutionPage({
    slug: "pilot-programs",
    nav: "Pilot Programs",
    seo: {
      title: "AI Pilot Programs",
      description:
        `Prove the value of AI on one real workflow before you commit. Apply for a ${site.name} pilot program with agreed success metrics.`,
    },
    hero: {
      eyebrow: "Pilot Programs",
      title: "Prove the Results on One Workflow Before You Commit",
      subtitle:
        "Not sure AI will work for your business? Start with a pilot: we build an AI agent for one real workflow, run it with your real customers, and measure the results against success metrics we agree on up front.",
      ctas: [openDialog("Apply for the Pilot Program", "pilot-program"), link("Schedule a Demo", "/checkout", "outline")],
      highlights: [claims.trustedBy, claims.satisfaction],
      panel: {
        kind: "list",
        label: "Every pilot includes",
        items: [
          "One workflow, fully built and trained",
          "Success metrics agreed before launch",
          "A dedicated pilot manager",
          "Weekly results reports",
          "A clear recommendation at the end",
        ],
      },
    },
    features: {
      title: "What the Pilot Includes",
      intro: "A real deployment on a focused scope, so the decision is based on evidence rather than promises.",
      items: [
        { icon: "workflow", title: "One Workflow, Fully Built", description: "Appointment booking, lead qualification, after-hours calls or reminders: we build one workflow end to end." },
        { icon: "users", title: "Real Customers, Real Data", description: "The agent works with your actual callers and messages, so the results reflect your business." },
        { icon: "target", title: "Success Metrics Up Front", description: "We agree what success means, such as answered calls, bookings or hours saved, before launch." },
        { icon: "headset", title: "A Dedicated Pilot Manager", description: "One person owns your pilot, answers your questions and adjusts the agent as you learn." },
        { icon: "chart", title: "Weekly Results Reports", description: "Clear numbers every week, with transcripts of the conversations behind them." },
        { icon: "check", title: "A Clear Recommendation", description: "At the end you get an honest assessment of the results and what a full rollout would deliver." },
      ],
    },
    steps: {
      intro: "Four steps from application to a decision you can defend.",
      items: [
        { title: "Apply", description: "Tell us about your business and the use case you want to test; it takes two minutes." },
        { title: "Scoping Call", description: "We agree the workflow, integrations, success metrics and pilot length together." },
        { title: "Build and Launch", description: "Our team builds, tests and launches the agent on your chosen workflow." },
        { title: "Measure and Decide", description: "We review the results with you and recommend whether, and how, to roll out further." },
      ],
    },
    benefits: {
      items: [
        { title: "Low-risk proof", description: "See the impact on your own customers before committing to a full implementation." },
        { title: "Team buy-in", description: "Staff see the agent take work off their plate, which makes the wider rollout easier." },
        { title: "Real ROI numbers", description: "Decide with measured results, not estimates." },
        { title: "A fast path to rollout", description: "Everything built in the pilot carries straight into the full deployment." },
      ],
    },
    faq: [
      {
        question: "Who is a good fit for a pilot?",
        answer: "Businesses with a clear, repetitive workflow, such as booking, lead follow-up or after-hours calls, and a team ready to review results with us.",
      },
      { question: "How long does a pilot run?", answer: "Long enough to gather meaningful data for your call and message volume. We agree the length on the scoping call." },
      { question: "What do I need to apply?", answer: "Your name, email, phone number and the use case you want to test. Company details are optional." },
    ],
    closing: {
      title: "Start Small. Prove It. Then Scale.",
      text: "Apply for the pilot program and we'll get back to you to scope your first workflow.",
      ctas: [openDialog("Apply for the Pilot Program", "pilot-program"), link("Explore All Solutions", "/solutions")],
    },
  }),

  solutionPage({
    slug: "proactive-engagement",
    nav: "Proactive Engagement",
    seo: {
      title: "Proactive Customer Engagement",
      description:
        "Proactive AI calls and texts for reminders, rescheduling and re-engagement. No-shows cut up to 30%, staff workload up to 50%.",
    },
    hero: {
      eyebrow: "Proactive Engagement",
      title: "Reach Customers Before They Forget, Cancel or Leave",
      subtitle:
        "Most businesses wait for customers to call. Our AI reaches out first, with reminders, easy rescheduling, follow-ups and re-engagement by voice and text, so your calendar stays full and your team stops chasing. No-shows cut up to 30%.",
      ctas: [scheduleDemo, liveDemo("Try the Live Demo", "Pay Now", "outline")],
      highlights: [claims.noShows, claims.staffWorkload],
      panel: {
        kind: "call",
        label: "Outbound call · appointment reminder",
        caller: { name: "Luis Alvarez", number: "(206) 555-0131" },
        outcomes: ["Appointment moved", "Waitlist notified"],
        lines: [
          { from: "agent", text: "Hi Mr. Alvarez, this is the assistant from Northside Physical Therapy, calling about your session tomorrow at 9:00." },
          { from: "customer", text: "Oh, I need to move that, I have a meeting." },
          { from: "agent", text: "Of course. I can do tomorrow at 4:30 or Thursday at 8:00. Which would you like?" },
        ],
        footnote: "Rescheduled on the call; the 9:00 slot went to the waitlist automatically.",
      },
    },
    stats: [
      { value: 30, suffix: "%", label: "fewer no-shows (up to)" },
      { value: 50, suffix: "%", label: "less staff workload (up to)" },
      { value: proof.satisfaction, suffix: "%", label: "client satisfaction" },
      { value: proof.uptime, decimals: 1, suffix: "%", label: "platform uptime" },
    ],
    features: {
      intro: "Timely, personal outreach at scale, without adding a single call to your team's day.",
      items: [
        { icon: "calendar", title: "Reminders by Voice and SMS", description: "Appointment reminders at the times that work, with one-step confirm or reschedule." },
        { icon: "route", title: "Smart Rescheduling", description: "Cancellations are rebooked on the spot and freed slots are offered to your waitlist." },
        { icon: "heart", title: "Re-engagement Campaigns", description: "Lapsed customers are invited back with a friendly call or text at the right moment." },
        { icon: "message", title: "Follow-Up After Every Visit", description: "Thank-you messages, care instructions, review requests and next-visit booking, automatically." },
        { icon: "dollar", title: "Payment and Renewal Reminders", description: "Polite reminders for balances, renewals and expiring plans, with a link to pay." },
        { icon: "clock", title: "Personalized Timing", description: "Outreach respects quiet hours and each customer's preferred channel." },
      ],
      testimonial: testimonials.proactiveEngagement,
    },
    steps: {
      intro: "Set the rules once; the AI reaches out every day.",
      items: [
        { title: "Connect Calendar and CRM", description: "We link your scheduling system and customer records so the AI knows who to contact and when." },
        { title: "Set the Triggers", description: "Choose the moments that matter: upcoming visits, no-shows, lapsed customers, renewals." },
        { title: "AI Reaches Out", description: "Calls and texts go out in your brand's voice, and replies are handled in the conversation." },
        { title: "Results Flow Back", description: "Confirmations, reschedules and bookings update your calendar and CRM instantly." },
      ],
    },
    benefits: {
      items: [
        { title: claims.noShows, description: "Reminders with easy rescheduling keep appointments from slipping through the cracks." },
        { title: claims.staffWorkload, description: "No more hours spent on reminder calls and follow-up lists." },
        { title: "Fuller schedules", description: "Freed slots are rebooked from your waitlist before they go to waste." },
        { title: "Customers who feel looked after", description: "Timely, personal follow-up builds loyalty and brings people back." },
      ],
    },
    closing: {
      title: "Stop Losing Revenue to No-Shows",
      text: "Hear a proactive reminder call, then see what a fuller calendar would mean for your business.",
      ctas: [getStarted, liveDemo("Try the Live Demo")],
    },
  }),

  solutionPage({
    slug: "task-automation",
    nav: "Task Automation",
    seo: {
      title: "AI Task Automation for Busy Teams",
      description:
        "Automate up to 85% of manual tasks: scheduling, data entry, documents, billing and reports. Staff workload cut up to 50%.",
    },
    hero: {
      eyebrow: "Task Automation",
      title: "Automate Up to 85% of Your Manual Tasks",
      subtitle:
        "Data entry, scheduling, paperwork, reminders and reports eat your team's day. We automate the repetitive work end to end, connecting your phone lines, inbox, calendar and CRM, so your people can focus on customers and growth.",
      ctas: [scheduleDemo, liveDemo("Try the Live Demo", "Pay Now", "outline")],
      highlights: [claims.automation, claims.staffWorkload, claims.costReduction],
      panel: {
        kind: "workflow",
        label: "Tasks our clients no longer do by hand",
        items: [
          "Typing call notes into the CRM",
          "Booking and rescheduling appointments",
          "Chasing unsigned forms and documents",
          "Sending payment and renewal reminders",
          "Compiling weekly performance reports",
        ],
      },
    },
    stats: [
      { value: 85, suffix: "%", label: "manual tasks automated (up to)" },
      { value: 50, suffix: "%", label: "less staff workload (up to)" },
      { value: 40, suffix: "%", label: "average cost reduction" },
      { value: proof.uptime, decimals: 1, suffix: "%", label: "platform uptime" },
    ],
    features: {
      intro: "If a task is repetitive and rule-based, it is a candidate for automation.",
      items: [
        { icon: "database", title: "Data Entry and Forms", description: "Information from calls, chats, emails and forms is captured and entered into the right systems automatically." },
        { icon: "calendar", title: "Scheduling", description: "Appointments, reschedules, confirmations and waitlists managed without a single phone call." },
        { icon: "workflow", title: "Document Processing", description: "Intake forms, contracts and requests are collected, checked for completeness and filed." },
        { icon: "dollar", title: "Billing Follow-Ups", description: "Invoices, balance reminders and payment questions handled politely and on time." },
        { icon: "mail", title: "Internal Notifications", description: "The right person is alerted at the right moment, with everything they need to act." },
        { icon: "chart", title: "Automatic Reporting", description: "Daily and weekly reports compiled and delivered without anyone building a spreadsheet." },
      ],
    },
    steps: {
      intro: "We find the hours, automate them and prove the savings.",
      items: [
        { title: "Workflow Audit", description: "We map where your team's time goes and rank the tasks by hours saved and ease of automation." },
        { title: "Automation Design", description: "You approve exactly what will be automated, what stays human and how exceptions are handled." },
        { title: "Build and Test", description: "We build the automations, connect your tools and test them against real cases." },
        { title: "Launch and Optimize", description: "Automations go live in stages, and monthly reports show the hours and costs saved." },
      ],
    },
    benefits: {
      items: [
        { title: claims.staffWorkload, description: "Your team gets hours back every week for the work that needs a person." },
        { title: "Fewer errors", description: "Automations don't mistype, forget or skip a step on a busy day." },
        { title: "Faster service", description: "Requests are processed in minutes instead of waiting in someone's inbox." },
        { title: "Growth without extra headcount", description: "Handle more customers with the team you already have." },
      ],
    },
    faq: [
      {
        question: "Which tasks can be automated?",
        answer: "Repetitive, rule-based tasks are the best candidates: data entry, scheduling, reminders, document collection, billing follow-ups and reporting. The workflow audit ranks yours.",
      },
      { question: "Do I need to change my software?", answer: "Usually not. We connect the tools you already use, such as your phone system, calendar, email and CRM." },
      { question: "What happens when an automation hits an exception?", answer: "It stops and hands the case to the right person with the details, so nothing is processed incorrectly." },
    ],
    closing: {
      title: "Give Your Team Its Time Back",
      text: "Find out which of your tasks can be automated and how many hours a week you could save.",
      ctas: [getStarted, liveDemo("Try the Live Demo")],
    },
  }),

  solutionPage({
    slug: "actionable-insights",
    nav: "Actionable Insights",
    seo: {
      title: "Actionable Insights From Every Conversation",
      description:
        "Turn every call and chat into insight: call reasons, sentiment, lost-revenue alerts and weekly briefings on what to fix.",
    },
    hero: {
      eyebrow: "Actionable Insights",
      title: "Know What Your Customers Want, Before Your Competitors Do",
      subtitle:
        "Every call and chat holds a signal: a price objection, a missing service, a frustrated customer. Our AI analyzes every conversation and turns them into clear, prioritized actions for your team.",
      ctas: [scheduleDemo, liveDemo("See It in a Live Demo", "Schedule Demo", "outline")],
      highlights: [claims.costReduction, claims.revenueGrowth],
      panel: {
        kind: "operations",
        label: "Example weekly briefing",
        items: [
          "Calls about weekend availability rising: consider Saturday hours",
          "More price questions about the premium package",
          "Three unhappy customers flagged for a call-back today",
          "After-hours calls produced 12 new bookings",
        ],
      },
    },
    features: {
      intro: "Analytics built from what customers actually say, not just how long calls last.",
      items: [
        { icon: "message", title: "Conversation Analytics", description: "Every call and chat is transcribed, categorized by reason and outcome, and searchable." },
        { icon: "trending", title: "Trend Detection", description: "Spot rising questions, complaints and requests the week they start, not the quarter after." },
        { icon: "heart", title: "Sentiment Tracking", description: "See how customers feel by location, service and team, and catch unhappy customers early." },
        { icon: "dollar", title: "Revenue Attribution", description: "Know which calls, campaigns and channels produce bookings and sales." },
        { icon: "chart", title: "Custom Dashboards", description: "The numbers each role needs, from front-desk performance to executive summaries." },
        { icon: "mail", title: "Weekly Briefings", description: "A plain-language summary in your inbox with the three things to act on this week." },
      ],
    },
    steps: {
      intro: "From raw conversations to decisions, automatically.",
      items: [
        { title: "Capture Every Interaction", description: "Calls, chats and messages from your AI agents and your team are collected in one place." },
        { title: "Analyze Automatically", description: "AI tags each conversation with reason, sentiment, outcome and missed opportunity." },
        { title: "Surface What Matters", description: "Dashboards and briefings highlight the trends and customers that need attention." },
        { title: "Act and Measure", description: "Assign actions, then watch the impact on bookings, satisfaction and costs." },
      ],
    },
    benefits: {
      items: [
        { title: "Decisions backed by data", description: "Set hours, staffing, pricing and services from what customers actually ask for." },
        { title: "Lower operating costs", description: `Finding and fixing the causes of repeat calls is part of how clients reach a ${claims.costReduction.toLowerCase()}.` },
        { title: "Fewer lost customers", description: "Unhappy customers are flagged for follow-up before they leave." },
        { title: "Marketing that knows what works", description: "See which campaigns drive the conversations that convert." },
      ],
    },
    closing: {
      title: "Turn Conversations Into Your Competitive Edge",
      text: "See the insights dashboard with sample data from your industry, then schedule a walkthrough with our team.",
      ctas: [scheduleDemo, liveDemo("Try the Live Demo", "Schedule Demo")],
    },
  }),

  solutionPage({
    slug: "cost-effective-call-centers",
    nav: "Cost-Effective Call Centers",
    seo: {
      title: "Cost-Effective AI Call Centers",
      description:
        "Blend AI voice agents with your team for up to 70% call-centre cost savings, 24/7 coverage and up to 80% shorter waits.",
    },
    hero: {
      eyebrow: "Cost-Effective Call Centers",
      title: "Up to 70% Call-Centre Cost Savings, With Better Service",
      subtitle:
        "AI voice agents handle the routine volume, around the clock and at any peak, while your people focus on the calls that need them. You pay for results, not for idle seats and overtime.",
      ctas: [scheduleDemo, liveDemo("See It in a Live Demo", "Schedule Demo", "outline")],
      highlights: [claims.callCentreSavings, claims.routineCalls, claims.uptime],
      panel: {
        kind: "operations",
        label: "Where the savings come from",
        items: [
          "Routine calls answered by AI, not paid seats",
          "Peaks absorbed without overtime or temps",
          "Night and weekend coverage without extra shifts",
          "Shorter calls thanks to context on every transfer",
        ],
      },
    },
    stats: [
      { value: 70, suffix: "%", label: "call-centre cost savings (up to)" },
      { value: 90, suffix: "%", label: "of routine calls automated" },
      { value: 80, suffix: "%", label: "shorter waits (up to)" },
      { value: proof.uptime, decimals: 1, suffix: "%", label: "platform uptime" },
    ],
    features: {
      intro: "A blended call centre where AI and people each do what they do best.",
      items: [
        { icon: "bot", title: "AI Handles Routine Volume", description: "Bookings, order status, FAQs and account questions resolved automatically, start to finish." },
        { icon: "zap", title: "Elastic Capacity", description: "Sudden spikes during a launch, outage or holiday rush are absorbed without hiring or long queues." },
        { icon: "users", title: "Human and AI, Blended", description: "Complex and sensitive calls go to your agents with a summary, so they resolve them faster." },
        { icon: "clock", title: "24/7 Coverage", description: "Nights, weekends and holidays covered at the same quality as your busiest Monday." },
        { icon: "check", title: "Quality on Every Call", description: "Every conversation follows your script and policies, and every one is reviewable." },
        { icon: "dollar", title: "Transparent Costs", description: "Clear reporting on calls handled, time saved and cost per resolution." },
      ],
    },
    steps: {
      intro: "We model the savings first, then deliver them in stages.",
      items: [
        { title: "Call Volume Analysis", description: "We analyze your call reasons, volumes and costs to find what AI can handle." },
        { title: "Savings Plan", description: "You get a clear plan: which calls to automate, the expected savings and the service targets." },
        { title: "Blended Launch", description: "AI takes routine calls first while your team handles the rest, with a smooth handoff between them." },
        { title: "Continuous Optimization", description: "Monthly reviews move more volume to AI as it proves itself, and keep quality high." },
      ],
    },
    benefits: {
      items: [
        { title: claims.callCentreSavings, description: "Cut the cost of seats, overtime and after-hours answering services." },
        { title: claims.routineCalls, description: "Your people handle only the calls that need a human." },
        { title: claims.shorterWaits, description: "Callers are answered immediately, even at peak times." },
        { title: "Happier customers and agents", description: "Faster answers for customers, more meaningful work for your team." },
      ],
    },
    faq: [
      {
        question: "Will AI replace my call-centre team?",
        answer: "It takes over the repetitive volume. Most clients redeploy their people to complex, high-value calls, sales and customer care rather than reducing service.",
      },
      { question: "How are the savings calculated?", answer: "We compare your current cost per call, staffing and overtime with the blended model, using your real call volumes and reasons." },
      { question: "What happens if the AI can't help a caller?", answer: "The call is transferred to a person with a summary of the conversation, so the caller never has to start over." },
    ],
    closing: {
      title: "See What Your Call Centre Could Save",
      text: "Hear the AI take a routine call, then schedule a demo to see the savings model for your volumes.",
      ctas: [scheduleDemo, liveDemo("Try the Live Demo", "Schedule Demo")],
    },
  }),
];

/** The /solutions landing (spec §2 "Solutions landing"). */
export const solutionsLanding: LandingPage = {
  path: "/solutions",
  nav: "Solutions",
  section: "Solutions",
  seo: {
    title: "AI Solutions for Customer Service and Growth",
    description:
      "AI voice agents, chatbots, Instagram and SMS automation, CRM integration and workflow automation. Find your AI solution.",
  },
  hero: {
    eyebrow: "Solutions",
    title: "AI Solutions for the Problems That Cost You Customers",
    subtitle:
      `Missed calls, slow replies, no-shows and hours of manual work quietly drain revenue. ${site.name} combines voice agents, chatbots, messaging and automation into one system built around your business, and runs it for you.`,
    ctas: [openDialog("Find Your AI Solution", "solution-finder"), link("Schedule a Demo", "/checkout", "outline")],
    highlights: [claims.trustedBy, claims.rating, claims.satisfaction],
    panel: {
      kind: "list",
      label: "Answer four questions, get a recommendation",
      items: ["Your industry", "Your biggest challenge", "Where customers reach you", "Your budget"],
    },
  },
  blocks: [
    {
      kind: "problems",
      id: "problems",
      eyebrow: "Start with the problem",
      title: "Which of These Is Costing You the Most?",
      intro: "Pick the problem that sounds most familiar and see how we solve it.",
      items: [
        {
          icon: "clock",
          title: "Slow or Missed Responses",
          description: "Website visitors and callers who wait more than a minute often go elsewhere, especially after hours.",
          solution: { label: "Explore AI Chatbots", href: "/solutions/ai-chatbots" },
        },
        {
          icon: "instagram",
          title: "Unanswered Comments and DMs",
          description: "Every unanswered \"how much?\" on Instagram is a buyer who lost interest.",
          solution: { label: "Explore Instagram Automation", href: "/solutions/instagram-automation" },
        },
        {
          icon: "calendar",
          title: "No-Shows and Forgotten Follow-Ups",
          description: "Empty appointment slots and leads nobody called back are revenue you already paid to win.",
          solution: { label: "Explore Proactive Engagement", href: "/solutions/proactive-engagement" },
        },
        {
          icon: "code",
          title: "A Website That Doesn't Convert",
          description: "Slow, outdated pages with a contact form and nothing else turn traffic away.",
          solution: { label: "Explore AI Website Development", href: "/solutions/ai-website-development" },
        },
      ],
    },
    {
      kind: "features",
      id: "features",
      title: "Everything You Need to Automate Customer Engagement",
      intro: "Six capabilities that work together, so every conversation is answered, recorded and followed up.",
      items: [
        { icon: "phone", title: "AI Voice Agents", description: `Natural conversations that answer every call 24/7. ${claims.shorterWaits}.`, href: "/voice-agents" },
        { icon: "route", title: "Intelligent Call Routing", description: `Callers reach the right answer or person first time. ${claims.callResolution}.`, href: "/solutions/call-routing" },
        { icon: "database", title: "CRM Integration", description: "Every call and chat logged, summarized and followed up in your CRM automatically.", href: "/solutions/crm-integration" },
        { icon: "workflow", title: "Task Automation", description: `${claims.automation}, from data entry to reporting.`, href: "/solutions/task-automation" },
        { icon: "globe", title: "Multilingual Support", description: "Serve every customer in their own language on phone, chat and SMS.", href: "/solutions/multilingual-support" },
        { icon: "chart", title: "Actionable Insights", description: "Turn every conversation into trends, alerts and clear next actions.", href: "/solutions/actionable-insights" },
      ],
      socialProof: [claims.trustedBy, claims.rating, claims.satisfaction],
      learnMore: true,
    },
    {
      kind: "links",
      id: "all-solutions",
      title: "Explore Every Solution",
      intro: "Each solution works on its own and gets stronger combined with the others.",
      items: [
        { icon: "bot", title: "AI Chatbots", description: "Instant answers and bookings on web, SMS and social.", href: "/solutions/ai-chatbots" },
        { icon: "code", title: "AI Website Development", description: `${claims.websiteDevelopment}.`, href: "/solutions/ai-website-development" },
        { icon: "instagram", title: "Instagram Automation", description: "Comments and DMs turned into leads and bookings.", href: "/solutions/instagram-automation" },
        { icon: "message", title: "SMS Marketing", description: "Two-way texting for reminders, follow-ups and campaigns.", href: "/solutions/sms-marketing" },
        { icon: "shield", title: "HIPAA-Compliant Solutions", description: "Healthcare agents with encryption, access controls and audit logs.", href: "/solutions/hipaa-compliant" },
        { icon: "database", title: "CRM Integration", description: "Contacts, summaries and tasks logged automatically.", href: "/solutions/crm-integration" },
        { icon: "route", title: "Call Routing", description: `${claims.callResolution}.`, href: "/solutions/call-routing" },
        { icon: "globe", title: "Multilingual Support", description: "Every customer answered in their own language.", href: "/solutions/multilingual-support" },
        { icon: "target", title: "Pilot Programs", description: "Prove the results on one workflow first.", href: "/solutions/pilot-programs" },
        { icon: "calendar", title: "Proactive Engagement", description: `${claims.noShows}.`, href: "/solutions/proactive-engagement" },
        { icon: "workflow", title: "Task Automation", description: `${claims.staffWorkload}.`, href: "/solutions/task-automation" },
        { icon: "chart", title: "Actionable Insights", description: "Trends, sentiment and weekly briefings.", href: "/solutions/actionable-insights" },
        { icon: "dollar", title: "Cost-Effective Call Centers", description: `${claims.callCentreSavings}.`, href: "/solutions/cost-effective-call-centers" },
        { icon: "phone", title: "AI Voice Agents", description: "Instant phone support, 24/7.", href: "/voice-agents" },
        { icon: "sparkles", title: "Create Your AI Bot", description: "See what a custom bot includes and build yours.", href: "/create-bot" },
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How We Get You There",
      intro: "From first question to a running system, with our team doing the work.",
      steps: [
        { title: "Find Your Fit", description: "Answer four quick questions in the solution finder and get a recommended starting point." },
        { title: "Free Strategy Call", description: "A free 30-minute consultation to map your workflows and confirm the plan." },
        { title: "Build and Launch", description: "We build, train, integrate and test your AI system, then launch it on your channels." },
        { title: "Optimize Every Month", description: "We review conversations and results and keep improving what your AI delivers." },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Not Sure Where to Start?",
      text: "Answer four quick questions and we'll recommend the AI solution that fits your business, channels and budget.",
      ctas: [openDialog("Find Your AI Solution", "solution-finder"), link("View Pricing", "/pricing")],
    },
  ],
};
