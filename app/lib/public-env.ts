import type { PublicEnv } from "../../server/public-env";

declare const __PUBLIC_ENV__: PublicEnv;

/** Values from the server's allow-list (server/public-env.ts), baked in at build time. */
export function publicEnv(): PublicEnv {
  return __PUBLIC_ENV__;
}
