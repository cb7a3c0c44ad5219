import type { SavedBusiness } from "../heldout/types";

/**
 * Saved businesses of the development set (docs/decisions/099): invented here, none of them the
 * held-out set's. Some save everything, some only a name and services, so "not saved" is tested.
 */

export const mapleDental: SavedBusiness = {
  businessName: "Maple Family Dental",
  industry: "healthcare",
  keyServices: ["Cleanings", "Fillings", "Teeth whitening", "Invisalign clear aligners", "Emergency dental visits"],
  hours: "Mon–Thu 8am–6pm, Fri 8am–2pm, closed weekends",
  address: "210 Cedar Lane, Suite 4, Portland",
  phone: "(503) 555-0134",
  payment: "Delta Dental, Cigna, Aetna, MetLife; cash, Visa, Mastercard; CareCredit financing",
  prices: "New-patient exam and X-rays $149; Cleaning $110; Teeth whitening $350",
  policies:
    "Please give 24 hours' notice to cancel or reschedule, or a $40 late-cancellation fee applies. New patients should arrive 15 minutes early.",
  urgent: "For a dental emergency after hours, call Dr. Patel's emergency line at (503) 555-0199",
};

export const luigis: SavedBusiness = {
  businessName: "Luigi's Trattoria",
  industry: "restaurants",
  keyServices: ["Dine-in", "Takeout", "Catering", "Private dining room"],
  hours: "Tue–Sun 5pm–10pm, closed Mondays",
  address: "88 Vine Street, Brooklyn",
  phone: "(718) 555-0166",
  payment: "All major cards and cash; no checks",
  prices: "Pasta dishes $18–$26; Private room minimum spend $500",
  policies:
    "Tables are held for 15 minutes. Parties of 8 or more need a credit card to reserve. Corkage is $20 per bottle.",
};

export const harborInn: SavedBusiness = {
  businessName: "Harbor View Inn",
  industry: "hospitality",
  keyServices: ["Ocean-view rooms", "Breakfast buffet", "Bike rentals"],
  hours: "Front desk open 24 hours; check-in 4pm, checkout 11am",
  address: "5 Shore Road, Cape May",
  payment: "Visa, Mastercard, Amex",
  prices: "Standard room from $189 a night; Ocean-view room from $259 a night",
  policies: "Free cancellation up to 72 hours before arrival. No pets, except service animals.",
};

export const swiftCourier: SavedBusiness = {
  businessName: "Swift Courier Co",
  industry: "transportation",
  keyServices: ["Same-day delivery", "Next-day delivery", "Document courier"],
};

export const brightline: SavedBusiness = {
  businessName: "Brightline Tax & Accounting",
  industry: "finance",
  keyServices: ["Tax preparation", "Bookkeeping", "Payroll"],
  hours: "Mon–Fri 9am–5pm; Saturdays 10am–2pm from February to April",
  address: "400 Market St, Floor 3, Denver",
  phone: "(303) 555-0148",
  payment: "Card, ACH bank transfer or check",
  prices: "Individual tax return from $250; Monthly bookkeeping from $300",
  policies: "We need all your documents 2 weeks before the filing deadline.",
};

export const oakridge: SavedBusiness = {
  businessName: "Oakridge Property Management",
  industry: "real_estate",
  keyServices: ["Apartment rentals", "Maintenance requests", "Lease renewals"],
  hours: "Leasing office Mon–Fri 9am–6pm",
  policies: "Cats are allowed with a $300 deposit; no dogs.",
  urgent: "For a maintenance emergency (flooding, no heat, a gas smell) call our 24/7 line at (555) 010-7788",
};

export const clearSkin: SavedBusiness = {
  businessName: "Clear Skin Dermatology",
  industry: "healthcare",
  keyServices: ["Acne treatment", "Skin cancer checks", "Botox"],
};
