import { z } from "zod";

/** Spec §3 checkout request: priceId, upsellPriceIds, refCode (from ?ref=, may be null); slotStart and timeZone for the strategy session. */
export const checkoutRequestSchema = z
  .object({
    priceId: z.string({ error: "priceId is required" }).trim().min(1, "priceId is required").max(64),
    upsellPriceIds: z.array(z.string().trim().min(1).max(64)).max(10, "Too many add-ons").optional(),
    refCode: z.string().trim().max(64).nullish(),
    /** The strategy session's time and the visitor's zone (its picker); checked by parseSessionChoice. */
    slotStart: z.string().max(64).nullish(),
    timeZone: z.string().max(64).nullish(),
    /** Who the session is with (decision 097); checked by parseSessionChoice with the time. */
    name: z.string().max(200).nullish(),
    email: z.string().max(320).nullish(),
    phone: z.string().max(64).nullish(),
    agenda: z.string().max(2000).nullish(),
    /** The visit's first touch (decision 072): read by parseFirstTouch, never a reason to refuse. */
    firstTouch: z.unknown().optional(),
  })
  .strict();

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type CheckoutResponse = { url: string } | { error: string };
