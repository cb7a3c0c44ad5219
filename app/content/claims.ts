/** Spec §1 marketing claims, word for word in meaning; pages quote these. */
export const claims = {
  trustedBy: "Trusted by 2,000+ businesses",
  rating: "4.9 out of 5 from 200+ reviews",
  satisfaction: "98% satisfaction",
  costReduction: "40% cost reduction",
  support: "24/7 support",
  automation: "Automate up to 85% of manual tasks",
  revenueGrowth: "Revenue growth of 30% or more in under 90 days",
  shorterWaits: "Up to 80% shorter waits",
  routineCalls: "90% of routine calls automated",
  healthcareEfficiency: "Efficiency gains up to 70% in healthcare",
  websiteDevelopment: "Website development time cut up to 70%",
  noShows: "No-shows cut up to 30%",
  staffWorkload: "Staff workload cut up to 50%",
  callResolution: "Call resolution time cut 50%",
  callCentreSavings: "Up to 70% call-centre cost savings",
  uptime: "99.9% uptime",
} as const;
