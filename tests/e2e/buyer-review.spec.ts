import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test, toasts } from "./fixtures";

/**
 * Issue 42, item 6: what a buyer (the owner of a three-dentist practice) saw in screenshots at 375
 * and 1280 px, each checked the way a visitor would notice it (decisions 103, 104).
 */

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => (await l.boundingBox())!;

test.describe("the live demo's $247 toast", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`at 375 px, ${theme}: under the header (logo and menu stay uncovered), a quarter of the screen at most, Pay Now in the brand's button look`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.setViewportSize({ width: 375, height: 667 });
      await gotoHydrated(page, "/");
      await page.getByRole("main").getByRole("button", { name: "Try the Live Demo" }).first().click();
      const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: "$247" });
      const payNow = toast.getByRole("button", { name: "Pay Now" });
      await expect(payNow).toBeVisible();
      await page.waitForTimeout(600); // the slide-in
      const t = await box(toast);
      const header = await box(page.locator("header").first());
      expect(t.y, "the toast starts below the header").toBeGreaterThanOrEqual(header.y + header.height);
      for (const control of [
        page.locator("header").getByRole("link", { name: "Voxa AI home" }),
        page.getByRole("button", { name: "Open menu" }),
      ]) {
        const c = await box(control);
        expect(c.y + c.height <= t.y, "logo and menu button are not under the toast").toBe(true);
      }
      expect((t.width * t.height) / (375 * 667), "share of the screen").toBeLessThanOrEqual(0.25);
      // The site's primary button (the hero's "Schedule a Demo"), not sonner's black default.
      const primary = page.getByRole("main").getByRole("link", { name: "Schedule a Demo" }).first();
      const look = (l: Locator) =>
        l.evaluate((e) => {
          const s = getComputedStyle(e);
          return { background: s.backgroundColor, color: s.color, weight: s.fontWeight, radius: s.borderRadius };
        });
      expect(await look(payNow)).toEqual(await look(primary));
      await expect(toast).toHaveCSS("font-family", /Plus Jakarta Sans/);
    });
  }
});

