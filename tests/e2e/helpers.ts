import type { APIRequestContext, APIResponse, Browser, Page } from "@playwright/test";
import { parseCsv } from "../../app/lib/csv";
import path from "node:path";
import { signUpAndVerify, type AccountClient, type NewAccount } from "../support/accounts";
import { linkPath, mailsIn, waitForMailIn, type StoredMail } from "../support/outbox";
import { expect } from "./fixtures";

/** Shared helpers for end-to-end tests that need accounts and the dev outbox. */
export const PASSWORD = "correct horse battery";
let counter = 0;
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;

export type { StoredMail } from "../support/outbox";

/** The shared e2e server's dev outbox (no SMTP_URL in e2e). */
const outbox = () => path.join(process.env.E2E_DATA_DIR!, "mail");

/** Emails the site wrote to DATA_DIR/mail (no SMTP_URL in e2e), newest last. */
export function mailsTo(email: string): StoredMail[] {
  return mailsIn(outbox(), email);
}

export async function waitForMail(email: string, kind: string, after = 0): Promise<StoredMail> {
  return waitForMailIn(outbox(), email, kind, { index: after, timeoutMs: 10_000 });
}

/** The link in an email, pointed at this test server whatever host the email names. */
export const localLink = linkPath;

/** The account API through a Playwright request context (which keeps the session cookie). */
function apiClient(request: APIRequestContext, baseURL: string): AccountClient<APIResponse> {
  return {
    postJson: (p, data) => request.post(p, { data, headers: { origin: baseURL } }),
    get: (p) => request.get(p, { maxRedirects: 0 }),
    expectStatus: (res, status) => expect(res.status()).toBe(status),
  };
}

/**
 * Sign-up through the API, then the emailed confirmation link, with `request` (outside the
 * browser under test; the request's context keeps the session cookie the link sets).
 */
export async function signUpThroughApi(request: APIRequestContext, baseURL: string, account: NewAccount) {
  await signUpAndVerify(apiClient(request, baseURL), waitForMail, account);
}

/** A confirmed account made through the API, outside the browser under test. */
export async function confirmedAccount(
  request: APIRequestContext,
  baseURL: string,
  email = uniqueEmail("user"),
  password = PASSWORD,
) {
  await signUpThroughApi(request, baseURL, {
    email,
    password,
    name: "",
    callbackURL: "/login?view=sign_in&confirmed=1",
  });
  return { email, password };
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The owner's account in the e2e run (ADMIN_EMAILS of the shared server). */
export const ADMIN = (process.env.E2E_ADMIN_EMAILS ?? "e2e-admin@example.com").split(",")[0]!.trim().toLowerCase();
export const ADMIN_PASSWORD = "correct horse battery admin";

/** Signs this request context in as the owner; the account is made on first use. */
export async function signInAsOwner(request: APIRequestContext, baseURL: string) {
  const signIn = () =>
    request.post("/api/auth/sign-in/email", {
      data: { email: ADMIN, password: ADMIN_PASSWORD },
      headers: { origin: baseURL },
    });
  if (!(await signIn()).ok()) {
    // First use: create the owner's account (another test may be doing the same right now).
    await confirmedAccount(request, baseURL, ADMIN, ADMIN_PASSWORD).catch(() => undefined);
    await expect.poll(async () => (await signIn()).ok(), { timeout: 20_000 }).toBe(true);
  }
}

/** A browser context signed in as the owner. */
export async function ownerPage(browser: Browser, baseURL: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  await signInAsOwner(page.request, baseURL);
  return page;
}

/** A browser context signed in as the owner (the first of ADMIN_EMAILS); the caller closes it. */
export async function signedInOwner(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await signInAsOwner(context.request, baseURL);
  return context;
}

/** The leads stored for an email, read the way the owner does: the console's CSV export. */
export async function storedLeads(browser: Browser, baseURL: string, email: string) {
  const context = await signedInOwner(browser, baseURL);
  try {
    const request = context.request;
    const res = await request.get(`/admin/leads/export?${new URLSearchParams({ q: email })}`);
    expect(res.status()).toBe(200);
    const [header, ...rows] = parseCsv(await res.text());
    return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
  } finally {
    await context.close();
  }
}

/**
 * The referral notice a visitor sees after following a partner's link (decision 069): "Allow"
 * sets the referral cookie; the notice then closes.
 */
export async function allowReferralCookie(page: Page) {
  const notice = page.getByRole("region", { name: "Referral cookie" });
  await notice.getByRole("button", { name: "Allow" }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Thanks, the partner will be credited." })).toBeAttached();
}

/**
 * The visit's first touch once the beacon has stored it (after load and idle, decision 072): the
 * JSON string a lead, checkout or sign-up sent by script carries from then on.
 */
export async function firstTouchStored(page: Page): Promise<string> {
  const stored = await page.waitForFunction(() => sessionStorage.getItem("voxa:first-touch"));
  return (await stored.jsonValue()) as string;
}
