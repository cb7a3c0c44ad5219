import type { APIRequestContext, Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import path from "node:path";
import { startSmtpFake, type CapturedMail, type SmtpFake } from "../fakes/smtp";
import { expect, gotoHydrated, test, toasts } from "./fixtures";
import { PASSWORD, signInThroughForm, uniqueEmail } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Accounts with real mail delivery: a server of its own with SMTP_URL pointing at the
 * SMTP fake (tests/fakes/smtp.ts), which keeps every message it receives. The visitor's
 * links come from those emails; the dev mailbox is off because SMTP is set.
 */

let smtp: SmtpFake;
let server: OwnServer;

// One SMTP fake and one server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpFake();
  server = await startOwnServer({ env: { SMTP_URL: smtp.url } });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailTo = (email: string, subject: string) =>
  smtp.waitFor((m) => m.to.includes(email) && m.subject === subject, 15_000);

/** The emailed link, on this spec's server (whatever host the email names). */
function linkIn(mail: CapturedMail, part: string) {
  const link = mail.links.find((l) => l.includes(part));
  if (!link) throw new Error(`no ${part} link in "${mail.subject}": ${mail.links.join(", ")}`);
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.search}`;
}

async function expectWelcome(page: Page) {
  const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "Welcome!" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Successfully signed in. Redirecting to checkout...");
  await expect(page).toHaveURL(`${server.url}/checkout`);
}

/** A confirmed account, made through the API and the emailed link (outside the page under test). */
async function confirmedAccount(api: APIRequestContext) {
  const email = uniqueEmail("smtp-user");
  const res = await api.post(`${server.url}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name: "", callbackURL: "/login?view=sign_in&confirmed=1" },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(200);
  const mail = await mailTo(email, "Confirm your email for Voxa AI");
  const verify = await api.get(linkIn(mail, "/api/auth/verify-email"), { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return email;
}

test("with SMTP set the dev mailbox is off and no mail is written to files", async ({ request }) => {
  expect((await request.get(`${server.url}/dev/mailbox`)).status()).toBe(404);
  // A sign-up sends its email over SMTP only.
  const email = await confirmedAccount(request);
  const mail = await mailTo(email, "Confirm your email for Voxa AI");
  expect(mail.from).toBe("hello@voxa-ai.com");
  expect(mail.html).toContain("/api/auth/verify-email");
  let files: string[] = [];
  try {
    files = readdirSync(path.join(server.dataDir, "mail"));
  } catch {
    files = [];
  }
  expect(files).toEqual([]);
  expect((await request.get(`${server.url}/dev/mailbox`)).status()).toBe(404);
});

test("sign up in the browser → confirmation email over SMTP → its link → Welcome! → /checkout", async ({ page }) => {
  const email = uniqueEmail("smtp-signup");
  await gotoHydrated(page, `${server.url}/login`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Up");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByTestId("auth-card").getByRole("status")).toHaveText(
    "Check your email for the confirmation link",
  );

  const mail = await mailTo(email, "Confirm your email for Voxa AI");
  expect(mail.to).toEqual([email]);
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expectWelcome(page);
});

test("magic link over SMTP signs the visitor in and lands on /checkout", async ({ page }) => {
  const email = uniqueEmail("smtp-magic");
  await gotoHydrated(page, `${server.url}/login?view=magic_link`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByTestId("auth-card").getByRole("status")).toHaveText("Check your email for the magic link");

  const mail = await mailTo(email, "Your Voxa AI sign-in link");
  await page.goto(linkIn(mail, "/api/auth/magic-link/verify"));
  await expectWelcome(page);
});

test("forgotten password over SMTP → reset link → Your password has been updated → sign in with the new one", async ({
  page,
  request,
}) => {
  const email = await confirmedAccount(request);
  await gotoHydrated(page, `${server.url}/login?view=forgotten_password`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send reset password instructions" }).click();
  const card = page.getByTestId("auth-card");
  await expect(card.getByRole("status")).toHaveText("Check your email for the password reset link");

  const mail = await mailTo(email, "Reset your Voxa AI password");
  await page.goto(linkIn(mail, "/api/auth/reset-password/"));
  await expect(page).toHaveURL(/\/login\?view=update_password&token=/);
  const newPassword = "a much better password";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(card.getByRole("status")).toHaveText("Your password has been updated");
  await expect(card).toHaveAttribute("data-view", "sign_in");

  await signInThroughForm(page, email, newPassword);
  await expectWelcome(page);
});

test("a booked call's confirmation goes out over SMTP with the invite; its cancel link works on the site", async ({ page, request }) => {
  const slots = (await (await request.get(`${server.url}/api/scheduling/slots?kind=strategy_call&tz=Asia/Tokyo`)).json()) as {
    days: { slots: { iso: string }[] }[];
  };
  const iso = slots.days[0]!.slots[0]!.iso;
  const email = uniqueEmail("smtp-call");
  const res = await request.post(`${server.url}/api/leads/strategy_call`, {
    data: { name: "Kim Sato", email, phone: "512 555 0133", slotStart: iso, timeZone: "Asia/Tokyo" },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(201);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Your free strategy call is booked: "), 15_000);
  expect(mail.subject).toMatch(/ GMT\+9$/);
  expect(mail.calendar.some((part) => /method=REQUEST/i.test(part.type))).toBe(true);
  expect(mail.calendar[0]!.ics).toContain(`DTSTART:${iso.replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z")}`);
  await page.goto(linkIn(mail, "/calls/cancel"));
  await page.getByRole("button", { name: "Cancel My Call" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your call is cancelled.");
  const cancelled = await smtp.waitFor((m) => m.to.includes(email) && m.subject === "Your free strategy call is cancelled", 15_000);
  expect(cancelled.calendar.some((part) => /method=CANCEL/i.test(part.type))).toBe(true);
});
