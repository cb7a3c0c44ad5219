import type { RouterContextProvider } from "react-router";
import { getUserSession } from "~/features/auth/session.server";
import { apiError, json, readJson } from "~/lib/api.server";
import { getServices, requestContext, type AppServices } from "#platform/context";
import type { Requester } from "./chat.server";
import { tokenBudgetSpent } from "./budget.server";
import { chatMode, smallestReservation } from "./chat.server";
import {
  listFiles,
  loadBusinessDetails,
  loadChatPreferences,
  saveBusinessDetails,
  saveChatPreferences,
} from "./details.server";
import { uploadLimits } from "./files.server";
import type { DemoStateView } from "./types";
import { voiceConfigured } from "./voice-session.server";

/**
 * The glue between the demo's resource routes and its feature code: who is asking (the
 * session's user and the client address) and one error mapping for every endpoint.
 */

type Ctx = Readonly<RouterContextProvider>;

export async function requesterOf(context: Ctx, request: Request): Promise<Requester> {
  const session = await getUserSession(context, request);
  let clientIp = "unknown";
  try {
    clientIp = context.get(requestContext).clientIp;
  } catch {
    // Only in tests without a request context.
  }
  return { user: session ? { id: session.user.id, email: session.user.email } : null, clientIp };
}

/** The spec's "No user logged in", as a 401 the page turns into the login redirect. */
export const notSignedIn = () => json({ error: "No user logged in", code: "LOGIN_REQUIRED" }, 401);

/** Runs an endpoint body and maps thrown errors (400/404/413/415/429…) to JSON answers. */
export async function endpoint(context: Ctx, run: (services: AppServices) => Promise<Response>) {
  const services = getServices(context);
  try {
    return await run(services);
  } catch (err) {
    return apiError(err, services.logger);
  }
}

/** What the page needs after hydration: the modes, and for a signed-in visitor their saved set-up. */
export async function demoState(services: AppServices, who: Requester): Promise<DemoStateView> {
  const configured = chatMode(services.env);
  // A live model whose daily budget is spent: the page says the offline assistant answers today.
  const resting =
    configured === "live" &&
    (await tokenBudgetSpent(services.database.db, services.env, smallestReservation()).catch(() => false));
  const base: Pick<DemoStateView, "chat" | "chatOfflineReason" | "voice" | "uploads"> = {
    chat: resting ? "offline" : configured,
    chatOfflineReason: resting ? "budget" : configured === "offline" ? "unconfigured" : null,
    voice: voiceConfigured(services.env) ? "configured" : "unconfigured",
    uploads: uploadLimits(services.env),
  };
  if (!who.user) return { ...base, signedIn: false, businessDetails: null, chatPreferences: null, files: [] };
  const { db } = services.database;
  const [businessDetails, chatPreferences, files] = await Promise.all([
    loadBusinessDetails(db, who.user.id),
    loadChatPreferences(db, who.user.id),
    listFiles(db, who.user.id),
  ]);
  return { ...base, signedIn: true, businessDetails, chatPreferences, files };
}

export async function handleBusinessDetails(context: Ctx, request: Request) {
  return endpoint(context, async (services) => {
    const who = await requesterOf(context, request);
    if (!who.user) return notSignedIn();
    if (request.method === "GET")
      return json({ businessDetails: await loadBusinessDetails(services.database.db, who.user.id) });
    if (request.method !== "POST" && request.method !== "PUT")
      return json({ error: "Method not allowed" }, 405, { Allow: "GET, POST, PUT" });
    const saved = await saveBusinessDetails(services, who.user, await readJson(request), { clientIp: who.clientIp });
    return json({ businessDetails: saved });
  });
}

export async function handleChatPreferences(context: Ctx, request: Request) {
  return endpoint(context, async (services) => {
    const who = await requesterOf(context, request);
    if (!who.user) return notSignedIn();
    if (request.method === "GET")
      return json({ chatPreferences: await loadChatPreferences(services.database.db, who.user.id) });
    if (request.method !== "POST" && request.method !== "PUT")
      return json({ error: "Method not allowed" }, 405, { Allow: "GET, POST, PUT" });
    return json({
      chatPreferences: await saveChatPreferences(services.database.db, who.user.id, await readJson(request)),
    });
  });
}
