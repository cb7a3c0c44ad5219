import type { IconName } from "./icons";
import type { IndustryCard } from "./industries";

/**
 * Data for the product visuals in `app/components/visuals/` (decision 050). Each visual is drawn
 * from these arrays, so the picture stays true when the words change. Every figure here is a
 * sample and the visuals say so; none is a claim.
 */

export type TranscriptLine = { from: "customer" | "agent"; text: string };

/** A call in progress: who is calling, what is said, and what landed in the systems after. */
export type CallSample = {
  /** The line being answered, e.g. "Riverside Medical Group · main line". */
  line: string;
  caller: { name: string; number: string };
  /** Seconds on the call timer when the card appears; it counts while the transcript plays. */
  startAt: number;
  transcript: TranscriptLine[];
  /** Chips shown once the last line is in, e.g. "Appointment booked", "CRM updated". */
  outcomes: string[];
  /** How the other party is labelled: "Caller" by default, "Customer" on an outbound call. */
  customerLabel?: string;
  /** The situation in one line, shown with a playable sample call, e.g. "A guest calls at 6:45 pm on a Friday". */
  caption?: string;
};

/** The default outcome chips of a call card. */
export const callOutcomes = ["Appointment booked", "CRM updated"];

/** The home hero's call: a new patient books after hours. Fictional names; 555-01xx numbers. */
export const heroCall: CallSample = {
  line: "Riverside Dental · after hours",
  caption: "A new patient calls the dentist after hours",
  caller: { name: "Jordan Miller", number: "(312) 555-0147" },
  startAt: 4,
  transcript: [
    { from: "agent", text: "Riverside Dental, this is the virtual assistant. How can I help?" },
    { from: "customer", text: "Hi, I chipped a tooth. Can someone see me this week?" },
    {
      from: "agent",
      text: "I'm sorry to hear that. Dr. Chen has Thursday at 9:30 or Friday at 2:15. Which suits you?",
    },
    { from: "customer", text: "Thursday at 9:30, please." },
    { from: "agent", text: "You're booked for Thursday at 9:30. I've texted you the details." },
  ],
  outcomes: callOutcomes,
};

/**
 * The scripts of the sample calls a visitor can play (app/features/sample-calls, decision 100),
 * one per industry in its own words. Which call plays where, its outcome and its recording are the
 * owner's facts (`sampleCalls` in business-stories.ts), which name a script here by its key. Each
 * industry's call opens with the line and situation its page has always shown. Fictional names;
 * 555-01xx numbers.
 */
