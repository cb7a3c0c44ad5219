import type { Download, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { ADMIN, confirmedAccount, ownerPage, PASSWORD, signInThroughForm, uniqueEmail } from "./helpers";

/**
 * Data requests (issue 18, decision 068): a signed-in user downloads their data from the
 * dashboard; the owner looks an address up in the console, exports its file, erases it (the
 * confirm step and the erase work without JavaScript), and the lead then reads "Erased".
 */

const TAGLINE = "AI Voice Agents & Business Automation";
const FILE_NAME = /^voxa-ai-data-\d{4}-\d{2}-\d{2}\.json$/;

test.describe.configure({ mode: "serial" });


async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: (download as Download).suggestedFilename(), file: JSON.parse(await readFile((await download.path())!, "utf8")) };
}

const sendLead = async (page: Page, baseURL: string, email: string, message: string) => {
  const res = await page.request.post("/api/leads/contact", {
    data: { website: "", name: "Dana Download", email, company: "Downloads Ltd", phone: "", message, page: "/contact" },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
};

test("a signed-in user downloads their data from the dashboard, with the lead they sent", async ({ page, request, baseURL }) => {
  const { email } = await confirmedAccount(request, baseURL!, uniqueEmail("data-self"));
  const message = `Please call me about the voice agent ${Date.now()}`;
  await sendLead(page, baseURL!, email, message);

  await page.goto("/login?view=sign_in&redirectTo=%2Fuser-dashboard");
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  const panel = page.getByRole("region", { name: "Your data" });
  await expect(panel).toContainText("Download a copy of what Voxa AI stores about you as a JSON file");
  const { name, file } = await downloaded(page, () => panel.getByRole("link", { name: "Download my data" }).click());
  expect(name).toMatch(FILE_NAME);
  expect(file.email).toBe(email);
  expect(file.account).toMatchObject({ email, emailConfirmed: true, twoFactorEnabled: false, signInMethods: ["password"] });
  expect(file.sessions.length).toBeGreaterThanOrEqual(1);
  expect(file.leads).toEqual([expect.objectContaining({ type: "contact", status: "new", details: expect.objectContaining({ name: "Dana Download", message }) })]);
  expect(JSON.stringify(file)).not.toMatch(/"(password|passwordHash|token|secret|backupCodes)":/);
  // The delete-account section is still there, below.
  await expect(page.getByRole("button", { name: "Delete account" })).toBeVisible();

  // Signed out, the download goes to sign in.
  const anonymous = await page.context().browser()!.newContext({ baseURL: baseURL! });
  const res = await anonymous.request.get("/user-dashboard/export", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toBe("/login?redirectTo=%2Fuser-dashboard%2Fexport");
  await anonymous.close();
});

test("the owner finds an address, exports its file, erases it (without JavaScript), and the lead reads Erased", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("data-erase");
  const message = `Erase me later ${Date.now()}`;
  const owner = await ownerPage(browser, baseURL!);
  await sendLead(owner, baseURL!, email, message);

  await owner.goto("/admin/data-requests");
  await expect(owner).toHaveTitle(`Data requests | ${TAGLINE}`);
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Data requests");
  await expect(owner.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Data requests" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yViolations(owner);

  // A bad address is refused at the field.
  await owner.getByLabel("Email address").fill("not-an-email");
  await owner.getByRole("button", { name: "Find records" }).click();
  await expect(owner.getByRole("alert")).toHaveText("Enter a valid email address, like name@example.com.");
  await expect(owner.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");

  await owner.getByLabel("Email address").fill(email.toUpperCase());
  await owner.getByRole("button", { name: "Find records" }).click();
  const records = owner.locator("section").filter({ has: owner.getByRole("heading", { name: `Records for ${email}` }) });
  await expect(records).toBeVisible();
  await expect(records.getByText("No account.")).toBeVisible();
  const leads = records.getByRole("region", { name: "Leads" });
  await expect(leads.getByTestId("section-count")).toHaveText("1");
  await expect(leads.getByRole("link", { name: "Contact" })).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  const leadPath = await leads.getByRole("link", { name: "Contact" }).getAttribute("href");
  expect(leadPath).toMatch(/^\/admin\/leads\/[0-9a-f-]{36}$/);

  const { name, file } = await downloaded(owner, () => owner.getByRole("button", { name: "Export JSON" }).click());
  expect(name).toMatch(FILE_NAME);
  expect(file.account).toBeNull();
  expect(file.leads).toEqual([expect.objectContaining({ id: leadPath!.split("/").pop(), details: expect.objectContaining({ message }) })]);

  // The erase, in a browser without JavaScript: the confirm step, then the erase.
  const noJs = await ownerPage(browser, baseURL!, { javaScriptEnabled: false });
  await noJs.goto("/admin/data-requests");
  await noJs.getByLabel("Email address").fill(email);
  await noJs.getByRole("button", { name: "Find records" }).click();
  await noJs.getByRole("button", { name: "Erase…" }).click();
  const confirm = noJs.getByRole("group", { name: `Erase everything stored for ${email}?` });
  await expect(confirm).toContainText("This will anonymise 1 lead.");
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Erase for good" }).click();
  await expect(noJs.getByTestId("admin-notice")).toHaveText(`Erased everything stored for ${email}. The lookup below shows what is left.`);
  await expect(noJs.getByText(`Nothing is stored for ${email}.`)).toBeVisible();
  const history = noJs.getByRole("region", { name: "Earlier requests for this address" });
  await expect(history.getByRole("listitem").filter({ hasText: "Erased" })).toContainText(`by ${ADMIN}`);
  await expect(history.getByRole("listitem").filter({ hasText: "Exported" })).toContainText(`by ${ADMIN}`);

  // The lead is still counted, anonymised: the inbox and its page read Erased, the address is gone.
  await owner.goto(leadPath!);
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Erased");
  await expect(owner.getByText(message)).toHaveCount(0);
  await expect(owner.getByText(email)).toHaveCount(0);
  await owner.goto("/admin/leads");
  await expect(owner.locator(`a[href="${leadPath}"]`)).toHaveText("Erased");
  await noJs.context().close();
  await owner.context().close();
});
