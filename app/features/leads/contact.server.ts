import type { RouterContextProvider } from "react-router";
import { handleLeadFormPost } from "./form-post.server";

export const CONTACT_SENT_PATH = "/contact?sent=1";

/**
 * The /contact form posted without JavaScript (with JavaScript it goes to
 * POST /api/leads/contact and toasts). Success redirects to /contact?sent=1 so a reload does
 * not post again; a problem re-renders the page with the message and the typed values.
 */
export function contactAction(context: Readonly<RouterContextProvider>, request: Request) {
  return handleLeadFormPost(context, request, "contact", {
    sentPath: CONTACT_SENT_PATH,
    wrongTypeMessage: "Please send the form from the contact page.",
  });
}
