/**
 * The explicit allow-list of configuration the browser may see. Everything else in
 * the environment stays on the server. Used by the env schema and by the Vite build,
 * which bakes these values into the client bundle and the prerendered pages.
 */
export type PublicEnv = {
  siteUrl: string;
};

export const DEFAULT_SITE_URL = "http://127.0.0.1:3000";

export function pickPublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const raw = source.PUBLIC_SITE_URL?.trim() || DEFAULT_SITE_URL;
  return { siteUrl: raw.replace(/\/+$/, "") };
}
