import { describe, expect, it } from "vitest";
import { catalog } from "~/content/catalog";
import { site } from "~/content/site";
import { readEnv, runChecks } from "./checks";
import { repoFacts } from "./facts";
import { LIVE_ENV, REAL_FACTS } from "./fixtures";
import { checkOwnerNotifications } from "./owner-notifications";
import { PLACEHOLDER_PATTERNS } from "./placeholders";

const WHAT =
  "every lead, call booked, moved or cancelled, paid order, refund, dispute and failed delivery, through the retried queue; each as it happens or one daily digest, as chosen in the console (/admin/notifications)";
const row = (source: Record<string, string>) => checkOwnerNotifications(readEnv(source), REAL_FACTS);

describe("launch check: where the owner's emails go (issue 43, decision 106)", () => {
  it("a live environment: to the admins, and what about", () => {
    expect(row(LIVE_ENV)).toEqual({
      check: "Owner notifications",
      status: "PASS",
      detail: `to owner@acme-voice.co (from ADMIN_EMAILS, as LEADS_NOTIFY_EMAIL is not set): ${WHAT}`,
    });
  });

  it("LEADS_NOTIFY_EMAIL wins over the admins", () => {
    expect(row({ ...LIVE_ENV, LEADS_NOTIFY_EMAIL: "sales@acme-voice.co" }).detail).toBe(
      `to sales@acme-voice.co (from LEADS_NOTIFY_EMAIL): ${WHAT}`,
    );
  });

  it("with neither, the business address from the facts: a warning that says what to set", () => {
    const { ADMIN_EMAILS: _admins, ...noAdmins } = LIVE_ENV;
    expect(row(noAdmins)).toEqual({
      check: "Owner notifications",
      status: "WARN",
      detail: `to hello@acme-voice.co (from the business address in app/content/business.ts, as neither LEADS_NOTIFY_EMAIL nor ADMIN_EMAILS is set): set LEADS_NOTIFY_EMAIL (or ADMIN_EMAILS) to the person who answers them. ${WHAT}`,
    });
  });

  it("without SMTP_URL they stay on this machine: a warning", () => {
    const { SMTP_URL: _smtp, ...noSmtp } = LIVE_ENV;
    expect(row(noSmtp)).toMatchObject({
      status: "WARN",
      detail: expect.stringMatching(/but SMTP_URL is not set: they stay in the local dev mailbox$/),
    });
  });

  it("a LEADS_NOTIFY_EMAIL the server would refuse fails", () => {
    expect(row({ ...LIVE_ENV, LEADS_NOTIFY_EMAIL: "not-an-address" })).toMatchObject({
      check: "Owner notifications",
      status: "FAIL",
    });
  });

  it("is one row of the launch check, read from today's facts", () => {
    const rows = runChecks({ facts: repoFacts(), patterns: PLACEHOLDER_PATTERNS, source: {}, catalog });
    expect(rows.filter((r) => r.check === "Owner notifications")).toEqual([
      {
        check: "Owner notifications",
        status: "WARN",
        detail: `to ${site.contact.email} (from the business address in app/content/business.ts, as neither LEADS_NOTIFY_EMAIL nor ADMIN_EMAILS is set), but SMTP_URL is not set: they stay in the local dev mailbox`,
      },
    ]);
  });
});
