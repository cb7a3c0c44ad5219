import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  RouterContextProvider,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { islandScripts } from "virtual:islands";
import { hydrateAfterPaint } from "../server/hydrate-after-paint";
import { NonceProvider } from "~/lib/nonce";
import { requestContext, servicesContext, type AppServices, type RequestInfo } from "#platform/context";

export { startBackgroundWork } from "~/flows/background.server";
/**
 * What server/app.ts answers without React Router (the beacon, the lead API, /checkout from memory,
 * a partner's link to a prerendered page): one registry, app/flows/fast-answers.server.ts.
 */
export { fastAnswers } from "~/flows/fast-answers.server";

export const streamTimeout = 5_000;

/**
 * The server entry (server/app.ts) builds each request's router context through this
 * export, so the context keys it sets are the very objects the routes read.
 */
export function createLoadContext(services: AppServices, request: RequestInfo) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, request);
  return context;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Prerendering runs without our server: no nonce, the server hashes those scripts instead.
  let nonce: string | undefined;
  try {
    nonce = loadContext.get(requestContext).nonce;
  } catch {
    nonce = undefined;
  }
  // A server-rendered island page (/checkout) is written whole, then rewritten as a prerendered
  // one is at build time: its scripts start after the first paint (decisions 034, 109).
  if (nonce && islandScripts && isIslandPage(routerContext))
    return renderIslandPage(request, responseStatusCode, responseHeaders, routerContext, nonce, islandScripts.islands);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady"
        : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** A page whose route says `handle = { islands: true }` (decision 079). */
function isIslandPage(routerContext: EntryContext) {
  return routerContext.staticHandlerContext.matches.some(
    (m) => (routerContext.routeModules[m.route.id]?.handle as { islands?: boolean } | undefined)?.islands === true,
  );
}

/**
 * A server-rendered island page, answered whole: rendered once everything is ready (its loader's
 * data is, before the first byte), its React Router module script made inert and started after
 * the first paint by the same loader as a prerendered page, with the response's nonce (decision
 * 109). Only 16–20 KB of HTML, kept in memory for two seconds (decision 089).
 */
function renderIslandPage(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string,
  islandFiles: Record<string, string[]>,
) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (c: Buffer) => chunks.push(c));
    body.on("end", () => {
      let html = Buffer.concat(chunks).toString("utf8");
      try {
        html = hydrateAfterPaint(html, islandFiles);
      } catch (err) {
        // Still a working page (its scripts start at once): never a visitor's error.
        console.error(err);
      }
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};