export const callScripts = {
  "home-dental-new-patient": heroCall,
  "healthcare-reschedule": {
    line: "Riverside Family Medicine · main line",
    caption: "A patient calls to reschedule at 6:40 am",
    caller: { name: "Maria Gonzalez", number: "(312) 555-0163" },
    startAt: 3,
    transcript: [
      { from: "customer", text: "Hi, I need to move my appointment on Thursday." },
      { from: "agent", text: "Of course. Can I have your name and date of birth, please?" },
      { from: "customer", text: "Maria Gonzalez, March 4th, 1986." },
      {
        from: "agent",
        text: "Thank you, Maria. Dr. Alvarez has openings on Friday at 9:30 am or Monday at 2:00 pm. Which would you prefer?",
      },
      { from: "customer", text: "Monday works." },
      { from: "agent", text: "Done. You're booked for Monday at 2:00 pm, and I've texted you a confirmation." },
    ],
    outcomes: ["Appointment rescheduled", "Calendar updated", "Confirmation sent"],
  },
  "restaurants-table": {
    line: "Harbor & Vine · reservations",
    caption: "A guest calls at 6:45 pm on a Friday",
    caller: { name: "Chris Walker", number: "(415) 555-0129" },
    startAt: 2,
    transcript: [
      { from: "customer", text: "Can I get a table for six at 7:30 on Saturday?" },
      { from: "agent", text: "I have a table for six at 7:15 or 8:00 pm on Saturday. Would either of those work?" },
      { from: "customer", text: "Eight is perfect. One of us is gluten-free, is that okay?" },
      {
        from: "agent",
        text: "Absolutely. The risotto and the grilled sea bass are both gluten-free, and I've added a note for the kitchen.",
      },
      { from: "agent", text: "You're booked for six at 8:00 pm on Saturday. I'll text you a confirmation now." },
    ],
    outcomes: ["Reservation booked", "Allergy note added", "Confirmation sent"],
  },
  "hospitality-room": {
    line: "Lakeside Inn · front desk",
    caption: "A traveler calls the hotel directly",
    caller: { name: "Dana Kim", number: "(206) 555-0172" },
    startAt: 2,
    transcript: [
      { from: "customer", text: "Hi, do you have a room with two queen beds for next weekend?" },
      {
        from: "agent",
        text: "Yes. For Friday and Saturday I have a deluxe double at $189 a night with breakfast included. Would you like me to reserve it?",
      },
      { from: "customer", text: "Yes, please. Is there parking?" },
      { from: "agent", text: "Parking is free for guests, and check-in starts at 3:00 pm. May I have your name?" },
      { from: "customer", text: "Dana Kim." },
      {
        from: "agent",
        text: "Thank you, Dana. Your room is reserved for Friday and Saturday, and I've emailed your confirmation.",
      },
    ],
    outcomes: ["Room booked", "Breakfast included", "Confirmation emailed"],
  },
  "transportation-delivery": {
    line: "Swift Freight · customer line",
    caption: "A customer calls about a delivery",
    caller: { name: "Sam Patel", number: "(312) 555-0188" },
    startAt: 2,
    transcript: [
      { from: "customer", text: "When will my delivery arrive? The order number is 48213." },
      {
        from: "agent",
        text: "Your shipment is out for delivery and the driver is four stops away. It should arrive between 2:10 and 2:40 pm.",
      },
      { from: "customer", text: "It has to go to our loading dock, not the front office. Can you change that?" },
      {
        from: "agent",
        text: "A new drop-off point needs a dispatcher. I'm transferring you to dispatch now with your order number and the change, so you won't have to repeat it.",
      },
      { from: "customer", text: "Great, thanks." },
    ],
    outcomes: ["Transferred to dispatch", "Order note added"],
  },
  "finance-home-equity": {
    line: "Summit Credit Union · loans",
    caption: "A prospective borrower calls after hours",
    caller: { name: "Ana Costa", number: "(617) 555-0134" },
    startAt: 2,
    transcript: [
      { from: "customer", text: "Hi, I'd like to find out whether I qualify for a home equity loan." },
      {
        from: "agent",
        text: "I can help you get started. Roughly how much are you hoping to borrow, and what's the estimated value of your home?",
      },
      { from: "customer", text: "About $60,000, and the house is worth around $450,000." },
      {
        from: "agent",
        text: "Thank you. A loan officer reviews every application, and the office opens at 9:00 am. May I take your name for a call back?",
      },
      { from: "customer", text: "Ana Costa. This number is fine." },
      {
        from: "agent",
        text: "Thanks, Ana. A loan officer will call you tomorrow morning, and I'll text you their name.",
      },
    ],
    outcomes: ["Message taken", "Lead logged in the CRM", "Call-back scheduled"],
  },
  "real-estate-leak": {
    line: "After-hours call · tenant line",
    caption: "A tenant calls about a leak at 1:12 am",
    caller: { name: "Tenant, unit 4B", number: "(702) 555-0185" },
    startAt: 3,
    transcript: [
      { from: "customer", text: "There's water coming through the ceiling in my bathroom, unit 4B." },
      {
        from: "agent",
        text: "I'm sorry, that needs attention right away. Please turn off the water valve under the sink if you can. I'm dispatching our on-call plumber now.",
      },
      { from: "customer", text: "Okay, valve's off." },
      {
        from: "agent",
        text: "Thank you. The plumber will call you within 30 minutes, and I've notified your property manager.",
      },
    ],
    outcomes: ["Plumber dispatched", "Manager notified"],
  },
} satisfies Record<string, CallSample>;

