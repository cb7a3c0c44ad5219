import type { RouterContextProvider } from "react-router";
import { getServices, requestContext } from "./context";
import { isLocalRequest } from "./local-only";

/**
 * `isLocalRequest` for a loader or action: the client address is the one the server entry put in
 * the request's context (none there, as in a test that builds its own: not local).
 */
export function isLocalRequestIn(context: Readonly<RouterContextProvider>, request: Request): boolean {
  let clientAddress: string | null = null;
  try {
    clientAddress = context.get(requestContext).clientIp;
  } catch {
    clientAddress = null;
  }
  return isLocalRequest(getServices(context).env, request, clientAddress);
}
