import type { Testimonial } from "./types";

/** Client quotes. Names are generic stand-ins in the style of the spec's testimonials. */
export const testimonials: Testimonial[] = [
  {
    quote:
      "Our front desk used to miss a third of calls at lunch. Now every patient gets an answer in seconds and appointments book themselves. No-shows are down nearly a third.",
    name: "Dr. Sarah M.",
    role: "Practice Owner",
    company: "Family medical clinic",
    rating: 5,
  },
  {
    quote:
      "We automated reservations and phone orders in two weeks. Friday nights are calmer, and the AI upsells desserts better than we do.",
    name: "James R.",
    role: "General Manager",
    company: "Restaurant group",
    rating: 5,
  },
  {
    quote:
      "Lead follow-up went from next-day to instant. Within three months our booked consultations were up more than 30%.",
    name: "Priya K.",
    role: "Head of Operations",
    company: "Property management firm",
    rating: 5,
  },
  {
    quote:
      "Guests ask the same twenty questions all night. The voice agent handles them in five languages and our team finally has time for the guests in front of them.",
    name: "Marco L.",
    role: "Hotel Director",
    company: "Boutique hotel",
    rating: 5,
  },
];