test.describe("the strategy call's time picker and page", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px the day chips scroll sideways behind arrow buttons and a fade, and the keyboard reaches every day`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/forms/strategy-call");
      const picker = page.locator("[data-slot-picker]");
      const row = picker.getByRole("group", { name: "Day" });
      const chips = row.getByRole("button");
      await expect(chips.first()).toBeVisible();
      const count = await chips.count();
      expect(count).toBeGreaterThan(5);
      const earlier = picker.getByRole("button", { name: "Earlier days" });
      const later = picker.getByRole("button", { name: "Later days" });
      await expect(earlier).toBeDisabled();
      await expect(later).toBeEnabled();
      // The row fades where more days wait, and the last day starts out of view.
      expect(await row.evaluate((e) => getComputedStyle(e).maskImage)).toContain("linear-gradient");
      const inView = async (chip: Locator) => {
        const [c, r] = [await box(chip), await box(row)];
        return c.x >= r.x - 1 && c.x + c.width <= r.x + r.width + 1;
      };
      expect(await inView(chips.last())).toBe(false);

      await later.click();
      await expect.poll(() => row.evaluate((e) => e.scrollLeft)).toBeGreaterThan(40);
      await expect(earlier).toBeEnabled();

      // Keyboard: Tab walks the chips; the focused one scrolls into view; Enter picks it.
      await chips.first().focus();
      for (let i = 1; i < count; i++) await page.keyboard.press("Tab");
      await expect(chips.last()).toBeFocused();
      await expect.poll(() => inView(chips.last())).toBe(true);
      await page.keyboard.press("Enter");
      await expect(chips.last()).toHaveAttribute("aria-pressed", "true");
      await expect(later).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("at 1280 px a panel beside the form says who the call is with, how long, what the visitor leaves with, and no obligation", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/forms/strategy-call");
    const panel = page.getByRole("region", { name: "What happens on the call" });
    await expect(panel).toContainText(
      "WhoAn automation specialist from our team: the person who would plan your setup.",
    );
    await expect(panel).toContainText("How long30 minutes, by phone, at the time you pick (or we call to find one).");
    await expect(panel.getByRole("list", { name: "What you leave with" }).getByRole("listitem")).toHaveText([
      "A map of your call flow: which calls the agent answers, books or hands to your staff",
      "A price for your case",
      "A go-live date you can plan around",
    ]);
    await expect(panel).toContainText("No obligation: no card, no contract.");
    const [p, form] = [await box(panel), await box(page.locator("form[data-form=strategy_call]"))];
    expect(p.x, "beside the form, not under it").toBeGreaterThanOrEqual(form.x + form.width);
    expect(p.y).toBeLessThan(form.y + 200);

    await page.setViewportSize({ width: 375, height: 900 });
    const [p2, form2] = [await box(panel), await box(page.locator("form[data-form=strategy_call]"))];
    expect(p2.y, "under the form on a phone").toBeGreaterThanOrEqual(form2.y + form2.height);
  });
});

/** Opens /ai-ebook with its clock paused just after load, then lets the 8 s chat arrive. */
async function ebookAfterChat(page: Page) {
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
  await page.goto("/ai-ebook");
  await expect(page.locator("[data-ebook-timers=armed]")).toHaveCount(1);
  await page.clock.runFor(8_100);
  await page.clock.resume();
}

test.describe("the ebook letter and its chat", () => {
  test("the letter is set in the site's typeface, at a reading measure", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/ai-ebook");
    const column = page.locator("[data-letter-column]").first();
    await expect(column).toHaveCSS("font-family", /^"Plus Jakarta Sans"/);
    await expect(column.locator("p").nth(2)).toHaveCSS("font-family", /^"Plus Jakarta Sans"/);
    const { width } = await box(column);
    expect(width).toBeLessThanOrEqual(640);
    expect(width).toBeGreaterThanOrEqual(560);
  });

  test("at 1280 px the chat opens after 8 s docked in the margin: it never covers the letter's text column", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await ebookAfterChat(page);
    const chat = page.getByTestId("ebook-chat");
    await expect(chat).toBeVisible();
    const c = await box(chat);
    expect(c.x + c.width).toBeLessThanOrEqual(1280);
    const columns = page.locator("[data-letter-column]");
    for (let i = 0; i < (await columns.count()); i++) {
      const col = await columns.nth(i).boundingBox();
      if (col) expect(col.x + col.width, `letter column ${i} ends left of the chat`).toBeLessThanOrEqual(c.x);
    }
    // The letter's wider blocks (its figures and the comparison table) keep clear of it too.
    const blocks = [
      page.locator("article dl").filter({ has: page.getByTestId("stat-value") }),
      page.locator("article table"),
    ];
    for (const block of blocks) {
      const b = await box(block);
      expect(b.x + b.width).toBeLessThanOrEqual(c.x);
    }
  });

  test("narrower than 1280 px (1024) the chat arrives as the 'Chat with us' chip, not over the text", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await ebookAfterChat(page);
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
    await expect(page.getByTestId("ebook-chat")).toHaveCount(0);
    await page.getByRole("button", { name: "Chat with us" }).click();
    await expect(page.getByTestId("ebook-chat")).toBeVisible();
  });
});

test.describe("what a practice asks first", () => {
  test("/industries/healthcare answers the BAA, the practice software and emergency calls right under the hero", async ({
    page,
  }) => {
    await page.goto("/industries/healthcare");
    const section = page.locator("#practice-questions");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("What Practices Ask Us First");
    const order = await page.locator("main section[id]").evaluateAll((els) => els.map((e) => e.id));
    expect(order.indexOf("practice-questions")).toBeLessThan(order.indexOf("use-cases"));
    const baa = section.getByRole("article", { name: "Will you sign a BAA?" });
    await expect(baa).toContainText("Yes. A Business Associate Agreement (BAA) is available on request");
    await expect(baa.getByRole("link", { name: "Security and HIPAA" })).toHaveAttribute("href", "/security#hipaa");
    await expect(section.getByRole("article", { name: "Does it work with our practice software?" })).toContainText(
      "We connect through your system's own scheduling API or booking link and confirm yours on the strategy call.",
    );
    await expect(section.getByRole("article", { name: "What happens with an emergency call?" })).toContainText(
      "The agent tells the caller to hang up and dial 911, and offers your practice's urgent line. Urgent calls are transferred to your staff.",
    );
    await baa.getByRole("link", { name: "Security and HIPAA" }).click();
    await expect(page.locator("#hipaa")).toContainText("Business Associate Agreement (BAA) is available on request");
  });

  test("every healthcare specialty page (a dental practice's too) carries the same answers", async ({ page }) => {
    await page.goto("/dental-care");
    const section = page.locator("#practice-questions");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("What Healthcare Teams Ask Us First");
    await expect(section.getByRole("article")).toHaveCount(3);
    await expect(section).toContainText("hang up and dial 911");
  });
});
