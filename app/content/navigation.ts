import { industryNav } from "./industries";

export type NavLink = { label: string; href: string; description?: string };

/** Header links in the spec's order; the Industries dropdown sits after Business Automation. */
export const headerLinks = {
  before: [{ label: "Business Automation", href: "/business-automation" }] as NavLink[],
  industries: industryNav,
  after: [
    { label: "Solutions", href: "/solutions" },
    { label: "About", href: "/about" },
    { label: "Demo", href: "/demo" },
    { label: "Pricing", href: "/pricing" },
  ] as NavLink[],
  cta: { label: "Get Started", href: "/checkout" } as NavLink,
};

export const footerSections: { title: string; links: NavLink[] }[] = [
  {
    title: "Solutions",
    links: [
      { label: "AI Voice Agents", href: "/voice-agents" },
      { label: "Call Routing", href: "/solutions/call-routing" },
      { label: "Task Automation", href: "/solutions/task-automation" },
      { label: "Actionable Insights", href: "/solutions/actionable-insights" },
      { label: "Cost-Effective Call Centers", href: "/solutions/cost-effective-call-centers" },
      { label: "HIPAA-Compliant Solutions", href: "/solutions/hipaa-compliant" },
      { label: "Proactive Engagement", href: "/solutions/proactive-engagement" },
    ],
  },
  {
    title: "Industries",
    links: [
      { label: "Healthcare", href: "/industries/healthcare" },
      { label: "Finance", href: "/industries/finance" },
      { label: "Transportation", href: "/industries/transportation" },
      { label: "Hospitality", href: "/industries/hospitality" },
      { label: "Restaurants", href: "/industries/restaurants" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Why Choose Us", href: "/why-us" },
      { label: "Our Team", href: "/team" },
      { label: "Contact", href: "/contact" },
      { label: "Affiliate Program", href: "/affiliate-program" },
      { label: "Sitemap", href: "/sitemap" },
    ],
  },
];

/**
 * The footer's legal row, below the three sections. Written out rather than read from
 * app/content/legal: the footer is on every page, and importing the pages' text would put all of
 * it in every page's JavaScript (the bundle budget). A unit test keeps the two in step.
 */
export const legalLinks: NavLink[] = [
  { label: "Privacy", href: "/privacy" },
  { label: "Terms", href: "/terms" },
  { label: "Refund policy", href: "/refund-policy" },
  { label: "Security", href: "/security" },
  { label: "Accessibility", href: "/accessibility" },
];
