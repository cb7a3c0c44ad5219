import type { FirstTouch } from "#db/schema/analytics";
import { attributionOf } from "~/features/analytics/first-touch";

/**
 * What the mailing-list / CRM provider receives for a lead (spec §7 "Forms": the
 * mailing-list subscribe function). Pure, so the shape is unit-tested exactly.
 */

/** Spec §7: firstName is the first word of the name, lastName the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

export type CrmPayload = Record<string, string> & { email: string; formType: string };

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Where the lead's visit began: the stored first touch, the form page's UTM parameters, the credited partner. */
export type LeadOrigin = {
  firstTouch?: FirstTouch | null;
  pageUtm?: Record<string, string> | null;
  affiliateCode?: string | null;
};

/**
 * The lead's first touch as CRM fields (issue 43, decision 112), named as CRMs map them: the UTM
 * parameters, `originalSource` (utm_source, else the referring site, else "Direct"), the landing
 * page, the referring site and the partner. Only the ones known are sent.
 */
export function attributionFields(origin: LeadOrigin | undefined): Record<string, string> {
  if (!origin) return {};
  const a = attributionOf(origin.firstTouch, { pageUtm: origin.pageUtm, partner: origin.affiliateCode });
  const fields: Record<string, string> = {
    utmSource: a.utmSource,
    utmMedium: a.utmMedium,
    utmCampaign: a.utmCampaign,
    utmTerm: a.utmTerm,
    utmContent: a.utmContent,
    originalSource: a.source,
    landingPage: a.landingPage,
    referrerHost: a.referrerHost,
    partner: a.partner,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v));
}

/**
 * The payload for a stored lead, or null when there is nobody to subscribe (no email).
 * demo_request is exactly `{ email, firstName, lastName, phone, company, formType }`;
 * demo_customization (business details) is `{ email, businessName, industry, businessSize, formType }`;
 * the other forms follow the demo request's shape plus their own free-text field. Where the visit
 * began (`origin`) adds its known first-touch fields before `formType`, which stays last.
 */
export function crmPayloadFor(
  formType: string,
  data: Record<string, unknown>,
  email: string | null | undefined,
  origin?: LeadOrigin,
): CrmPayload | null {
  const payload = formPayload(formType, data, email);
  if (!payload) return null;
  const { formType: type, ...fields } = payload;
  return { ...fields, ...attributionFields(origin), formType: type } as CrmPayload;
}

function formPayload(formType: string, data: Record<string, unknown>, email: string | null | undefined): CrmPayload | null {
  const to = (email ?? str(data.email)).trim();
  if (!to) return null;
  if (formType === "demo_customization") {
    return {
      email: to,
      businessName: str(data.businessName ?? data.business_name),
      industry: str(data.industry),
      businessSize: str(data.businessSize ?? data.business_size),
      formType,
    };
  }
  if (formType === "question") return { email: to, question: str(data.question), formType };
  if (formType === "assessment") return { email: to, formType };
  const person = { email: to, ...splitName(str(data.name)), phone: str(data.phone), company: str(data.company) };
  switch (formType) {
    case "demo_request":
      return { ...person, formType };
    case "pilot_program":
      return { ...person, useCase: str(data.useCase), formType };
    case "strategy_call":
      // A lead left in the demo chat says so (source "demo-chat"); the form's own leads carry no source.
      // A chosen call time travels as its ISO instant and the visitor's zone (issue 17).
      return {
        ...person,
        challenges: str(data.challenges),
        ...(str(data.source) ? { source: str(data.source) } : {}),
        ...(str(data.slotStart) ? { callStart: new Date(str(data.slotStart)).toISOString(), callTimeZone: str(data.timeZone) } : {}),
        formType,
      };
    case "contact":
      return { ...person, message: str(data.message), formType };
    default:
      return { ...person, formType };
  }
}
