import type Stripe from "stripe";
import { lazyModule } from "#platform/lazy-module";
import type { Env } from "#platform/env.server";

/** The SDK is loaded only on a site with a Stripe key (test-mode checkout never loads it). */
const stripeSdk = lazyModule<typeof Stripe>("stripe");

/** The Stripe adapter: the real SDK, pointed at STRIPE_API_BASE when set (tests use a loopback fake). */
export function createStripe(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const StripeSdk = stripeSdk();
  return new StripeSdk(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

export type { Stripe };
