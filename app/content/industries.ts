import type { IconName } from "./icons";

export type IndustryCard = {
  id: "healthcare" | "finance" | "restaurants" | "hospitality" | "transportation" | "real_estate";
  name: string;
  href: string;
  icon: IconName;
  summary: string;
  /** The header's Industries menu: one complete sentence that fits two short lines. */
  menu: string;
};

/** The six industries of the home page grid (spec §1); real estate is served by /property-management. */
export const industryCards: IndustryCard[] = [
  {
    id: "healthcare",
    name: "Healthcare",
    href: "/industries/healthcare",
    icon: "stethoscope",
    summary:
      "Voice agents that book appointments, send reminders and answer billing questions, with efficiency gains up to 70% for clinical front desks.",
    menu: "Appointments, reminders and billing questions, answered 24/7.",
  },
  {
    id: "finance",
    name: "Finance",
    href: "/industries/finance",
    icon: "landmark",
    summary:
      "Always-on assistants for account questions, application status and appointment booking that hand complex cases to your advisors.",
    menu: "Account questions, application status and advisor bookings.",
  },
  {
    id: "restaurants",
    name: "Restaurants",
    href: "/industries/restaurants",
    icon: "utensils",
    summary:
      "Take reservations and phone orders during the dinner rush without putting a single guest on hold.",
    menu: "Reservations and phone orders, even in the dinner rush.",
  },
  {
    id: "hospitality",
    name: "Hospitality",
    href: "/industries/hospitality",
    icon: "bed",
    summary:
      "Answer booking, amenity and check-in questions in the guest's language, day and night, and upsell while you do it.",
    menu: "Booking, amenity and check-in questions in the guest's language.",
  },
  {
    id: "transportation",
    name: "Transportation",
    href: "/industries/transportation",
    icon: "truck",
    summary:
      "Dispatch updates, booking changes and delivery status handled automatically, so your team can focus on the road.",
    menu: "Delivery status, booking changes and dispatch updates.",
  },
  {
    id: "real_estate",
    name: "Real Estate",
    href: "/property-management",
    icon: "building",
    summary:
      "Qualify tenants and buyers, schedule viewings and route maintenance requests across every property you manage.",
    menu: "Tenant and buyer enquiries, viewings and maintenance requests.",
  },
];

/**
 * The header's Industries dropdown: the spec's five industry pages, then real estate and
 * property management (served by /property-management), each with its full menu line.
 */
export const industryNav = industryCards.map((i) => ({
  label: i.id === "real_estate" ? "Real Estate & Property Management" : i.name,
  href: i.href,
  description: i.menu,
}));
