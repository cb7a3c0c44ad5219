import { data } from "react-router";
import { dataRequestsCopy as copy } from "~/content/data-requests";
import type { AdminUser } from "~/features/admin/access.server";
import { field } from "~/features/admin/actions.server";
import type { AppServices } from "#platform/context";
import { Conflict, ValidationFailed } from "~/lib/errors";
import type { DataRequestActionData } from "./console-page";
import { eraseEmail, erasedAnything, lookupEmail } from "./data-requests.server";
import { dataRequestIntents, type DataRequestIntent } from "./schema";

/**
 * The owner's data-request form (/admin/data-requests): find, review the erase, erase. Everything
 * is a POST: the address never goes into a URL, so it is not kept in request logs or the
 * browser's history (decision 068). A refusal answers 400 (bad address or intent) or 409.
 */
export async function answerDataRequest(services: AppServices, admin: AdminUser, form: FormData) {
  const typed = field(form, "email").slice(0, 300);
  const intent = field(form, "intent") || "find";
  if (!(dataRequestIntents as readonly string[]).includes(intent))
    return data({ ok: false, message: copy.unknownIntent, email: typed } satisfies DataRequestActionData, {
      status: 400,
    });
  try {
    if ((intent as DataRequestIntent) === "erase") {
      const done = await eraseEmail(services, admin, typed);
      const view = await lookupEmail(services, done.email);
      const message = erasedAnything(done) ? copy.erased(done.email) : copy.erasedNothing(done.email);
      return { ok: true, message, email: done.email, view } satisfies DataRequestActionData;
    }
    const view = await lookupEmail(services, typed);
    return {
      ok: true,
      email: view.email,
      view,
      confirming: intent === "review-erase" && !view.empty && !view.isAdmin,
    } satisfies DataRequestActionData;
  } catch (err) {
    if (err instanceof ValidationFailed)
      return data(
        { ok: false, message: err.message, fieldError: err.message, email: typed } satisfies DataRequestActionData,
        { status: 400 },
      );
    if (err instanceof Conflict) {
      const view = await lookupEmail(services, typed);
      return data({ ok: false, message: err.message, email: typed, view } satisfies DataRequestActionData, {
        status: 409,
      });
    }
    throw err;
  }
}
