import { formatNumber } from "../lib/format-number";
import { business } from "./business";

/** Spec §1 marketing claims, word for word in meaning; pages quote these (owner's facts: business.ts). */
export const claims = business.claims;

/** The proof numbers behind the claims, for counters (businesses served, rating, reviews, satisfaction, uptime). */
export const proof = business.proof;

/** "2,000+": how many businesses we serve, as sentences say it. */
export const businessesServed = `${formatNumber(proof.businessesServed)}+`;
