import { data } from "react-router";
import { Conflict, NotFound, ValidationFailed } from "~/lib/errors";
import { adminNotFound } from "./access.server";

/** Headers of every console response: never cached by a shared cache, never indexed. */
export function adminHeaders() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/** Maps the data layer's typed errors to the action's answer; anything else is a real error. */
export function actionFailure<E extends Record<string, unknown> = Record<never, never>>(err: unknown, extra?: E) {
  if (err instanceof ValidationFailed)
    return data(
      { ok: false as const, message: err.message, fieldErrors: err.fieldErrors, ...(extra as E) },
      { status: 400 },
    );
  if (err instanceof Conflict)
    return data({ ok: false as const, message: err.message, ...(extra as E) }, { status: 409 });
  if (err instanceof NotFound) throw adminNotFound();
  throw err;
}

/** The string value of a form field ("" when missing or a file). */
export function field(form: FormData, name: string) {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}