export type CallScriptId = keyof typeof callScripts;

/**
 * One sample call as the owner lists it (business-stories.ts, `sampleCalls`): where it plays,
 * which script it is, how it ends, and its recording — an audio file and its WebVTT cues (a path
 * under /audio/sample-calls/ in public/, or an https address), or null while there is none (the
 * player then reads the transcript aloud with the browser's voices).
 */
export type SampleCall = {
  id: string;
  /** "home" for the home page's hero, otherwise the industry (industries.ts ids). */
  industry: "home" | IndustryCard["id"];
  script: CallScriptId;
  /** How the call ends, e.g. "Appointment booked", "Transferred to dispatch", "Message taken". */
  outcome: string;
  recording: { audio: string; cues: string } | null;
};

/** One tile of the operations view. `series` draws its bars or sparkline (oldest first). */
export type OperationsMetric = {
  label: string;
  /** For the narrow strip layout, when the label is long. */
  shortLabel?: string;
  value: string;
  /** Change against the previous period, e.g. "+18%". */
  change: string;
  series: number[];
  chart: "bars" | "line";
};

export type OperationsSample = {
  title: string;
  period: string;
  /** Says the figures are a sample (shown on the visual, read by screen readers). */
  note: string;
  metrics: OperationsMetric[];
};

export const operationsSample: OperationsSample = {
  title: "This week",
  period: "Mon – Sun",
  note: "Sample figures",
  metrics: [
    {
      label: "Calls answered",
      value: "1,284",
      change: "+18%",
      series: [142, 168, 181, 176, 203, 231, 183],
      chart: "bars",
    },
    { label: "Bookings", value: "312", change: "+24%", series: [31, 38, 42, 40, 51, 62, 48], chart: "line" },
    {
      label: "Hand-offs to staff",
      shortLabel: "Hand-offs",
      value: "47",
      change: "−9%",
      series: [9, 8, 7, 7, 6, 5, 5],
      chart: "bars",
    },
    { label: "Hours saved", value: "96 h", change: "+12%", series: [10, 12, 13, 14, 15, 17, 15], chart: "line" },
  ],
};

/** A website chat: turns, then the quick replies a visitor can tap. */
export type ChatSample = {
  channel: "website" | "instagram" | "sms";
  /** Header of the widget, e.g. "Bright Smiles assistant". */
  title: string;
  status: string;
  transcript: TranscriptLine[];
  quickReplies: string[];
};

export const chatChannels: Record<ChatSample["channel"], { title: string; status: string }> = {
  website: { title: "Website assistant", status: "Replies instantly" },
  instagram: { title: "Instagram messages", status: "Replies in seconds, day and night" },
  sms: { title: "Text messages", status: "Replies in seconds" },
};

export const chatQuickReplies: Record<ChatSample["channel"], string[]> = {
  website: ["Opening hours", "Prices", "Talk to a person"],
  instagram: ["See openings", "Prices", "Location"],
  sms: ["Confirm", "Reschedule", "Call me"],
};

/** A workflow drawn as nodes joined by moving connectors. */
export type WorkflowStep = { icon: IconName; title: string; detail: string };

export const workflowSteps: WorkflowStep[] = [
  { icon: "phone", title: "Call", detail: "Inbound, 8:42 pm" },
  { icon: "bot", title: "AI agent", detail: "Answers and books" },
  { icon: "database", title: "CRM", detail: "Contact and notes saved" },
  { icon: "message", title: "Follow-up SMS", detail: "Confirmation sent" },
];

/** The event log shown under the workflow, one line per step, with a sample time. */
export const workflowLog: { time: string; text: string }[] = [
  { time: "8:42:03", text: "Call answered on the first ring" },
  { time: "8:43:10", text: "Cleaning booked for Sat 11:00" },
  { time: "8:43:11", text: "Contact matched · summary attached" },
  { time: "8:43:12", text: "SMS confirmation delivered" },
];
