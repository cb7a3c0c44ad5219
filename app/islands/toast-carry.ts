import type { ExternalToast } from "sonner";
import { CARRY_KEY, carrier, show, waitingToasts, type Kind, type ToastRequest } from "~/lib/toast";

/**
 * Toasts that cross a page load (decision 079). On a page without a router (an island page) a
 * navigation loads the next document; a toast asked for with it ("Let's build your solution" after
 * the solution finder) is handed over through sessionStorage and shown by the next page, as it is
 * when React Router navigates within the document. Only the text, description and duration go
 * (buttons stay behind).
 */
function carry(request: ToastRequest) {
  request.carried = true;
  if (typeof request.message !== "string") return;
  const { description, duration } = request.options ?? {};
  const options = { ...(typeof description === "string" && { description }), ...(duration && { duration }) };
  try {
    const list = JSON.parse(sessionStorage.getItem(CARRY_KEY) ?? "[]") as unknown[];
    list.push({ kind: request.kind, message: request.message, options });
    sessionStorage.setItem(CARRY_KEY, JSON.stringify(list));
  } catch {
    // Storage refused (private mode, full): the toast is lost with the page, as before.
  }
}

/** The page is about to load the next one: toasts not shown yet, and those asked for until it goes, go with it. */
export function carryToastsToNextPage() {
  carrier.take = carry;
  waitingToasts.forEach(carry);
  // Back to this page from the back/forward cache: its toasts are its own again.
  addEventListener("pageshow", () => (carrier.take = null), { once: true });
}

/** Shows the toasts the previous page handed over. */
export function showCarriedToasts() {
  let list: { kind: Kind; message: string; options?: ExternalToast }[] = [];
  try {
    list = JSON.parse(sessionStorage.getItem(CARRY_KEY) ?? "[]") as typeof list;
    sessionStorage.removeItem(CARRY_KEY);
  } catch {
    return;
  }
  for (const t of Array.isArray(list) ? list : []) {
    if (t && typeof t.message === "string" && ["message", "success", "error", "info", "warning"].includes(t.kind))
      show(t.kind, t.message, t.options);
  }
}
