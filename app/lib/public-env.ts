import type { PublicEnv } from "#platform/public-env";

declare const __PUBLIC_ENV__: PublicEnv;

/** Values from the server's allow-list (platform/public-env.ts), baked in at build time. */
export function publicEnv(): PublicEnv {
  return __PUBLIC_ENV__;
}
