import type { Locator, Page } from "@playwright/test";
import { publicPaths } from "../../app/content/routes";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test, toasts } from "./fixtures";
import { confirmedAccount, localLink, PASSWORD, signInThroughForm, uniqueEmail, waitForMail } from "./helpers";

/**
 * Issue 15, "Trust that reads as true" and "Rough edges to remove": what a visitor noticed in
 * the review, each checked the way a visitor would see it (docs/decisions/051).
 */

const toast = (page: Page, title: string) => toasts(page).locator("[data-sonner-toast]").filter({ hasText: title });

/** Opens an ebook page with its clock paused at 09:00:01, once its 8 s / 15 s timers are armed. */
async function gotoArmed(page: Page, path: string) {
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
  await page.goto(path);
  await expect(page.locator("[data-ebook-timers=armed]")).toHaveCount(1);
}

/** Lets the lazily loaded chat arrive (8 s), then stops the clock again just before 15 s. */
async function pastTheChat(page: Page) {
  await page.clock.runFor(8_100);
  await page.clock.resume();
  await expect(page.getByRole("button", { name: "Chat with us" }).or(page.getByTestId("ebook-chat"))).toBeVisible();
  await page.clock.pauseAt(new Date("2026-01-05T09:00:15.5Z"));
}

/** Share of the screen covered by fixed layers other than the site header and the toasts. */
async function overlayShare(page: Page) {
  return page.evaluate(() => {
    const fixed = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (el) =>
        getComputedStyle(el).position === "fixed" &&
        getComputedStyle(el).visibility !== "hidden" &&
        !el.closest("header") &&
        !el.closest("[data-sonner-toaster]"),
    );
    // A fixed box inside another fixed box is part of the same overlay.
    const outer = fixed.filter((el) => !fixed.some((o) => o !== el && o.contains(el)));
    let area = 0;
    for (const el of outer) {
      const r = el.getBoundingClientRect();
      area += Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
    }
    return area / (innerWidth * innerHeight);
  });
}

/** The element a tap at the centre of this one would reach is this one (or inside it). */
async function expectUncovered(target: Locator) {
  const box = await target.boundingBox();
  expect(box, "the button is on screen").not.toBeNull();
  const hit = await target.evaluate((el, [x, y]) => {
    const top = document.elementFromPoint(x!, y!);
    return top === el || el.contains(top);
  }, [box!.x + box!.width / 2, box!.y + box!.height / 2]);
  expect(hit, "nothing covers the centre of the button").toBe(true);
}

test.describe("trust figures are never shown mid-count", () => {
  // Figures never shown mid-count: only meaningful with motion allowed (decision 061).
  test.use({ reducedMotion: "no-preference" });
  const cases = [
    { path: "/", final: ["85%", "40%", "98%", "99.9%"] },
    { path: "/about", final: ["2,000+", "98%", "4.9/5", "99.9%"] },
    { path: "/why-us", final: ["2,000+", "4.9/5", "40%", "99.9%"] },
  ];
  for (const { path, final } of cases) {
    test(`${path}: the server HTML carries ${final.join(", ")}, and no smaller figure shows in the first seconds`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      for (const value of final) expect(html, `${value} in the HTML`).toContain(`>${value}<`);

      await page.clock.install();
      await gotoHydrated(page, path);
      const figures = page.locator("dl").filter({ hasText: "platform uptime" }).first().locator("dd");
      await figures.first().scrollIntoViewIfNeeded();
      for (const ms of [0, 100, 300, 700, 1_200, 2_000, 3_000]) {
        await page.clock.runFor(ms);
        const shown = (await figures.allInnerTexts()).map((t) => t.trim());
        expect(shown, `${ms} ms after the figures came into view`).toEqual(final);
      }
    });
  }
});

