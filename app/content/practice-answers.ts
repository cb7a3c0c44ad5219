import { businessStories } from "./business-stories";
import type { IconName } from "./icons";
import { formPagePath } from "./leads-forms";

/**
 * What a practice asks before anything else (issue 42: a three-dentist practice's review), answered
 * up front on /industries/healthcare and on every healthcare specialty page: the BAA (from the
 * owner's facts, `compliance.baaAvailable`, linked to the security page's HIPAA section), which
 * practice software is supported (the content names none, so the honest process), and what the
 * agent does with an emergency call.
 */
export type PracticeAnswer = {
  icon: IconName;
  question: string;
  answer: string;
  link?: { label: string; href: string };
};

const strategyCall = { label: "Book the free strategy call", href: formPagePath("strategy-call") };

export const practiceAnswers: { eyebrow: string; title: string; intro: string; items: PracticeAnswer[] } = {
  eyebrow: "Before you ask",
  title: "What Practices Ask Us First",
  intro: "Three answers every practice needs before patient calls go anywhere near an AI agent.",
  items: [
    businessStories.compliance.baaAvailable
      ? {
          icon: "shield",
          question: "Will you sign a BAA?",
          answer:
            "Yes. A Business Associate Agreement (BAA) is available on request, signed before your project starts. HIPAA compliance is shared: the voice and AI providers in your setup must sign one too.",
          link: { label: "Security and HIPAA", href: "/security#hipaa" },
        }
      : {
          icon: "shield",
          question: "Will you sign a BAA?",
          answer:
            "We don't offer a Business Associate Agreement today. We'll go through your compliance needs on the free strategy call, before any patient data is involved.",
          link: strategyCall,
        },
    {
      icon: "database",
      question: "Does it work with our practice software?",
      answer:
        "We connect through your system's own scheduling API or booking link and confirm yours on the strategy call.",
      link: strategyCall,
    },
    {
      icon: "phone",
      question: "What happens with an emergency call?",
      answer:
        "The agent tells the caller to hang up and dial 911, and offers your practice's urgent line. Urgent calls are transferred to your staff.",
    },
  ],
};

/** The same answers on the 24 specialty pages, some of which are not practices (insurers, research). */
export const specialtyPracticeAnswers = {
  ...practiceAnswers,
  title: "What Healthcare Teams Ask Us First",
  intro: "Three answers every healthcare team needs before patient calls go anywhere near an AI agent.",
};
