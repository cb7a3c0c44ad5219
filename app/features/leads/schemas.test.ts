import { describe, expect, it } from "vitest";
import { LIMITS, isPublicFormType, leadContextSchema, validateLead } from "./schemas";

const demo = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 (512) 555-0142",
  company: "Analytical Ltd",
  message: "Hi",
};

describe("lead schemas", () => {
  it("accepts a complete demo request and trims it", () => {
    const r = validateLead("demo_request", { ...demo, name: "  Ada Lovelace  " });
    expect(r).toEqual({ ok: true, data: { ...demo } });
  });

  it("stores optional fields as empty strings so data keeps the spec's keys", () => {
    const r = validateLead("demo_request", { name: "Ada", email: "ada@example.com", phone: "5125550142" });
    expect(r.ok && r.data).toEqual({
      name: "Ada",
      email: "ada@example.com",
      phone: "5125550142",
      company: "",
      message: "",
    });
    const s = validateLead("strategy_call", {
      name: "Ada",
      email: "ada@example.com",
      phone: "5125550142",
      company: null,
    });
    expect(s.ok && s.data).toEqual({
      name: "Ada",
      email: "ada@example.com",
      phone: "5125550142",
      company: "",
      challenges: "",
    });
  });

  it.each([
    ["demo_request", { email: "a@example.com", phone: "5125550142" }, "name"],
    ["demo_request", { name: "A", phone: "5125550142" }, "email"],
    ["demo_request", { name: "A", email: "a@example.com", phone: "   " }, "phone"],
    ["pilot_program", { name: "A", email: "a@example.com", phone: "5125550142" }, "useCase"],
    ["strategy_call", { name: " ", email: "a@example.com", phone: "5125550142" }, "name"],
    ["contact", { name: "A", email: "a@example.com" }, "message"],
    ["question", { email: "a@example.com" }, "question"],
    ["assessment", {}, "email"],
    ["chat_message", { message: "" }, "message"],
  ] as const)("%s without a required field → 'Please fill in all required fields' (%#)", (formType, input, field) => {
    const r = validateLead(formType, input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe("Please fill in all required fields");
      expect(r.fieldErrors[field]).toBe("Please fill in all required fields");
    }
  });

  it("reports a missing field before a malformed one", () => {
    const r = validateLead("demo_request", { name: "", email: "nope", phone: "5125550142" });
    expect(!r.ok && r.message).toBe("Please fill in all required fields");
    expect(!r.ok && r.fieldErrors.email).toBe("Please enter a valid email address");
  });

  it("rejects a malformed email or phone with a clear message", () => {
    expect(validateLead("assessment", { email: "not-an-email" })).toMatchObject({
      ok: false,
      message: "Please enter a valid email address",
    });
    expect(validateLead("demo_request", { ...demo, phone: "call me" })).toMatchObject({
      ok: false,
      message: "Please enter a valid phone number",
    });
    expect(validateLead("demo_request", { ...demo, phone: "12" })).toMatchObject({
      ok: false,
      message: "Please enter a valid phone number",
    });
    expect(validateLead("contact", { name: "A", email: "a@example.com", message: "x", phone: "" }).ok).toBe(true);
    expect(validateLead("contact", { name: "A", email: "a@example.com", message: "x", phone: "abc" }).ok).toBe(false);
  });

  it("caps lengths", () => {
    expect(validateLead("demo_request", { ...demo, name: "x".repeat(LIMITS.name + 1) })).toMatchObject({
      ok: false,
      message: `Name must be at most ${LIMITS.name} characters`,
    });
    expect(validateLead("demo_request", { ...demo, message: "x".repeat(LIMITS.longText + 1) }).ok).toBe(false);
    expect(validateLead("chat_message", { message: "x".repeat(LIMITS.chat + 1) }).ok).toBe(false);
  });

  it("refuses wrong types and non-objects", () => {
    expect(validateLead("demo_request", { ...demo, name: 42 })).toMatchObject({
      ok: false,
      message: "Name must be text",
    });
    expect(validateLead("demo_request", ["a"]).ok).toBe(false);
    expect(validateLead("demo_request", null).ok).toBe(false);
  });

  it("keeps markup as plain text (escaping happens when it is shown)", () => {
    const r = validateLead("question", { email: "a@example.com", question: "<script>alert(1)</script>" });
    expect(r.ok && r.data.question).toBe("<script>alert(1)</script>");
  });

  it("knows which form types are public", () => {
    expect(isPublicFormType("demo_request")).toBe(true);
    expect(isPublicFormType("demo_customization")).toBe(false);
    expect(isPublicFormType("__proto__")).toBe(false);
  });

  it("drops bad page context instead of refusing the lead", () => {
    expect(leadContextSchema.parse({ page: "https://evil.example/x", referrer: 5 })).toEqual({
      page: undefined,
      referrer: undefined,
    });
    expect(leadContextSchema.parse({ page: "/pricing?utm_source=x" }).page).toBe("/pricing?utm_source=x");
  });
});