test.describe("testimonials and case stories", () => {
  test("no testimonial quote appears on two public pages", async ({ request }) => {
    test.setTimeout(120_000);
    const pagesByQuote = new Map<string, string[]>();
    for (const path of publicPaths) {
      const html = await (await request.get(path)).text();
      for (const [, inner] of html.matchAll(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/g)) {
        const quote = inner!.replace(/<[^>]+>/g, "").trim();
        pagesByQuote.set(quote, [...(pagesByQuote.get(quote) ?? []), path]);
      }
    }
    const repeated = [...pagesByQuote].filter(([, pages]) => new Set(pages).size > 1).map(([q, pages]) => `${q.slice(0, 50)}… on ${pages.join(", ")}`);
    expect(repeated).toEqual([]);
    expect(pagesByQuote.size, "quotes found across the site").toBeGreaterThan(20);
  });

  test("home: three case stories with the challenge, what was built and the outcome, marked as samples", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#case-stories");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Three Businesses, Three Problems Solved");
    const stories = section.getByRole("article");
    await expect(stories).toHaveCount(3);
    for (const story of await stories.all()) {
      for (const label of ["The challenge", "What we built", "The outcome"]) await expect(story.getByText(label, { exact: true })).toBeVisible();
      await expect(story).toHaveAttribute("data-sample", "true");
    }
    await expect(section.getByText("Call resolution time cut 50%")).toBeVisible();
    await expect(section.getByText("90% of routine calls automated")).toBeVisible();
  });

  test("the ebook's counters are the program's partners, set against the 2,000+ businesses", async ({ page }) => {
    await page.goto("/ai-business-partner");
    const results = page.locator("#results");
    await expect(results).toContainText("Partners are the businesses in our AI Business Partner Program: a small group within the 2,000+ businesses that use Voxa AI.");
    await expect(results.getByText("partner businesses in the program", { exact: true })).toBeVisible();
    await page.goto("/ai-ebook");
    await expect(page.getByText("Of the 2,000+ businesses that use Voxa AI, 127 joined our AI Business Partner Program")).toBeVisible();
  });
});

test.describe("/ai-business-partner overlays", () => {
  test("at 375 px after the timers: one overlay at a time, at most a quarter of the screen, the main button uncovered", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoArmed(page, "/ai-business-partner");
    const mainButton = page.getByRole("link", { name: "Get the Playbook for $14.40" });
    await pastTheChat(page);
    expect(await overlayShare(page)).toBeLessThanOrEqual(0.25);
    await expectUncovered(mainButton);
    // On a phone the chat arrives as its chip, never as the open box.
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
    await expect(page.getByTestId("ebook-chat")).toHaveCount(0);

    await page.clock.runFor(1_000);
    await expect(page.getByTestId("ebook-banner")).toBeVisible();
    // One at a time: the chat steps aside while the banner shows.
    await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);
    expect(await overlayShare(page)).toBeLessThanOrEqual(0.25);
    await expectUncovered(mainButton);

    await page.getByRole("button", { name: "Dismiss banner" }).click();
    await expect(page.getByTestId("ebook-banner")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
    expect(await overlayShare(page)).toBeLessThanOrEqual(0.25);
    await expectUncovered(mainButton);
  });

  test("no 'See the offer' banner while the offer is on screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoArmed(page, "/ai-business-partner");
    await page.locator("#offer").scrollIntoViewIfNeeded();
    await page.clock.runFor(16_000);
    await page.clock.resume();
    await page.waitForTimeout(500);
    await expect(page.getByText("Discover how AI can transform your business", { exact: true })).toHaveCount(0);
  });

  test("what appears by itself can be dismissed, and stays dismissed on the next page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoArmed(page, "/ai-business-partner");
    await pastTheChat(page);
    await page.getByRole("button", { name: "Hide chat" }).click();
    await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);
    await page.clock.runFor(1_000);
    await page.getByRole("button", { name: "Dismiss banner" }).click();
    await expect(page.getByTestId("ebook-banner")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);

    await page.goto("/ai-ebook");
    await expect(page.locator("[data-ebook-timers=armed]")).toHaveCount(1);
    await page.clock.runFor(20_000);
    await page.clock.resume();
    await page.waitForTimeout(500);
    await expect(page.getByTestId("ebook-banner")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);
    await expect(page.getByTestId("ebook-chat")).toHaveCount(0);
  });

  test("at 1280 px the untouched chat steps aside for the banner and comes back as its chip", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoArmed(page, "/ai-business-partner");
    await pastTheChat(page);
    await expect(page.getByTestId("ebook-chat")).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByTestId("ebook-banner")).toBeVisible();
    await expect(page.getByTestId("ebook-chat")).toHaveCount(0);
    await page.getByRole("button", { name: "Dismiss banner" }).click();
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
  });
});

