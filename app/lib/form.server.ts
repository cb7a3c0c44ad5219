import { data } from "react-router";
import { cleanText } from "./api.server";
import { BODY_LIMITS, BODY_TOO_LARGE, isBodyTooLarge, readBodyFormData } from "./body.server";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The body of a page's form post, its text cleaned for the database (cleanText). A body that is
 * not a form (415), that passes `limit` bytes while it streams (413, the rest never read), or that
 * cannot be read, such as a broken multipart upload (400), is the sender's mistake: answered as
 * such, never as a 500.
 */
export async function readForm(request: Request, limit: number = BODY_LIMITS.form): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? ""))
    throw data("Please send the form from its page.", { status: 415, statusText: "Unsupported form encoding" });
  let form: FormData;
  try {
    form = await readBodyFormData(request, limit);
  } catch (err) {
    if (isBodyTooLarge(err))
      throw data(BODY_TOO_LARGE, { status: 413, statusText: "Request body too large", headers: err.headers });
    throw data("The form could not be read. Please reload the page and try again.", {
      status: 400,
      statusText: "Unreadable form",
    });
  }
  // Text the database can store (no NUL characters).
  const clean = new FormData();
  for (const [k, v] of form) clean.append(cleanText(k), typeof v === "string" ? cleanText(v) : v);
  return clean;
}
