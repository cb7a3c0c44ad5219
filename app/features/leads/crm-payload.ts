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

/**
 * The payload for a stored lead, or null when there is nobody to subscribe (no email).
 * demo_request is exactly `{ email, firstName, lastName, phone, company, formType }`;
 * demo_customization (business details) is `{ email, businessName, industry, businessSize, formType }`;
 * the other forms follow the demo request's shape plus their own free-text field.
 */
export function crmPayloadFor(
  formType: string,
  data: Record<string, unknown>,
  email: string | null | undefined,
): CrmPayload | null {
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
