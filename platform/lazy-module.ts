import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used instead of when the server starts (decision 091).
 * The SDKs of services a site may never call (Stripe without a key, S3 without a bucket, the AI
 * SDK before the first chat, SMTP before the first email) held about 25 MiB of the server's heap
 * at idle. Each is read through its CommonJS entry, synchronously, so the functions using it keep
 * their shapes.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
