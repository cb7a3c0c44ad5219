import { claims } from "./claims";

/**
 * Short case stories for the home page's results section (and /why-us): the challenge, what we
 * built, and the outcome in the spec's §1 figures.
 *
 * OWNER: every story marked `sample: true` is written by us as an illustration of a typical
 * deployment, not a named client's account. Replace each with a real, approved client story
 * (and set `sample: false`) before relying on it in sales material. The rendered card carries
 * data-sample="true" so a pre-launch check can find any that are left.
 */
export type CaseStory = {
  /** True while this is our illustrative sample rather than a real client's story. */
  sample: boolean;
  /** The kind of business, e.g. "Restaurant group, three locations". */
  business: string;
  title: string;
  challenge: string;
  built: string;
  /** Results, each using a figure from the spec's claims (§1). */
  outcomes: string[];
};

export const caseStories: { eyebrow: string; title: string; intro: string; labels: { challenge: string; built: string; outcome: string }; items: CaseStory[] } = {
  eyebrow: "Results",
  title: "Three Businesses, Three Problems Solved",
  intro: `What changed when AI agents took over the calls and follow-ups that were slipping. ${claims.trustedBy}.`,
  labels: { challenge: "The challenge", built: "What we built", outcome: "The outcome" },
  items: [
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
  ],
};
