import type { LeadStatus, OrderStatus, ReferralStatus } from "#db/schema";
import type { Tone } from "~/components/ui/badge";

export const leadTone: Record<LeadStatus, Tone> = {
  new: "info",
  contacted: "warn",
  qualified: "warn",
  won: "good",
  lost: "neutral",
};
export const orderTone: Record<OrderStatus, Tone> = {
  pending: "neutral",
  paid: "good",
  failed: "bad",
  canceled: "neutral",
  refunded: "bad",
};
export const referralTone: Record<ReferralStatus, Tone> = {
  signed_up: "neutral",
  pending: "warn",
  approved: "info",
  paid: "good",
  reversed: "bad",
  self_referral: "neutral",
  test: "neutral",
};
