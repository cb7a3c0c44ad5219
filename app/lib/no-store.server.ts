import type { MiddlewareFunction } from "react-router";

export const NO_STORE = "private, no-store";

function withNoStore(response: Response): Response {
  try {
    response.headers.set("Cache-Control", NO_STORE);
    return response;
  } catch {
    // A response with immutable headers (Response.redirect): answer with a copy.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", NO_STORE);
    return copy;
  }
}

/**
 * Route middleware for pages that show one person's order, payment or account: whatever the
 * route answers (the page, its `.data` request, a redirect, a 429 or an error page) is never kept
 * by a browser or shared cache. Prerendered marketing pages do not use it and keep their caching.
 */
export const noStore: MiddlewareFunction<Response> = async (_args, next) => {
  try {
    return withNoStore(await next());
  } catch (err) {
    // A redirect or error Response thrown further down passes through here on its way out.
    if (err instanceof Response) throw withNoStore(err);
    throw err;
  }
};
