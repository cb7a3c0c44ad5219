/** Settings shared by the security suite's global setup and its tests. */
/**
 * site: http, PGlite, local-only (the default set-up, with the dev mailbox). pairA / pairB: two
 * instances on one PostgreSQL behind a (simulated) https reverse proxy: PUBLIC_SITE_URL https,
 * TRUST_PROXY=1 (one proxy in front), mail through SMTP (a fake), production rate limits.
 */
export type SiteName = "site" | "pairA" | "pairB";
export type SiteRef = {
  url: string;
  dataDir: string;
  /**
   * Where the instance's emails can be read, one .json per message: its dev outbox
   * (DATA_DIR/mail) on "site"; on the pair, which sends through SMTP, the copies global
   * setup's SMTP fake writes of what it received from that instance.
   */
  mailDir: string;
};

/** The only address in ADMIN_EMAILS on the "site" instance. */
export const ADMIN_EMAIL = "owner-security@example.com";
/** BETTER_AUTH_SECRET of the two https instances (private, as https requires). */
export const PAIR_SECRET = "the-secret-both-rate-limit-instances-share-0123";
export const PASSWORD = "correct horse battery staple";
/** The address the https instances claim (requests reach them on loopback through proxy headers). */
export const HTTPS_SITE_URL = "https://voxa.example";