test.describe("ROI calculator", () => {
  test("zero or negative: a message at the field, not Missing Information, and the old result is cleared", async ({ page }) => {
    await page.goto("/roi-calculator");
    const agents = page.getByLabel("Number of agents");
    await agents.fill("10");
    await page.getByLabel("Hourly cost per agent ($)").fill("25");
    await page.getByLabel("Monthly call volume").fill("5000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("roi-monthly")).toHaveText("$28,000.00");

    for (const value of ["-3", "0"]) {
      await agents.fill(value);
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page.getByTestId("roi-result")).toHaveCount(0);
      await expect(agents).toHaveAttribute("aria-invalid", "true");
      await expect(agents).toHaveAccessibleDescription(/^Enter a number greater than 0\./);
      await expect(page.getByTestId("roi-problem-agents")).toHaveText("Enter a number greater than 0.");
      await expect(agents).toBeFocused();
      await expect(toast(page, "Missing Information")).toHaveCount(0);
    }
    await agents.fill("10");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("roi-monthly")).toHaveText("$28,000.00");
    await expect(page.getByTestId("roi-problem-agents")).toHaveCount(0);
  });

  test("the chart's axis ends near 1.1 × the tallest bar, and no label covers a bar", async ({ page }) => {
    await page.goto("/roi-calculator?agents=10&hourly=25&calls=5000");
    const plot = page.getByTestId("savings-plot");
    await expect(plot).toHaveAttribute("data-axis-max", "36960000");
    const plotBox = (await plot.boundingBox())!;
    const bars = plot.locator("rect");
    await expect(bars).toHaveCount(12);
    const tallest = (await bars.last().boundingBox())!;
    expect(tallest.height / plotBox.height).toBeGreaterThan(0.88);
    expect(tallest.height / plotBox.height).toBeLessThan(0.93);

    const barBoxes = await bars.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    const labels = page.getByRole("img", { name: "Cumulative savings over 12 months" }).locator("span, li");
    for (const label of await labels.all()) {
      const text = (await label.textContent())?.trim();
      if (!text) continue;
      const l = (await label.boundingBox())!;
      for (const b of barBoxes) {
        const overlap = l.x < b.right && b.left < l.x + l.width && l.y < b.bottom && b.top < l.y + l.height;
        expect(overlap, `"${text}" covers a bar`).toBe(false);
      }
    }
    await expect(page.getByTestId("savings-legend")).toContainText("Basic AI Implementation Package ($3,000)");
  });
});

test("solution finder: a validation toast is dismissed when the step changes", async ({ page }) => {
  await page.goto("/solutions");
  await page.getByRole("button", { name: "Find Your AI Solution" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Find Your AI Solution" });
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(toast(page, "Please enter your business type")).toBeVisible();
  await dialog.getByLabel("Your business type").fill("Dental clinic");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog).toContainText("Step 2 of 4");
  // Gone with the step, long before its own 5 s would run out.
  await expect(toast(page, "Please enter your business type")).toHaveCount(0, { timeout: 1_500 });

  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(toast(page, "Please select at least one option")).toBeVisible();
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog).toContainText("Step 1 of 4");
  await expect(toast(page, "Please select at least one option")).toHaveCount(0, { timeout: 1_500 });
});

test.describe("Industries menu", () => {
  const lines = [
    ["Healthcare", "Appointments, reminders and billing questions, answered 24/7."],
    ["Finance", "Account questions, application status and advisor bookings."],
    ["Restaurants", "Reservations and phone orders, even in the dinner rush."],
    ["Hospitality", "Booking, amenity and check-in questions in the guest's language."],
    ["Transportation", "Delivery status, booking changes and dispatch updates."],
    ["Real Estate & Property Management", "Tenant and buyer enquiries, viewings and maintenance requests."],
  ] as const;

  test("desktop: full descriptions, real estate and property management included", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Industries" }).click();
    const panel = page.getByTestId("industries-panel");
    await expect(panel).toBeVisible();
    for (const [name, description] of lines) {
      const link = panel.getByRole("link", { name: new RegExp(`^${name.replace(/[&]/g, "\\$&")}`) });
      await expect(link).toContainText(description);
      // Nothing clamped: the description is shown in full.
      const clamped = await link.locator("span").last().evaluate((el) => el.scrollHeight > el.clientHeight + 1 || getComputedStyle(el).webkitLineClamp !== "none");
      expect(clamped, name).toBe(false);
    }
    await expect(panel.getByRole("link", { name: /^Real Estate & Property Management/ })).toHaveAttribute("href", "/property-management");
  });

  test("mobile: the submenu lists real estate and property management", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("button", { name: "Industries" }).click();
    await expect(menu.getByRole("link", { name: "Real Estate & Property Management" })).toHaveAttribute("href", "/property-management");
  });
});

