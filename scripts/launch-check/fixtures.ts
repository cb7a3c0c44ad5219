import type { Fact } from "./facts";

/** A fully configured production environment (test fixture: none of these values is real). */
export const LIVE_ENV: Record<string, string> = {
  HOST: "0.0.0.0",
  PUBLIC_SITE_URL: "https://www.acme-voice.co",
  TRUST_PROXY: "1",
  SMTP_URL: "smtps://mailer:app-password@smtp.acme-voice.co:465",
  MAIL_FROM: "Acme Voice <hello@acme-voice.co>",
  STRIPE_SECRET_KEY: "sk_live_51Fixture0NotAReal0Key",
  STRIPE_WEBHOOK_SECRET: "whsec_Fixture0NotAReal0Secret",
  STRIPE_PRICES: "main-offer=price_1FixtureMainOffer,ebook=price_1FixtureEbook",
  BETTER_AUTH_SECRET: "q8Zr3LmV0xT7bN2cW5yK9dF4hJ6gP1sA",
  ADMIN_EMAILS: "owner@acme-voice.co",
  DATABASE_URL: "postgres://voxa:db-password@db.internal:5432/voxa",
};

/** Business facts with every placeholder replaced. */
export const REAL_FACTS: Fact[] = [
  { file: "app/content/business.ts", field: "business.contact.email", value: "hello@acme-voice.co" },
  { file: "app/content/business.ts", field: "business.contact.phone", value: "+1 (512) 867-2210" },
  { file: "app/content/business.ts", field: "business.contact.address.street", value: "400 Congress Avenue, Suite 210" },
  { file: "app/content/business-stories.ts", field: "businessStories.videos.coreOffer", value: "https://youtu.be/aBcDeFgHiJk" },
  { file: "app/content/business-stories.ts", field: "businessStories.team[0].name", value: "Jordan Rivera" },
  { file: "app/content/business-stories.ts", field: "businessStories.testimonials.homeFeatures.name", value: "Maria Lopez" },
  { file: "app/content/business-stories.ts", field: "businessStories.caseStories[0].sample", value: "false" },
];
