import { accessibilityPage } from "./accessibility";
import { privacyPage } from "./privacy";
import { refundPolicyPage } from "./refund-policy";
import { securityPage } from "./security";
import { termsPage } from "./terms";
import type { LegalPage } from "./types";

/** Every legal and trust page, in the footer's order. */
export const legalPages: LegalPage[] = [privacyPage, termsPage, refundPolicyPage, securityPage, accessibilityPage];

export type { LegalItem, LegalPage, LegalSection } from "./types";
