import { addOnsFor, catalog, isPriceId, type CatalogItem, type PriceId } from "~/content/catalog";
import { ValidationFailed } from "~/lib/errors";

export type Selection = { main: CatalogItem; addOns: CatalogItem[]; mode: "payment" | "subscription" };

const BUYABLE_ALONE: CatalogItem["kind"][] = ["offer", "package", "core-plan", "plan", "ebook", "session"];

/** Turns a checkout request into catalog items, or throws ValidationFailed with the reason. */
export function resolveSelection(priceId: string, upsellPriceIds: string[] = []): Selection {
  if (!isPriceId(priceId)) throw new ValidationFailed(`Unknown priceId: ${priceId}`);
  const main: CatalogItem = catalog[priceId];
  if (main.disabled) throw new ValidationFailed(`${main.name} is not available right now`);
  if (!BUYABLE_ALONE.includes(main.kind)) throw new ValidationFailed(`${main.name} can only be bought as an add-on`);
  const seen = new Set<string>([priceId]);
  const allowed = new Set<PriceId>(addOnsFor[priceId] ?? []);
  const addOns: CatalogItem[] = [];
  for (const id of upsellPriceIds) {
    if (seen.has(id)) throw new ValidationFailed(`Duplicate priceId: ${id}`);
    seen.add(id);
    if (!isPriceId(id)) throw new ValidationFailed(`Unknown priceId: ${id}`);
    const item: CatalogItem = catalog[id];
    if (item.disabled) throw new ValidationFailed(`${item.name} is not available right now`);
    if (!allowed.has(id)) throw new ValidationFailed(`${item.name} cannot be added to ${main.name}`);
    addOns.push(item);
  }
  return { main, addOns, mode: main.kind === "plan" ? "subscription" : "payment" };
}

/** What is charged at checkout, in cents (for plans: the setup fee). */
export function amountDueNow(selection: Selection) {
  return [selection.main, ...selection.addOns].reduce((sum, i) => sum + i.amount, 0);
}