test("/pricing shows the three ways to buy side by side, each with what is paid once and what recurs; checkout says the same", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/pricing");
  const section = page.getByTestId("ways-to-buy");
  await expect(page.getByRole("heading", { name: "Three ways to buy, one price story" })).toBeVisible();
  const expected = [
    { id: "entry", name: "Entry offer", once: "$247", recurs: ["Phone line: $15 a month", "Talk time: $0.09 a minute"] },
    { id: "packages", name: "Setup packages", once: "$3,000–$10,000", recurs: ["Phone line: $15 a month", "Talk time: $0.09 a minute", "Texts, with SMS follow-up: $0.02 each"] },
    { id: "managed", name: "Managed plans", once: "$10,000–$25,000", recurs: ["From month 13: $2,000–$3,000 a month, by plan", "Lines, talk time and support included"] },
  ];
  const tops: number[] = [];
  for (const way of expected) {
    const card = section.locator(`[data-way="${way.id}"]`);
    await expect(card.getByRole("heading", { name: way.name })).toBeVisible();
    await expect(card.getByText(way.once, { exact: true })).toBeVisible();
    for (const line of way.recurs) await expect(card.getByText(line, { exact: true })).toBeVisible();
    tops.push((await card.getByText("What recurs").boundingBox())!.y);
  }
  // The rows line up across the columns, so the eye can run along "What recurs".
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
  // Above the plans; the plans are sized by locations, not properties.
  expect((await section.boundingBox())!.y).toBeLessThan((await page.locator("#plans").boundingBox())!.y);
  await expect(page.locator("#plans").getByText("Locations", { exact: true }).first()).toBeVisible();
  await expect(page.locator("#plans").getByText("Then $2,000 a month from month 13")).toBeVisible();

  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-recurs")).toHaveText(
    "Secure card payment. After launch you pay only what your line uses: $15 a month for the phone line and $0.09 a minute of talk time, billed monthly at cost. No subscription, no contract. Compare the ways to buy",
  );
  await expect(page.getByTestId("checkout-recurs").getByRole("link", { name: "Compare the ways to buy" })).toHaveAttribute("href", "/pricing#ways-to-buy");
});

test("after confirming the email the visitor lands on /checkout under a heading that welcomes them", async ({ page }) => {
  const email = uniqueEmail("welcome");
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByTestId("auth-card").getByRole("status")).toHaveText("Check your email for the confirmation link");
  const mail = await waitForMail(email, "verification");
  await page.goto(localLink(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Voxa AI! Your account is ready.");
  await expect(page.getByText("Email confirmed", { exact: true })).toBeVisible();
  // A reload is an ordinary visit to checkout.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your AI Voice Agent, Live in Days");
});

test.describe("Affiliate Program for a signed-out visitor", () => {
  test("the footer link shows the offer and how it works beside the sign-up, and the address stays clean", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    // From 1024 px the footer's Company list stands open as a column (decision 103).
    await footer.getByRole("link", { name: "Affiliate Program" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faffiliate-program$/);
    const pitch = page.getByTestId("affiliate-pitch");
    await expect(pitch.getByRole("heading", { name: "Earn 20% on every client you refer" })).toBeVisible();
    await expect(pitch.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(pitch.getByRole("listitem")).toHaveCount(4);
    await expect(pitch).toContainText("You earn 20% of what your referrals pay");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Up");
    await expect(page.getByLabel("Email address")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a join whose session ended returns through sign-in to /affiliate-program, never ?index", async ({ page, baseURL }) => {
    const { email, password } = await confirmedAccount(page.context().request, baseURL!);
    await gotoHydrated(page, "/affiliate-program");
    await expect(page.getByRole("heading", { name: "Become an Affiliate Partner" })).toBeVisible();
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Join Affiliate Program" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faffiliate-program$/);
    await expect(page.getByTestId("affiliate-pitch")).toBeVisible();
    await page.getByTestId("auth-card").getByRole("link", { name: "Already have an account? Sign in" }).click();
    await signInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/affiliate-program$/);
    await expect(page.getByRole("heading", { name: "Become an Affiliate Partner" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("joining leaves the address at /affiliate-program", async ({ page, baseURL }) => {
      await confirmedAccount(page.context().request, baseURL!);
      await page.goto("/affiliate-program");
      await page.getByRole("button", { name: "Join Affiliate Program" }).click();
      await expect(page.getByRole("heading", { name: "Affiliate Dashboard" })).toBeVisible();
      await expect(page).toHaveURL(/\/affiliate-program$/);
    });
  });
});
