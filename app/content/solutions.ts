import { site } from "./site";
import { claims, proof } from "./claims";
import type { HeroContent, LandingPage, PageBlock } from "./landing-blocks";
import { testimonials } from "./testimonials";
import { benefit, ctaBlock, faq, faqBlock, feature, stat, statsBlock, step, transcript } from "./blocks";
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
  if (e.stats) blocks.push(statsBlock(e.stats));
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
  if (e.faq) blocks.push(faqBlock(e.faq));
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
          transcript.customer("Do you have any openings for a cleaning this Saturday?"),
          transcript.agent("Yes! I have 9:30 and 11:00 on Saturday morning. Which works better for you?"),
          transcript.customer("11:00, please."),
          transcript.agent("You're booked for Saturday at 11:00. I've texted you a confirmation and a reminder will follow the day before."),
        ],
        footnote: "Booked, confirmed and logged to the CRM with no staff involvement.",
      },
    },
    features: {
      intro: "A chatbot that knows your business as well as your best employee, and never takes a day off.",
      items: [
        feature("bot", "Trained on Your Business", "Answers come from your services, prices, policies and FAQs, in your brand's voice, not from generic scripts."),
        feature("calendar", "Books Appointments", "Checks live availability, books and reschedules, then sends confirmations and reminders automatically."),
        feature("target", "Qualifies Every Lead", "Asks the questions your sales team would ask, captures contact details and alerts you the moment a hot lead arrives."),
        feature("message", "Every Channel, One Brain", "Website chat, SMS and social messages share one knowledge base and one conversation history per customer."),
        feature("users", "Smooth Human Handoff", "When a conversation needs a person, the bot hands it over with the full transcript and a one-line summary."),
        feature("database", "Synced to Your CRM", "Every contact, conversation and outcome is logged automatically, so follow-up never depends on memory."),
      ],
      testimonial: testimonials.aiChatbots,
    },
    steps: {
      intro: "From first conversation to launch in weeks, not months, with our team doing the heavy lifting.",
      items: [
        step("Share Your Knowledge", "We import your website, FAQs, price lists and policies, and interview your team about the questions customers really ask."),
        step("We Build and Train", "We design conversation flows, tone and handoff rules, then you review sample conversations before anything goes live."),
        step("Launch on Your Channels", "One snippet adds the chatbot to your website; we connect your SMS number and social inboxes."),
        step("Improve Every Week", "We review transcripts, fill knowledge gaps and report the leads and bookings the bot delivered."),
      ],
    },
    benefits: {
      items: [
        benefit("No more after-hours leads lost", "Customers who reach out at 11 pm get an answer at 11 pm, and a booking instead of a voicemail."),
        benefit("Shorter queues for your team", "Routine questions are answered automatically, so staff spend their time on the conversations that need a human."),
        benefit("More booked appointments", "The bot moves every conversation toward a next step: a booking, a quote request or a call-back."),
        benefit("Consistent, accurate answers", "Every customer hears the same approved information, whoever is on shift."),
      ],
    },
    faq: [
      faq(
        "Will the chatbot make things up?",
        "It answers from the knowledge you approve. When a question falls outside it, the bot says so and offers to connect the customer with your team instead of guessing.",
      ),
      faq("Which channels can it cover?", "Your website chat, SMS and social messaging inboxes, all sharing one knowledge base. Pair it with an AI voice agent to cover phone calls too."),
      faq(
        "Can my team take over a conversation?",
        "Yes. Staff can step into any conversation at any time, and the bot hands off automatically when it detects a complaint, an urgent issue or a request for a person.",
      ),
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
        feature("sparkles", "AI-Accelerated Design", "AI drafts layouts and variations in hours; our designers refine them into a site that looks unmistakably like you."),
        feature("message", "Conversion-Focused Copy", "Clear, persuasive copy written around your customers' questions, reviewed by people who know your industry."),
        feature("bot", "Built-In AI Chat and Booking", "Visitors get answers and book appointments without leaving the page, 24 hours a day."),
        feature("zap", "Fast and Accessible", "Lightweight pages that load quickly on any phone and meet accessibility best practice, for every visitor."),
        feature("globe", "Search-Ready From Launch", "Clean structure, metadata, structured data and a sitemap, so search engines understand every page."),
        feature("database", "Connected to Your CRM", "Every form, chat and booking flows into your CRM and your follow-up automations."),
      ],
    },
    steps: {
      intro: "A clear, collaborative process with a working prototype early, so there are no surprises at launch.",
      items: [
        step("Discovery and Goals", "We learn your offers, customers and goals, and agree on the pages and actions that matter most."),
        step("AI-Assisted Prototype", "You see a clickable prototype with real copy within days, not weeks, and shape it with your feedback."),
        step("Build, Write and Integrate", "Engineers build the final site, connect chat, booking and CRM, and test it on real devices."),
        step("Launch and Optimize", "We launch, monitor speed and conversions, and keep improving the pages that bring in leads."),
      ],
    },
    benefits: {
      items: [
        benefit(claims.websiteDevelopment, "AI handles the first drafts of layouts, copy and code, so your site goes live sooner."),
        benefit("A website that works while you sleep", "Built-in chat and booking capture leads around the clock instead of collecting contact forms."),
        benefit("Found by the right customers", "Search-ready structure and fast pages help you rank for the services you sell."),
        benefit("One partner for site and automation", "The same team builds your website, your AI agents and the workflows behind them."),
      ],
    },
    faq: [
      faq("Do I own my website?", "Yes. The design, content and code are yours, and we hand over everything you need if you ever move it."),
      faq("Can you rebuild my existing website?", "Yes. We keep what works, carry over your content and search rankings with proper redirects, and rebuild the rest for speed and conversions."),
      faq(
        "What does the AI actually do?",
        "It drafts layouts, copy and code so our designers and engineers start from a strong first version. People review, refine and test every page before it goes live.",
      ),
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
          transcript.customer("Saw your post! How much is the balayage package?"),
          transcript.agent("Thanks for reaching out! The balayage package starts at $180 and includes a toner and blow-dry. Would you like to see this week's openings?"),
          transcript.customer("Yes please, Thursday if possible."),
          transcript.agent("Thursday at 4:00 pm is free. What's the best phone number to confirm your booking?"),
        ],
        footnote: "Example conversation; your prices and services come from your own knowledge base.",
      },
    },
    features: {
      intro: "Your Instagram becomes a sales channel that answers, qualifies and books on its own.",
      items: [
        feature("message", "Automatic Comment Replies", "Keyword and intent triggers reply publicly in seconds and move interested followers into a private conversation."),
        feature("instagram", "DM Conversations", "Natural, on-brand replies to direct messages that answer questions about products, prices and availability."),
        feature("target", "Lead Capture", "Collects names, emails and phone numbers in the conversation and sends them straight to your CRM."),
        feature("calendar", "Booking in the Chat", "Followers pick a time without leaving Instagram; confirmations and reminders go out automatically."),
        feature("users", "Smart Escalation", "Complaints, VIPs and complex questions are flagged for your team with the full conversation attached."),
        feature("chart", "Performance Reporting", "See which posts drive conversations, leads and bookings, and double down on what works."),
      ],
    },
    steps: {
      intro: "Live on your account in days, with your tone of voice and your rules.",
      items: [
        step("Connect Your Account", "Link your Instagram professional account; we handle the setup and permissions."),
        step("Set Triggers and Tone", "Choose the keywords, posts and campaigns to automate, and approve the voice the AI uses."),
        step("AI Responds and Qualifies", "Comments and DMs are answered in seconds; interested followers are qualified and offered a next step."),
        step("Leads Flow to Your CRM", "Contacts and conversation summaries land in your CRM, ready for SMS or email follow-up."),
      ],
    },
    benefits: {
      items: [
        benefit("Reply while interest is hot", "A follower who gets an answer in seconds is far more likely to buy than one who waits until tomorrow."),
        benefit("More leads from the same content", "Every post keeps collecting leads long after you publish it."),
        benefit("Hours back every week", "No more scrolling through comments and copy-pasting the same answers."),
        benefit("A consistent brand voice", "Every reply sounds like you, follows your rules and never has a bad day."),
      ],
    },
    faq: [
      faq(
        "Does it work with my Instagram account?",
        "It works with Instagram professional accounts (business or creator) through Meta's approved messaging tools, within the platform's messaging rules.",
      ),
      faq(
        "Will followers know they're talking to AI?",
        "We recommend a short disclosure in the first message. Followers can ask for a person at any time and your team takes over with the full history.",
      ),
      faq("Can it follow up by SMS or email?", "Yes. Add SMS follow-up to send confirmations, reminders and offers after the Instagram conversation ends."),
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
          transcript.agent("Hi Dana, a reminder of your appointment tomorrow at 2:30 pm. Reply C to confirm or R to reschedule."),
          transcript.customer("R, something came up at work"),
          transcript.agent("No problem! I can offer Thursday at 10:00 am or Friday at 3:15 pm. Which suits you?"),
          transcript.customer("Friday works"),
        ],
        footnote: "Rescheduled in the thread; the calendar slot was freed for another customer.",
      },
    },
    features: {
      intro: "Everything you need to reach customers where they read every message, with compliance built in.",
      items: [
        feature("message", "Two-Way AI Conversations", "Replies are understood and answered automatically: questions, confirmations, reschedules and opt-outs."),
        feature("calendar", "Appointment Reminders", "Timed reminders with one-tap confirm or reschedule, synced to your calendar."),
        feature("workflow", "Automated Follow-Ups", "Thank-you notes, review requests, rebooking nudges and quote follow-ups sent at the right moment."),
        feature("users", "Segmented Campaigns", "Target offers by service history, location or interest instead of texting everyone the same thing."),
        feature("shield", "Consent and Opt-Out Management", "Messages go only to contacts who opted in; STOP requests are honored automatically and recorded."),
        feature("chart", "Results Tracking", "Replies, bookings and revenue are tracked per campaign, so you know what every message earned."),
      ],
    },
    steps: {
      intro: "We set up the number, the flows and the compliance; you approve the messages.",
      items: [
        step("Import and Segment", "We bring in your opted-in contacts and group them by the data you already have."),
        step("Design Flows and Campaigns", "Reminders, follow-ups and campaigns are written with you and timed around your business."),
        step("AI Handles the Replies", "Every response is answered in seconds, and anything sensitive goes to your team."),
        step("Measure and Refine", "Monthly reports show replies, bookings and revenue, and we tune what underperforms."),
      ],
    },
    benefits: {
      items: [
        benefit(claims.noShows, "Reminders that let customers reschedule in one reply keep your calendar full."),
        benefit("More repeat business", "Timely rebooking and review requests bring customers back without manual chasing."),
        benefit("Every reply answered", "No more unread inboxes: the AI responds to every text, day or night."),
        benefit("Compliant by design", "Consent records, opt-outs and quiet hours are handled for you."),
      ],
    },
    faq: [
      faq("How much does SMS cost?", "SMS follow-up is available as an add-on at $500 plus usage, so you only pay for the messages you actually send."),
      faq("Do you handle opt-in and opt-out rules?", "Yes. We message only contacts who have opted in, process STOP and HELP replies automatically and keep a record of every consent change."),
      faq("Can I keep my existing business number?", "In many cases, yes. We check whether your current number can be text-enabled during setup; otherwise we provide a local number."),
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
        feature("lock", "Encryption Everywhere", "Calls, transcripts, messages and records are encrypted in transit and at rest."),
        feature("users", "Role-Based Access Controls", "Staff see only what their role requires, with unique accounts and multi-factor sign-in."),
        feature("database", "Complete Audit Logs", "Every access, export and configuration change is logged, so you can answer who saw what, and when."),
        feature("shield", "Minimum-Necessary Data", "Agents collect only what a task needs, and never read out more than the caller is entitled to hear."),
        feature("headset", "Secure Human Handoff", "Clinical questions and sensitive requests go to your staff with context, through your approved systems."),
        feature("clock", "Configurable Retention", "Recordings and transcripts are kept only as long as your policy says, then deleted."),
      ],
      testimonial: testimonials.hipaaCompliant,
    },
    steps: {
      intro: "We work alongside your compliance officer from the first call to go-live and beyond.",
      items: [
        step("Compliance Review", "We map which workflows touch protected health information and agree what the agent may collect, say and store."),
        step("Secure Configuration", "Access roles, identity verification, encryption, retention and handoff rules are configured to your policies."),
        step("Supervised Launch", "The agent goes live on a defined workflow with your team reviewing conversations and audit logs."),
        step("Ongoing Reviews", "Regular access reviews and updates keep the setup in line as your policies and services change."),
      ],
    },
    benefits: {
      items: [
        benefit(claims.healthcareEfficiency, "Scheduling, reminders and routine questions run automatically, with the safeguards your patients deserve."),
        benefit(claims.noShows, "Automated reminders with easy rescheduling keep clinical schedules full."),
        benefit(claims.staffWorkload, "Front-desk teams spend less time on the phone and more time with patients."),
        benefit("Patient trust, protected", "Patients get fast, courteous answers, and their information is handled with care at every step."),
      ],
    },
    faq: [
      faq(
        "Does the agent verify a caller's identity?",
        "Yes. You decide the verification steps, such as date of birth plus a second identifier, and the agent completes them before discussing any appointment or health details.",
      ),
      faq(
        "What happens to call recordings and transcripts?",
        "They are encrypted, visible only to the roles you authorize, recorded in the audit log when accessed, and deleted according to your retention policy.",
      ),
      faq(
        "Who is responsible for HIPAA compliance?",
        "Compliance is shared. We provide and configure the technical safeguards with your team; your organization keeps its own policies, training and risk assessments. We walk your compliance officer through every safeguard before launch.",
      ),
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
        feature("users", "Automatic Contact Records", "New callers and chatters become contacts, and returning ones are matched to their existing records."),
        feature("message", "Conversation Summaries", "Each call or chat is summarized in plain language, with the full transcript one click away."),
        feature("trending", "Pipeline Updates", "Deal stages, lead scores and tags update from what customers actually said."),
        feature("calendar", "Tasks and Follow-Ups", "Call-backs, quotes and reminders are created and assigned to the right person automatically."),
        feature("brain", "Personalized Conversations", "The agent reads customer history from your CRM to greet callers by name and pick up where they left off."),
        feature("database", "Custom Field Mapping", "Your fields, your stages, your naming: we map the integration to the way your team already works."),
      ],
      testimonial: testimonials.crmIntegration,
    },
    steps: {
      intro: "We connect, map and test the integration for you.",
      items: [
        step("Connect Your CRM", "We link your CRM through its API or webhooks with access limited to what the integration needs."),
        step("Map Your Fields", "Contacts, deals, stages and custom fields are mapped to the information your agents collect."),
        step("Define Automations", "Decide what happens after each type of conversation: tasks, stage changes, alerts or SMS follow-ups."),
        step("Go Live and Monitor", "We test with real scenarios, launch, and watch data quality closely in the first weeks."),
      ],
    },
    benefits: {
      items: [
        benefit("No more manual data entry", "Your team stops retyping notes and starts working the leads."),
        benefit("Faster follow-up, more revenue", `Instant, assigned follow-up is how our clients reach ${claims.revenueGrowth.toLowerCase()}.`),
        benefit("A complete customer history", "Every call, chat and message in one timeline, for anyone who needs it."),
        benefit("Cleaner data", "Matching on phone and email keeps duplicates out of your database."),
      ],
    },
    faq: [
      faq("Which CRMs do you support?", "We connect to the major CRM platforms and to most others through their APIs or webhooks. We confirm your exact system and plan during your strategy call."),
      faq("What does CRM integration cost?", "CRM integration is a one-time $1,500 add-on to any implementation package."),
      faq("Will it create duplicate contacts?", "No. Callers and chatters are matched by phone number and email before a new record is created."),
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
          transcript.agent("Thanks for calling Lakeside Dental. How can I help you today?"),
          transcript.customer("I got a bill for my crown and I think insurance should've covered more."),
          transcript.agent("I can help with that. I've pulled up your account and I'm connecting you with Maria in billing, who can see your claim now."),
        ],
        footnote: "Intent detected, account found and a warm transfer with notes, with no keypad menu.",
      },
    },
    features: {
      intro: "Routing that understands people, not keypad menus.",
      items: [
        feature("brain", "Natural-Language Intent Detection", "Callers explain their need in plain words; the AI identifies the intent and urgency instantly."),
        feature("route", "Skills-Based Routing", "Calls reach the person or team best placed to help, by department, language, expertise or availability."),
        feature("star", "Priority and VIP Handling", "Urgent issues and key accounts jump the queue automatically under rules you set."),
        feature("clock", "After-Hours Rules", "Out of hours, the AI resolves what it can, books call-backs and escalates true emergencies to on-call staff."),
        feature("headset", "Warm Transfers With Context", "Your team sees who is calling, why and what has been tried before they say hello."),
        feature("chart", "Real-Time Analytics", "See call reasons, transfer rates and resolution times as they happen."),
      ],
    },
    steps: {
      intro: "A smarter front door for your phone lines, set up around your teams.",
      items: [
        step("Caller Speaks Naturally", "The AI answers on the first ring and asks how it can help; no menus to memorize."),
        step("AI Understands the Intent", "It identifies the reason for the call, looks up the caller and checks your routing rules."),
        step("Resolved or Routed", "Routine requests are resolved on the spot; everything else goes straight to the right person."),
        step("Context Travels With the Call", "A summary reaches your agent's screen and your CRM, so nobody has to repeat themselves."),
      ],
    },
    benefits: {
      items: [
        benefit(claims.callResolution, "Callers reach the right answer first time, without transfers between departments."),
        benefit(claims.shorterWaits, "Routine requests never wait in the queue for a person."),
        benefit("Fewer transfers and call-backs", "Accurate routing means fewer frustrated customers and repeat calls."),
        benefit("Happier, more productive teams", "Staff handle the calls they are best at, with the context already on screen."),
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
          transcript.customer("Hola, quisiera cambiar mi reservación para el viernes."),
          transcript.agent("¡Claro! Tengo disponibilidad el viernes a las 7:00 y a las 8:30 de la noche. ¿Cuál prefiere?"),
          transcript.customer("A las 8:30, por favor."),
        ],
        footnote: "The summary reached the team's CRM in English.",
      },
    },
    features: {
      intro: "One agent, many languages, the same quality of service.",
      items: [
        feature("globe", "Automatic Language Detection", "The agent recognizes the caller's language and switches instantly, with no menu and no waiting."),
        feature("phone", "Natural Native Voices", "Native-quality voices and phrasing, so the conversation feels local rather than translated."),
        feature("check", "Consistent Answers Everywhere", "Your approved knowledge is used in every language, so prices and policies never get lost in translation."),
        feature("message", "Multilingual Chat and SMS", "The same language support across website chat and text messages."),
        feature("users", "Language-Aware Handoff", "When a person is needed, the call goes to staff who speak the customer's language."),
        feature("database", "Summaries in Your Language", "Whatever language the customer spoke, your CRM notes arrive in the language your team works in."),
      ],
      testimonial: testimonials.multilingualSupport,
    },
    steps: {
      intro: "Add languages to your agent without hiring for every shift.",
      items: [
        step("Choose Your Languages", "Pick the languages your customers speak; we recommend them from your call and market data."),
        step("Localize Knowledge and Voice", "Your knowledge base, greetings and key terms are adapted by native speakers, not just machine-translated."),
        step("Detect and Respond", "The agent answers each customer in their language, on the phone, in chat or by text."),
        step("Review and Improve", "We review conversations per language and refine wording and terminology."),
      ],
    },
    benefits: {
      items: [
        benefit("Reach new markets", "Serve communities and visitors your team couldn't serve before."),
        benefit("Higher satisfaction", `Customers answered in their own language are happier; our clients report ${claims.satisfaction}.`),
        benefit("No extra hiring", "Cover every language on every shift without recruiting multilingual staff."),
        benefit("Fewer misunderstandings", "Clear answers in the customer's language mean fewer errors and repeat calls."),
      ],
    },
    faq: [
      faq("How much does an extra language cost?", "Multilingual capability is an add-on at $1,000-$2,000 per extra language, depending on the scope of the knowledge base."),
      faq("Can a caller switch languages mid-call?", "Yes. The agent follows the customer if they switch, and summaries still reach your team in your working language."),
      faq("Do you support chat and SMS in other languages too?", "Yes. The same languages are available across voice, website chat and SMS."),
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
        feature("workflow", "One Workflow, Fully Built", "Appointment booking, lead qualification, after-hours calls or reminders: we build one workflow end to end."),
        feature("users", "Real Customers, Real Data", "The agent works with your actual callers and messages, so the results reflect your business."),
        feature("target", "Success Metrics Up Front", "We agree what success means, such as answered calls, bookings or hours saved, before launch."),
        feature("headset", "A Dedicated Pilot Manager", "One person owns your pilot, answers your questions and adjusts the agent as you learn."),
        feature("chart", "Weekly Results Reports", "Clear numbers every week, with transcripts of the conversations behind them."),
        feature("check", "A Clear Recommendation", "At the end you get an honest assessment of the results and what a full rollout would deliver."),
      ],
    },
    steps: {
      intro: "Four steps from application to a decision you can defend.",
      items: [
        step("Apply", "Tell us about your business and the use case you want to test; it takes two minutes."),
        step("Scoping Call", "We agree the workflow, integrations, success metrics and pilot length together."),
        step("Build and Launch", "Our team builds, tests and launches the agent on your chosen workflow."),
        step("Measure and Decide", "We review the results with you and recommend whether, and how, to roll out further."),
      ],
    },
    benefits: {
      items: [
        benefit("Low-risk proof", "See the impact on your own customers before committing to a full implementation."),
        benefit("Team buy-in", "Staff see the agent take work off their plate, which makes the wider rollout easier."),
        benefit("Real ROI numbers", "Decide with measured results, not estimates."),
        benefit("A fast path to rollout", "Everything built in the pilot carries straight into the full deployment."),
      ],
    },
    faq: [
      faq("Who is a good fit for a pilot?", "Businesses with a clear, repetitive workflow, such as booking, lead follow-up or after-hours calls, and a team ready to review results with us."),
      faq("How long does a pilot run?", "Long enough to gather meaningful data for your call and message volume. We agree the length on the scoping call."),
      faq("What do I need to apply?", "Your name, email, phone number and the use case you want to test. Company details are optional."),
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
          transcript.agent("Hi Mr. Alvarez, this is the assistant from Northside Physical Therapy, calling about your session tomorrow at 9:00."),
          transcript.customer("Oh, I need to move that, I have a meeting."),
          transcript.agent("Of course. I can do tomorrow at 4:30 or Thursday at 8:00. Which would you like?"),
        ],
        footnote: "Rescheduled on the call; the 9:00 slot went to the waitlist automatically.",
      },
    },
    stats: [
      stat(30, "%", "fewer no-shows (up to)"),
      stat(50, "%", "less staff workload (up to)"),
      stat(proof.satisfaction, "%", "client satisfaction"),
      stat(proof.uptime, "%", "platform uptime", { decimals: 1 }),
    ],
    features: {
      intro: "Timely, personal outreach at scale, without adding a single call to your team's day.",
      items: [
        feature("calendar", "Reminders by Voice and SMS", "Appointment reminders at the times that work, with one-step confirm or reschedule."),
        feature("route", "Smart Rescheduling", "Cancellations are rebooked on the spot and freed slots are offered to your waitlist."),
        feature("heart", "Re-engagement Campaigns", "Lapsed customers are invited back with a friendly call or text at the right moment."),
        feature("message", "Follow-Up After Every Visit", "Thank-you messages, care instructions, review requests and next-visit booking, automatically."),
        feature("dollar", "Payment and Renewal Reminders", "Polite reminders for balances, renewals and expiring plans, with a link to pay."),
        feature("clock", "Personalized Timing", "Outreach respects quiet hours and each customer's preferred channel."),
      ],
      testimonial: testimonials.proactiveEngagement,
    },
    steps: {
      intro: "Set the rules once; the AI reaches out every day.",
      items: [
        step("Connect Calendar and CRM", "We link your scheduling system and customer records so the AI knows who to contact and when."),
        step("Set the Triggers", "Choose the moments that matter: upcoming visits, no-shows, lapsed customers, renewals."),
        step("AI Reaches Out", "Calls and texts go out in your brand's voice, and replies are handled in the conversation."),
        step("Results Flow Back", "Confirmations, reschedules and bookings update your calendar and CRM instantly."),
      ],
    },
    benefits: {
      items: [
        benefit(claims.noShows, "Reminders with easy rescheduling keep appointments from slipping through the cracks."),
        benefit(claims.staffWorkload, "No more hours spent on reminder calls and follow-up lists."),
        benefit("Fuller schedules", "Freed slots are rebooked from your waitlist before they go to waste."),
        benefit("Customers who feel looked after", "Timely, personal follow-up builds loyalty and brings people back."),
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
      stat(85, "%", "manual tasks automated (up to)"),
      stat(50, "%", "less staff workload (up to)"),
      stat(40, "%", "average cost reduction"),
      stat(proof.uptime, "%", "platform uptime", { decimals: 1 }),
    ],
    features: {
      intro: "If a task is repetitive and rule-based, it is a candidate for automation.",
      items: [
        feature("database", "Data Entry and Forms", "Information from calls, chats, emails and forms is captured and entered into the right systems automatically."),
        feature("calendar", "Scheduling", "Appointments, reschedules, confirmations and waitlists managed without a single phone call."),
        feature("workflow", "Document Processing", "Intake forms, contracts and requests are collected, checked for completeness and filed."),
        feature("dollar", "Billing Follow-Ups", "Invoices, balance reminders and payment questions handled politely and on time."),
        feature("mail", "Internal Notifications", "The right person is alerted at the right moment, with everything they need to act."),
        feature("chart", "Automatic Reporting", "Daily and weekly reports compiled and delivered without anyone building a spreadsheet."),
      ],
    },
    steps: {
      intro: "We find the hours, automate them and prove the savings.",
      items: [
        step("Workflow Audit", "We map where your team's time goes and rank the tasks by hours saved and ease of automation."),
        step("Automation Design", "You approve exactly what will be automated, what stays human and how exceptions are handled."),
        step("Build and Test", "We build the automations, connect your tools and test them against real cases."),
        step("Launch and Optimize", "Automations go live in stages, and monthly reports show the hours and costs saved."),
      ],
    },
    benefits: {
      items: [
        benefit(claims.staffWorkload, "Your team gets hours back every week for the work that needs a person."),
        benefit("Fewer errors", "Automations don't mistype, forget or skip a step on a busy day."),
        benefit("Faster service", "Requests are processed in minutes instead of waiting in someone's inbox."),
        benefit("Growth without extra headcount", "Handle more customers with the team you already have."),
      ],
    },
    faq: [
      faq(
        "Which tasks can be automated?",
        "Repetitive, rule-based tasks are the best candidates: data entry, scheduling, reminders, document collection, billing follow-ups and reporting. The workflow audit ranks yours.",
      ),
      faq("Do I need to change my software?", "Usually not. We connect the tools you already use, such as your phone system, calendar, email and CRM."),
      faq("What happens when an automation hits an exception?", "It stops and hands the case to the right person with the details, so nothing is processed incorrectly."),
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
        feature("message", "Conversation Analytics", "Every call and chat is transcribed, categorized by reason and outcome, and searchable."),
        feature("trending", "Trend Detection", "Spot rising questions, complaints and requests the week they start, not the quarter after."),
        feature("heart", "Sentiment Tracking", "See how customers feel by location, service and team, and catch unhappy customers early."),
        feature("dollar", "Revenue Attribution", "Know which calls, campaigns and channels produce bookings and sales."),
        feature("chart", "Custom Dashboards", "The numbers each role needs, from front-desk performance to executive summaries."),
        feature("mail", "Weekly Briefings", "A plain-language summary in your inbox with the three things to act on this week."),
      ],
    },
    steps: {
      intro: "From raw conversations to decisions, automatically.",
      items: [
        step("Capture Every Interaction", "Calls, chats and messages from your AI agents and your team are collected in one place."),
        step("Analyze Automatically", "AI tags each conversation with reason, sentiment, outcome and missed opportunity."),
        step("Surface What Matters", "Dashboards and briefings highlight the trends and customers that need attention."),
        step("Act and Measure", "Assign actions, then watch the impact on bookings, satisfaction and costs."),
      ],
    },
    benefits: {
      items: [
        benefit("Decisions backed by data", "Set hours, staffing, pricing and services from what customers actually ask for."),
        benefit("Lower operating costs", `Finding and fixing the causes of repeat calls is part of how clients reach a ${claims.costReduction.toLowerCase()}.`),
        benefit("Fewer lost customers", "Unhappy customers are flagged for follow-up before they leave."),
        benefit("Marketing that knows what works", "See which campaigns drive the conversations that convert."),
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
      stat(70, "%", "call-centre cost savings (up to)"),
      stat(90, "%", "of routine calls automated"),
      stat(80, "%", "shorter waits (up to)"),
      stat(proof.uptime, "%", "platform uptime", { decimals: 1 }),
    ],
    features: {
      intro: "A blended call centre where AI and people each do what they do best.",
      items: [
        feature("bot", "AI Handles Routine Volume", "Bookings, order status, FAQs and account questions resolved automatically, start to finish."),
        feature("zap", "Elastic Capacity", "Sudden spikes during a launch, outage or holiday rush are absorbed without hiring or long queues."),
        feature("users", "Human and AI, Blended", "Complex and sensitive calls go to your agents with a summary, so they resolve them faster."),
        feature("clock", "24/7 Coverage", "Nights, weekends and holidays covered at the same quality as your busiest Monday."),
        feature("check", "Quality on Every Call", "Every conversation follows your script and policies, and every one is reviewable."),
        feature("dollar", "Transparent Costs", "Clear reporting on calls handled, time saved and cost per resolution."),
      ],
    },
    steps: {
      intro: "We model the savings first, then deliver them in stages.",
      items: [
        step("Call Volume Analysis", "We analyze your call reasons, volumes and costs to find what AI can handle."),
        step("Savings Plan", "You get a clear plan: which calls to automate, the expected savings and the service targets."),
        step("Blended Launch", "AI takes routine calls first while your team handles the rest, with a smooth handoff between them."),
        step("Continuous Optimization", "Monthly reviews move more volume to AI as it proves itself, and keep quality high."),
      ],
    },
    benefits: {
      items: [
        benefit(claims.callCentreSavings, "Cut the cost of seats, overtime and after-hours answering services."),
        benefit(claims.routineCalls, "Your people handle only the calls that need a human."),
        benefit(claims.shorterWaits, "Callers are answered immediately, even at peak times."),
        benefit("Happier customers and agents", "Faster answers for customers, more meaningful work for your team."),
      ],
    },
    faq: [
      faq(
        "Will AI replace my call-centre team?",
        "It takes over the repetitive volume. Most clients redeploy their people to complex, high-value calls, sales and customer care rather than reducing service.",
      ),
      faq("How are the savings calculated?", "We compare your current cost per call, staffing and overtime with the blended model, using your real call volumes and reasons."),
      faq("What happens if the AI can't help a caller?", "The call is transferred to a person with a summary of the conversation, so the caller never has to start over."),
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
        feature("phone", "AI Voice Agents", `Natural conversations that answer every call 24/7. ${claims.shorterWaits}.`, "/voice-agents"),
        feature("route", "Intelligent Call Routing", `Callers reach the right answer or person first time. ${claims.callResolution}.`, "/solutions/call-routing"),
        feature("database", "CRM Integration", "Every call and chat logged, summarized and followed up in your CRM automatically.", "/solutions/crm-integration"),
        feature("workflow", "Task Automation", `${claims.automation}, from data entry to reporting.`, "/solutions/task-automation"),
        feature("globe", "Multilingual Support", "Serve every customer in their own language on phone, chat and SMS.", "/solutions/multilingual-support"),
        feature("chart", "Actionable Insights", "Turn every conversation into trends, alerts and clear next actions.", "/solutions/actionable-insights"),
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
        feature("bot", "AI Chatbots", "Instant answers and bookings on web, SMS and social.", "/solutions/ai-chatbots"),
        feature("code", "AI Website Development", `${claims.websiteDevelopment}.`, "/solutions/ai-website-development"),
        feature("instagram", "Instagram Automation", "Comments and DMs turned into leads and bookings.", "/solutions/instagram-automation"),
        feature("message", "SMS Marketing", "Two-way texting for reminders, follow-ups and campaigns.", "/solutions/sms-marketing"),
        feature("shield", "HIPAA-Compliant Solutions", "Healthcare agents with encryption, access controls and audit logs.", "/solutions/hipaa-compliant"),
        feature("database", "CRM Integration", "Contacts, summaries and tasks logged automatically.", "/solutions/crm-integration"),
        feature("route", "Call Routing", `${claims.callResolution}.`, "/solutions/call-routing"),
        feature("globe", "Multilingual Support", "Every customer answered in their own language.", "/solutions/multilingual-support"),
        feature("target", "Pilot Programs", "Prove the results on one workflow first.", "/solutions/pilot-programs"),
        feature("calendar", "Proactive Engagement", `${claims.noShows}.`, "/solutions/proactive-engagement"),
        feature("workflow", "Task Automation", `${claims.staffWorkload}.`, "/solutions/task-automation"),
        feature("chart", "Actionable Insights", "Trends, sentiment and weekly briefings.", "/solutions/actionable-insights"),
        feature("dollar", "Cost-Effective Call Centers", `${claims.callCentreSavings}.`, "/solutions/cost-effective-call-centers"),
        feature("phone", "AI Voice Agents", "Instant phone support, 24/7.", "/voice-agents"),
        feature("sparkles", "Create Your AI Bot", "See what a custom bot includes and build yours.", "/create-bot"),
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How We Get You There",
      intro: "From first question to a running system, with our team doing the work.",
      steps: [
        step("Find Your Fit", "Answer four quick questions in the solution finder and get a recommended starting point."),
        step("Free Strategy Call", "A free 30-minute consultation to map your workflows and confirm the plan."),
        step("Build and Launch", "We build, train, integrate and test your AI system, then launch it on your channels."),
        step("Optimize Every Month", "We review conversations and results and keep improving what your AI delivers."),
      ],
    },
    ctaBlock(
      "Not Sure Where to Start?",
      "Answer four quick questions and we'll recommend the AI solution that fits your business, channels and budget.",
      [openDialog("Find Your AI Solution", "solution-finder"), link("View Pricing", "/pricing")],
    ),
  ],
};
