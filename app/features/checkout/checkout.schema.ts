import { z } from "zod";

/** Spec §3 checkout request: priceId, upsellPriceIds, refCode (from ?ref=, may be null). */
export const checkoutRequestSchema = z
  .object({
    priceId: z.string({ error: "priceId is required" }).trim().min(1, "priceId is required").max(64),
    upsellPriceIds: z.array(z.string().trim().min(1).max(64)).max(10, "Too many add-ons").optional(),
    refCode: z.string().trim().max(64).nullish(),
  })
  .strict();

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type CheckoutResponse = { url: string } | { error: string };
