import { describe, expect, it } from "vitest";
import { crmPayloadFor, splitName } from "./crm-payload";

describe("splitName (spec §7: first word, then the rest)", () => {
  it.each([
    ["Ada Lovelace", "Ada", "Lovelace"],
    ["Ada", "Ada", ""],
    ["  Mary   Ann  van der Berg ", "Mary", "Ann van der Berg"],
    ["", "", ""],
  ])("%j → %j / %j", (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe("crmPayloadFor", () => {
  it("demo_request is exactly { email, firstName, lastName, phone, company, formType }", () => {
    const payload = crmPayloadFor(
      "demo_request",
      {
        name: "Ada King Lovelace",
        email: "Ada@Example.com",
        phone: "555-0142",
        company: "Analytical",
        message: "not sent",
      },
      "ada@example.com",
    );
    expect(payload).toStrictEqual({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "King Lovelace",
      phone: "555-0142",
      company: "Analytical",
      formType: "demo_request",
    });
    expect(Object.keys(payload!)).toEqual(["email", "firstName", "lastName", "phone", "company", "formType"]);
  });

  it("business details are { email, businessName, industry, businessSize, formType }", () => {
    expect(
      crmPayloadFor(
        "demo_customization",
        { businessName: "Bright Dental", industry: "healthcare", businessSize: "11-50", targetAudience: "x" },
        "o@example.com",
      ),
    ).toStrictEqual({
      email: "o@example.com",
      businessName: "Bright Dental",
      industry: "healthcare",
      businessSize: "11-50",
      formType: "demo_customization",
    });
  });

  it("other forms follow the same shape with their own field", () => {
    expect(
      crmPayloadFor("pilot_program", { name: "A B", phone: "1", company: "", useCase: "calls" }, "a@example.com"),
    ).toStrictEqual({
      email: "a@example.com",
      firstName: "A",
      lastName: "B",
      phone: "1",
      company: "",
      useCase: "calls",
      formType: "pilot_program",
    });
    expect(crmPayloadFor("question", { email: "q@example.com", question: "?" }, null)).toStrictEqual({
      email: "q@example.com",
      question: "?",
      formType: "question",
    });
    expect(crmPayloadFor("assessment", {}, "a@example.com")).toStrictEqual({
      email: "a@example.com",
      formType: "assessment",
    });
  });

  it("a strategy call left in the demo chat says so; the form's own does not", () => {
    const data = {
      name: "Rosa Diaz",
      email: "rosa@example.com",
      phone: "+1 512 555 0199",
      company: "",
      challenges: "Asked in the demo chat",
    };
    expect(crmPayloadFor("strategy_call", { ...data, source: "demo-chat" }, null)).toStrictEqual({
      email: "rosa@example.com",
      firstName: "Rosa",
      lastName: "Diaz",
      phone: "+1 512 555 0199",
      company: "",
      challenges: "Asked in the demo chat",
      source: "demo-chat",
      formType: "strategy_call",
    });
    expect(crmPayloadFor("strategy_call", data, null)).not.toHaveProperty("source");
  });

  it("carries the lead's first touch (issue 43): the campaign it came from, whatever page the form was on", () => {
    const data = {
      name: "Cam Paign",
      email: "cam@example.com",
      phone: "",
      company: "Acme",
      message: "Saw the newsletter.",
    };
    const payload = crmPayloadFor("contact", data, "cam@example.com", {
      firstTouch: { landing: "/", utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring-launch" },
      pageUtm: null,
      affiliateCode: null,
    });
    expect(payload).toStrictEqual({
      email: "cam@example.com",
      firstName: "Cam",
      lastName: "Paign",
      phone: "",
      company: "Acme",
      message: "Saw the newsletter.",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring-launch",
      originalSource: "newsletter",
      landingPage: "/",
      formType: "contact",
    });
    expect(Object.keys(payload!).at(-1)).toBe("formType");
    // A partner's visit from the partner's site; a lead sent without JavaScript keeps its page's UTM.
    expect(
      crmPayloadFor("demo_request", data, null, {
        firstTouch: { landing: "/pricing", referrerHost: "partner.example", ref: "ANN123" },
        affiliateCode: "ANN123",
      }),
    ).toMatchObject({
      originalSource: "partner.example",
      referrerHost: "partner.example",
      landingPage: "/pricing",
      partner: "ANN123",
    });
    expect(
      crmPayloadFor("demo_request", data, null, {
        firstTouch: null,
        pageUtm: { utm_source: "flyer", utm_campaign: "fair" },
      }),
    ).toMatchObject({
      utmSource: "flyer",
      utmCampaign: "fair",
      originalSource: "flyer",
    });
    // Typed the address: Direct.
    expect(crmPayloadFor("demo_request", data, null, { firstTouch: { landing: "/" } })).toMatchObject({
      originalSource: "Direct",
      landingPage: "/",
    });
  });

  it("has nothing to send without an email", () => {
    expect(crmPayloadFor("chat_message", { message: "hello" }, null)).toBeNull();
  });
});
