import type { IconName } from "./icons";

export type IndustryCard = {
  id: "healthcare" | "finance" | "restaurants" | "hospitality" | "transportation" | "real_estate";
  name: string;
  href: string;
  icon: IconName;
  /** The header's Industries menu: one complete sentence that fits two short lines. */
  menu: string;
};

/**
 * The six industries (spec §1): the header's menu and the home page grid; real estate is served
 * by /property-management. The grid's longer summaries are in ./industry-summaries, so the page
 * shell that carries this menu on every page does not carry them too.
 */
export const industryCards: IndustryCard[] = [
  {
    id: "healthcare",
    name: "Healthcare",
    href: "/industries/healthcare",
    icon: "stethoscope",
    menu: "Appointments, reminders and billing questions, answered 24/7.",
  },
  {
    id: "finance",
    name: "Finance",
    href: "/industries/finance",
    icon: "landmark",
    menu: "Account questions, application status and advisor bookings.",
  },
  {
    id: "restaurants",
    name: "Restaurants",
    href: "/industries/restaurants",
    icon: "utensils",
    menu: "Reservations and phone orders, even in the dinner rush.",
  },
  {
    id: "hospitality",
    name: "Hospitality",
    href: "/industries/hospitality",
    icon: "bed",
    menu: "Booking, amenity and check-in questions in the guest's language.",
  },
  {
    id: "transportation",
    name: "Transportation",
    href: "/industries/transportation",
    icon: "truck",
    menu: "Delivery status, booking changes and dispatch updates.",
  },
  {
    id: "real_estate",
    name: "Real Estate",
    href: "/property-management",
    icon: "building",
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
