import { site } from "~/content/site";
import { pageTitle } from "./seo";

/**
 * The page a request gets while the database is unreachable (503): from the root middleware for
 * pages and actions, and from the lead API's fast path (decision 090).
 */
export const unavailableHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${pageTitle("We'll be right back")}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>We'll be right back</h1><p>${site.name} is briefly unavailable while we reconnect to our systems. Nothing you sent is lost; please try again in a moment.</p><p><a href="/">Back to home</a></p></body></html>`;
