import type { IndustryCard } from "./industries";

/** The home page grid's sentence for each industry (spec §1), kept out of the page shell. */
export const industrySummaries: Record<IndustryCard["id"], string> = {
  healthcare:
    "Voice agents that book appointments, send reminders and answer billing questions, with efficiency gains up to 70% for clinical front desks.",
  finance:
    "Always-on assistants for account questions, application status and appointment booking that hand complex cases to your advisors.",
  restaurants:
    "Take reservations and phone orders during the dinner rush without putting a single guest on hold.",
  hospitality:
    "Answer booking, amenity and check-in questions in the guest's language, day and night, and upsell while you do it.",
  transportation:
    "Dispatch updates, booking changes and delivery status handled automatically, so your team can focus on the road.",
  real_estate:
    "Qualify tenants and buyers, schedule viewings and route maintenance requests across every property you manage.",
};
