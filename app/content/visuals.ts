import type { IconName } from "./icons";

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
};

/** The default outcome chips of a call card. */
export const callOutcomes = ["Appointment booked", "CRM updated"];

/** The home hero's call: a new patient books after hours. Fictional names; 555-01xx numbers. */
export const heroCall: CallSample = {
  line: "Riverside Dental · after hours",
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
