import type { FastAnswers } from "#platform/fast-answers";
import { referralCookieForVisit } from "~/features/affiliate/affiliate.server";
import { answerBeacon } from "~/features/analytics/collect.server";
import { checkoutFromMemory } from "~/features/checkout/page-from-memory.server";
import { answerLead } from "~/features/leads/lead-request.server";

/**
 * Every request the HTTP entry answers without React Router, in one place (issue 44, decision 126).
 * Each answer is its feature's own function; the entry (server/app.ts) reads this registry through
 * `fastAnswers` in app/entry.server.tsx and does only the HTTP work around it. A new fast path is
 * one line here, never a new export or a new branch in server/.
 */
export const fastAnswers: FastAnswers = {
  posts: [
    // Every page view sends one: under 1 ms of CPU instead of ~7 through React Router (decision 074).
    {
      name: "analytics beacon",
      path: "/api/beacon",
      beforeExpress: false,
      answer: (services, request) => answerBeacon(services, request),
    },
    // The lead forms' API (decisions 090, 095); forms that need the visitor's session return null.
    {
      name: "lead form",
      path: "/api/leads/:formType",
      beforeExpress: true,
      answer: (services, request) => answerLead(services, { ...request, formType: request.params.formType ?? "" }),
    },
  ],
  // /checkout, kept for two seconds between renders (decision 089).
  pageFromMemory: checkoutFromMemory,
  // A partner's link to a prerendered page (decision 077).
  referralCookieForPage: (services, code, headers) =>
    referralCookieForVisit(services.database.db, services.env, code, headers),
};
