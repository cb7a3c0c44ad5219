import type { CaseStory } from "./case-stories";
import { noneYet, type NoneYet } from "./none-yet";
import type { Person } from "./team";
import type { Testimonial } from "./types";

/**
 * THE OWNER'S FACTS, part two (docs/decisions/067): what only some pages show — the people,
 * client quotes, case stories, partners, videos, the governing law and the BAA offer. The rest
 * (brand, contact, address, proof and claims) is in business.ts, which every page loads; these
 * sit apart so that a page without a quote does not download every quote.
 */
export const businessStories = {
  /**
   * Leadership on /team and /about. Each portrait is drawn from a few parameters
   * (app/components/visuals/portrait.tsx): no photos of anyone.
   */
  team: [
    {
      name: "Alex Morgan",
      portrait: { skin: 2, hair: "short", hairColor: "brown", backdrop: "brand", top: "deep" },
      role: "Chief Executive Officer",
      bio: "Spent a decade building contact-center software before founding Voxa AI to give every business an answer for every call.",
    },
    {
      name: "Priya Raman",
      portrait: { skin: 4, hair: "long", hairColor: "black", backdrop: "spark", top: "primary" },
      role: "Chief Technology Officer",
      bio: "Leads our AI and voice platform engineering, with an obsession for reliability, low latency and safe escalation.",
    },
    {
      name: "Daniel Okafor",
      portrait: { skin: 6, hair: "buzz", hairColor: "black", backdrop: "signal", top: "primary", beard: true },
      role: "Head of Healthcare Solutions",
      bio: "A former practice administrator who designs our healthcare workflows and the escalation protocols clinicians sign off on.",
    },
    {
      name: "Sofia Marquez",
      portrait: { skin: 3, hair: "bob", hairColor: "dark-brown", backdrop: "brand", top: "spark" },
      role: "VP of Customer Success",
      bio: "Makes sure every client launches smoothly and keeps improving, month after month, with clear reporting.",
    },
    {
      name: "Ethan Brooks",
      portrait: { skin: 1, hair: "short", hairColor: "auburn", backdrop: "spark", top: "deep", glasses: true },
      role: "Head of Security & Compliance",
      bio: "Owns our security program and data protection practices, from encryption and access control to audits.",
    },
    {
      name: "Grace Liu",
      portrait: { skin: 2, hair: "bun", hairColor: "black", backdrop: "signal", top: "primary", glasses: true },
      role: "Head of Conversation Design",
      bio: "Writes and tunes how our agents speak, so every conversation sounds natural, on-brand and genuinely helpful.",
    },
  ] satisfies Person[],
  /**
   * Client quotes, one per place on the site: each key names the page (and slot) that shows it,
   * and no quote appears on two pages (testimonials.test.ts). Every quote names the person's
   * role, the kind of business and a concrete result. Replace the stand-ins with real, approved
   * quotes as they come in; a slot without one is `noneYet` (its page then shows no quote there, or,
   * on the home page and /about where the spec asks for quotes, the live demo instead).
   */
  testimonials: {
    /** Home page, beside the platform features. */
    homeFeatures: {
      quote:
        "Four receptionists used to juggle the phones across our offices. Now every call is answered on the first ring, the hold queue is gone, and new-patient bookings were up 31% within 90 days.",
      name: "Rachel T.",
      role: "Director of Operations",
      company: "Multi-location dental group",
      rating: 5,
    },
    /** Home page, "Client Stories" (first). */
    homeStoriesTrades: {
      quote:
        "Emergency calls at 2 a.m. used to go to voicemail. Now the agent triages them, books the on-call technician and texts the customer an arrival time. That's about 40 extra jobs a month we used to lose.",
      name: "Tom B.",
      role: "Owner",
      company: "Plumbing and heating company",
      rating: 5,
    },
    /** Home page, "Client Stories" (second). */
    homeStoriesInsurance: {
      quote:
        "Renewal season used to bury us in ‘did you get my documents?’ calls. The chatbot now answers 9 out of 10 of them, and the hours our staff spend on the phone fell by half.",
      name: "Nadia F.",
      role: "Office Manager",
      company: "Independent insurance agency",
      rating: 5,
    },
    /** /about, "Client Testimonials" (first of the spec's two). */
    aboutLaw: {
      quote:
        "Every intake call is qualified before a lawyer picks up the phone. The time from first call to signed engagement went from 7 days to 2.",
      name: "Gregory H.",
      role: "Managing Partner",
      company: "Family law firm",
      rating: 5,
    },
    /** /about, "Client Testimonials" (second of the spec's two). */
    aboutVeterinary: {
      quote:
        "Voice and text reminders cut our no-shows by 28% in the first quarter, and the team no longer spends every morning returning calls.",
      name: "Hannah O.",
      role: "Practice Manager",
      company: "Veterinary clinic",
      rating: 5,
    },
    /** /why-us (first). */
    whyUsHospital: {
      quote:
        "Our success manager rewrote the agent's scripts three times in the first month, based on real calls. Billing calls are now resolved 50% faster than before we started.",
      name: "Linda C.",
      role: "Patient Access Manager",
      company: "Hospital outpatient network",
      rating: 5,
    },
    /** /why-us (second). */
    whyUsSeniorLiving: {
      quote:
        "We had been burned by a chatbot vendor before. This team went live in 12 days, and the agent now handles 85% of after-hours family enquiries with nobody on call.",
      name: "Robert A.",
      role: "Chief Operating Officer",
      company: "Senior living community",
      rating: 5,
    },
    /** /industries/healthcare. */
    healthcareIndustry: {
      quote:
        "Our front desk used to miss a third of calls at lunch. Now every patient gets an answer in seconds and appointments book themselves. No-shows are down 27% since we switched.",
      name: "Dr. Sarah M.",
      role: "Practice Owner",
      company: "Family medical clinic",
      rating: 5,
    },
    /** /industries/finance. */
    financeIndustry: {
      quote:
        "Our loan officers used to spend their mornings returning voicemails. Now applicants are pre-qualified and booked before anyone walks in, and abandoned calls fell from 18% to under 3%.",
      name: "Daniel W.",
      role: "VP of Lending",
      company: "Community credit union",
      rating: 5,
    },
    /** /industries/restaurants. */
    restaurantsIndustry: {
      quote:
        "We automated reservations and phone orders in two weeks. Friday nights are calmer, no order line rings out anymore, and phone-order revenue is up 22% since launch.",
      name: "James R.",
      role: "General Manager",
      company: "Restaurant group",
      rating: 5,
    },
    /** /industries/hospitality. */
    hospitalityIndustry: {
      quote:
        "Guests ask the same twenty questions all night. The voice agent answers them in five languages, front-desk calls dropped by 50%, and our team finally has time for the guests in front of them.",
      name: "Marco L.",
      role: "Hotel Director",
      company: "Boutique hotel",
      rating: 5,
    },
    /** /industries/transportation. */
    transportationIndustry: {
      quote:
        "Half our calls were customers asking where their delivery was. The voice agent answers those from our tracking data in seconds, hold times are down 80%, and dispatch finally has time to plan routes.",
      name: "Elena G.",
      role: "Operations Director",
      company: "Regional logistics company",
      rating: 5,
    },
    /** /property-management. */
    propertyManagement: {
      quote:
        "Lead follow-up went from next-day to instant. Within three months our booked viewings were up more than 30%, and maintenance requests reach the right vendor without a single call from us.",
      name: "Priya K.",
      role: "Head of Operations",
      company: "Property management firm",
      rating: 5,
    },
    /** /business-automation, beside the features. */
    businessAutomationFeatures: {
      quote:
        "The follow-up workflows paid for the project on their own: every quote gets a reminder on day two and day seven, and our close rate went from 22% to 31% in one quarter.",
      name: "Andre M.",
      role: "Sales Director",
      company: "Commercial cleaning company",
      rating: 5,
    },
    /** /business-automation, testimonials block (first). */
    businessAutomationLandscaping: {
      quote:
        "Invoices, appointment confirmations and review requests now go out without anyone touching them. That's about 15 hours a week back for a team of six.",
      name: "Kelly J.",
      role: "Owner",
      company: "Landscaping business",
      rating: 5,
    },
    /** /business-automation, testimonials block (second). */
    businessAutomationRoofing: {
      quote:
        "The phone agent writes every lead into our CRM and job scheduler. Leads that call at night are booked by 8 a.m., and we cancelled a $1,400-a-month answering service.",
      name: "Victor S.",
      role: "General Manager",
      company: "Roofing contractor",
      rating: 5,
    },
    /** /healthcare-workflow-automation. */
    healthcareWorkflow: {
      quote:
        "Intake forms, insurance checks and reminders used to take two people all morning. Now they run on their own, and our front desk handles 50% fewer calls than it used to.",
      name: "Monica V.",
      role: "Clinic Administrator",
      company: "Physical therapy practice",
      rating: 5,
    },
    /** /voice-agents. */
    voiceAgents: {
      quote:
        "The agent answers on the first ring, handles scheduling and billing questions, and passes the tricky calls to us with notes. Our average wait went from four minutes to under 50 seconds.",
      name: "Brian N.",
      role: "Front Office Manager",
      company: "Dermatology practice",
      rating: 5,
    },
    /** /solutions/ai-chatbots. */
    aiChatbots: {
      quote:
        "The website chat answers price and availability questions at midnight and books a consultation on the spot. About 35% of our new consultations now start in the chat.",
      name: "Jasmine W.",
      role: "Marketing Manager",
      company: "Medical spa",
      rating: 5,
    },
    /** /solutions/hipaa-compliant. */
    hipaaCompliant: {
      quote:
        "Our compliance team reviewed the business associate agreement, audit logs and access controls and signed off in a week. Refill and results calls are now answered 24/7, with zero findings at our annual audit.",
      name: "Samuel E.",
      role: "Director of Operations",
      company: "Behavioral health clinic",
      rating: 5,
    },
    /** /solutions/crm-integration. */
    crmIntegration: {
      quote:
        "Every call now lands in our CRM with a summary, the caller's intent and a next step. Our reps stopped retyping notes and got back about 5 hours each a week.",
      name: "Olivia P.",
      role: "Head of Sales",
      company: "Solar installation company",
      rating: 5,
    },
    /** /solutions/multilingual-support. */
    multilingualSupport: {
      quote:
        "About 40% of our callers prefer Spanish or Vietnamese. The agent switches language mid-call, and complaints about waiting for an interpreter have stopped completely.",
      name: "Luis D.",
      role: "Customer Care Manager",
      company: "Regional internet provider",
      rating: 5,
    },
    /** /solutions/proactive-engagement. */
    proactiveEngagement: {
      quote:
        "Outbound reminder calls for annual eye exams filled 300 empty appointment slots in our first two months, and nobody on staff dialled a single number.",
      name: "Dr. Alicia R.",
      role: "Practice Owner",
      company: "Optometry group",
      rating: 5,
    },
  } satisfies Record<string, Testimonial | NoneYet>,
  /**
   * Case stories on the home page and /why-us. `sample: true` marks our illustration of a
   * typical deployment, not a named client's account: replace each with a real, approved story
   * and set `sample: false`. None yet: leave the list empty (`[]`), and the section and its heading go.
   */
  caseStories: [
    {
      sample: true,
      business: "Restaurant group, three locations",
      title: "No more phones ringing out in the dinner rush",
      challenge:
        "Between 6 and 8 p.m. one call in four rang out: guests wanting a table or a takeaway order simply called the next restaurant.",
      built:
        "A voice agent on every location's line that takes reservations and phone orders, connected to the booking system and the kitchen printer, with SMS confirmations.",
      outcomes: ["90% of routine calls automated", "Waits on hold 80% shorter"],
    },
    {
      sample: true,
      business: "Regional courier and logistics company",
      title: "Dispatchers back on dispatch, not on the phone",
      challenge:
        "Half of all inbound calls asked “Where is my delivery?”, so dispatchers spent their mornings reading out tracking numbers while routes went unplanned.",
      built:
        "A voice agent that answers status calls from live tracking data, proactive SMS arrival times, and a hand-off to a dispatcher with the call summary for anything unusual.",
      outcomes: ["Call resolution time cut 50%", "Support costs down 40%"],
    },
    {
      sample: true,
      business: "Accounting firm, 12 staff",
      title: "Tax season without the phone backlog",
      challenge:
        "In tax season call volume tripled. Clients waited days for answers about documents and deadlines, and new enquiries went cold in the voicemail box.",
      built:
        "A website chatbot and a voice agent that answer document and deadline questions, book appointments into the partners' calendars and log every enquiry in the CRM.",
      outcomes: ["Staff phone workload cut by 50%", "Revenue up 30% in under 90 days"],
    },
  ] satisfies CaseStory[],
  /** Whose law governs the terms, and where disputes go. */
  jurisdiction: {
    law: "the State of Texas, USA",
    courts: "the state or federal courts located in Travis County, Texas",
  },
  compliance: {
    /** Whether the business signs a Business Associate Agreement (HIPAA) with healthcare clients. */
    baaAvailable: true,
  },
  /** Technology providers we build on, each shown as our own monogram beside its name (partner-marks.ts). */
  partners: [
    "OpenAI",
    "ElevenLabs",
    "Twilio",
    "Stripe",
    "HubSpot",
    "Salesforce",
    "Zapier",
    "Make",
    "Google Cloud",
    "Microsoft Azure",
    "AWS",
  ] as const,
  /**
   * Recordings, as their YouTube address (watch, youtu.be or embed link): a facade that loads the
   * youtube-nocookie player only when pressed. `noneYet` while there is no recording: the core
   * offer's hero then offers the live demo in the video's place, and /courses lists only recorded
   * videos beside the live demo and the industry pages' sample calls (docs/decisions/101).
   */
  videos: {
    coreOffer: noneYet,
    overview: noneYet,
    clinicFrontDesk: noneYet,
    doneForYou: noneYet,
    instagram: noneYet,
    crmPipeline: noneYet,
    customBot: noneYet,
  } satisfies Record<string, string>,
  /**
   * Sample calls a visitor can play: the home page's hero, /demo and each industry's page
   * (decision 100). Each names its script (the lines, in app/content/visuals.ts `callScripts`), how
   * it ends, and its recording: `{ audio, cues }`, an audio file and its WebVTT captions, each a
   * path under /audio/sample-calls/ in public/ or an https address. While `recording` is null the
   * player reads the lines aloud with the browser's own voices, and `npm run launch:check` warns.
   * `npm run sample-calls` records every call with your ElevenLabs voices and prints the lines to
   * paste here.
   */
  sampleCalls: [
    { id: "home", industry: "home", script: "home-dental-new-patient", outcome: "Appointment booked", recording: null },
    {
      id: "healthcare",
      industry: "healthcare",
      script: "healthcare-reschedule",
      outcome: "Appointment rescheduled",
      recording: null,
    },
    {
      id: "restaurants",
      industry: "restaurants",
      script: "restaurants-table",
      outcome: "Reservation booked",
      recording: null,
    },
    { id: "hospitality", industry: "hospitality", script: "hospitality-room", outcome: "Room booked", recording: null },
    {
      id: "transportation",
      industry: "transportation",
      script: "transportation-delivery",
      outcome: "Transferred to dispatch",
      recording: null,
    },
    { id: "finance", industry: "finance", script: "finance-home-equity", outcome: "Message taken", recording: null },
    {
      id: "real-estate",
      industry: "real_estate",
      script: "real-estate-leak",
      outcome: "Plumber dispatched",
      recording: null,
    },
  ] satisfies import("./visuals").SampleCall[],
};
