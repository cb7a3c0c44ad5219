/**
 * The explicit allow-list of configuration the browser may see. Everything else in
 * the environment stays on the server. Used by the env schema and by the Vite build,
 * which bakes these values into the client bundle and the prerendered pages.
 */
export type PublicEnv = {
  siteUrl: string;
  /** Share of page loads whose Web Vitals are measured and sent, 0 to 1 (ANALYTICS_VITALS_SAMPLE). */
  vitalsSample: number;
};

export const DEFAULT_SITE_URL = "http://127.0.0.1:3000";

export function pickPublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const raw = source.PUBLIC_SITE_URL?.trim() || DEFAULT_SITE_URL;
  const sample = Number(source.ANALYTICS_VITALS_SAMPLE?.trim() || 1);
  return {
    siteUrl: raw.replace(/\/+$/, ""),
    vitalsSample: Number.isFinite(sample) ? Math.min(1, Math.max(0, sample)) : 1,
  };
}
