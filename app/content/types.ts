import type { IconName } from "./icons";

/** What a call-to-action button does. Pages name the action; components carry it out. */
export type CtaAction =
  | { kind: "link"; href: string }
  /** Reveals the voice widget and shows the $247 toast whose button goes to /checkout. */
  | { kind: "live-demo"; toastButton?: "Pay Now" | "Schedule Demo" }
  | { kind: "dialog"; dialog: DialogName };

export type DialogName = "strategy-call" | "pilot-program" | "solution-finder" | "demo-request";

export type Cta = {
  label: string;
  action: CtaAction;
  variant?: "default" | "outline" | "secondary";
  /** Read after the label by screen readers and crawlers only, where the label alone is vague ("Learn More"). */
  srDetail?: string;
};

export type Feature = { icon: IconName; title: string; description: string };
export type Step = { title: string; description: string };
export type Benefit = { title: string; description?: string };
export type Testimonial = { quote: string; name: string; role: string; company: string; rating?: number };
export type FaqItem = { question: string; answer: string };
export type Stat = { value: number; decimals?: number; prefix?: string; suffix?: string; label: string };

export type PageSeo = { title: string; description: string };

export const link = (label: string, href: string, variant?: Cta["variant"]): Cta => ({
  label,
  action: { kind: "link", href },
  variant,
});
export const liveDemo = (label: string, toastButton: "Pay Now" | "Schedule Demo" = "Pay Now", variant?: Cta["variant"]): Cta => ({
  label,
  action: { kind: "live-demo", toastButton },
  variant,
});
export const openDialog = (label: string, dialog: DialogName, variant?: Cta["variant"]): Cta => ({
  label,
  action: { kind: "dialog", dialog },
  variant,
});
