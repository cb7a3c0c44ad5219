import { site } from "~/content/site";
import { randomInt } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { affiliates, orders, referrals, user } from "#db/schema";
import type { Db } from "#platform/db.server";
import { isUniqueViolation } from "~/lib/errors";
import { mayRememberReferral, referralConsent } from "../consent/consent.server";
import { normaliseCode } from "./attribution";
import { referralSetCookie } from "./referral-cookie.server";

/** The brand's first letters ("VOXA"): the prefix of a code for someone who gave no name. */
const BRAND_PREFIX = site.name.replace(/[^A-Za-z]/g, "").toUpperCase().slice(0, 4) || "REF";

/** No 0/O, 1/I/L: codes are read aloud and typed from screenshots. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** The spec's generate_unique_affiliate_code: a readable prefix from the name plus random characters. */
export function generateAffiliateCode(name: string | null | undefined) {
  const prefix = (name ?? "")
    .normalize("NFKD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .slice(0, 4);
  let random = "";
  for (let i = 0; i < 6; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix || BRAND_PREFIX}${random}`;
}

export type AffiliateRecord = typeof affiliates.$inferSelect;

/** Spec: select affiliates where user_id = the current user, at most one row. */
export async function affiliateForUser(db: Db, userId: string): Promise<AffiliateRecord | null> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId)).limit(1);
  return row ?? null;
}

/** Makes a candidate code from the member's name; injectable so tests can force collisions. */
export type CodeGenerator = (name: string | null | undefined) => string;

/** Attempts at a fresh code before the join fails (each collision costs one). */
export const JOIN_CODE_ATTEMPTS = 8;

/**
 * Joins the program: one record per user (unique index), a unique code (unique index,
 * retried on collision). A double click or a second tab returns the same record.
 */
export async function joinAffiliateProgram(
  db: Db,
  userId: string,
  defaultRate: number,
  generateCode: CodeGenerator = generateAffiliateCode,
): Promise<AffiliateRecord> {
  const existing = await affiliateForUser(db, userId);
  if (existing) return existing;
  const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  for (let attempt = 0; attempt < JOIN_CODE_ATTEMPTS; attempt++) {
    try {
      const [row] = await db
        .insert(affiliates)
        .values({ userId, code: generateCode(owner?.name), commissionRate: defaultRate })
        .onConflictDoNothing({ target: affiliates.userId })
        .returning();
      if (row) {
        forgetReferralCodes();
        return row;
      }
      const raced = await affiliateForUser(db, userId);
      if (raced) return raced;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err; // a code collision: try another code
    }
  }
  throw new Error("Could not generate a unique affiliate code");
}

/** "jane.doe@example.com" → "ja•••@example.com" */
export function maskEmail(email: string | null | undefined) {
  if (!email) return "";
  const [local, domain] = email.split("@");
  if (!domain) return "•••";
  return `${local.slice(0, 2)}•••@${domain}`;
}

export type ReferralRow = {
  id: string;
  createdAt: string;
  userName: string;
  userEmail: string;
  status: string;
  commission: number;
  /** Its order was paid in the local TEST MODE checkout: no money moved, no commission. */
  test: boolean;
};

/** Spec: referrals of this affiliate, newest first, with the referred user's name and (masked) email. */
export async function referralsForAffiliate(db: Db, affiliateId: string, limit = 50): Promise<ReferralRow[]> {
  const rows = await db
    .select({
      id: referrals.id,
      createdAt: referrals.createdAt,
      status: referrals.status,
      commission: referrals.commissionAmount,
      referredEmail: referrals.referredEmail,
      userId: user.id,
      name: user.name,
      email: user.email,
      test: sql<boolean>`coalesce(${orders.testMode}, false)`,
    })
    .from(referrals)
    .leftJoin(user, eq(user.id, referrals.referredUserId))
    .leftJoin(orders, eq(orders.id, referrals.orderId))
    .where(eq(referrals.affiliateId, affiliateId))
    .orderBy(desc(referrals.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    ...referredPerson(r),
    status: r.status,
    commission: r.commission,
    test: Boolean(r.test),
  }));
}

/**
 * The User cell: the account's name over its masked email. An account without a name (better-auth
 * allows "") shows its masked email as the name; a buyer without an account is a "Guest buyer".
 */
export function referredPerson(r: { userId: string | null; name: string | null; email: string | null; referredEmail: string | null }) {
  const masked = maskEmail(r.email ?? r.referredEmail);
  const name = r.name?.trim();
  if (name) return { userName: name, userEmail: masked };
  if (r.userId && masked) return { userName: masked, userEmail: "" };
  return { userName: "Guest buyer", userEmail: masked };
}

export async function affiliateSummary(db: Db, affiliateId: string) {
  const [totals] = await db
    .select({
      referrals: count(referrals.id),
      earnings: sql<number>`coalesce(sum(case when ${referrals.status} in ('approved', 'paid') then ${referrals.commissionAmount} else 0 end), 0)::int`,
      pending: sql<number>`coalesce(sum(case when ${referrals.status} = 'pending' then ${referrals.commissionAmount} else 0 end), 0)::int`,
    })
    .from(referrals)
    .where(eq(referrals.affiliateId, affiliateId));
  return { totalReferrals: Number(totals?.referrals ?? 0), totalEarnings: Number(totals?.earnings ?? 0), pendingEarnings: Number(totals?.pending ?? 0) };
}

/** Records a sign-up referral for a new user who arrived through an affiliate link (cookie). */
export async function recordSignupReferral(db: Db, code: string | null, newUser: { id: string; email: string }) {
  const clean = normaliseCode(code);
  if (!clean) return null;
  const [aff] = await db
    .select({ id: affiliates.id, userId: affiliates.userId, email: user.email })
    .from(affiliates)
    .innerJoin(user, eq(user.id, affiliates.userId))
    .where(and(eq(affiliates.code, clean), eq(affiliates.status, "active")))
    .limit(1);
  if (!aff) return null;
  const self = aff.userId === newUser.id || aff.email.trim().toLowerCase() === newUser.email.trim().toLowerCase();
  const [row] = await db
    .insert(referrals)
    .values({
      affiliateId: aff.id,
      referredUserId: newUser.id,
      referredEmail: newUser.email.trim().toLowerCase(),
      status: self ? "self_referral" : "signed_up",
      selfReferral: self,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The code, normalised, when it names an active affiliate; otherwise null. */
export async function activeReferralCode(db: Db, code: string | null | undefined) {
  const clean = normaliseCode(code);
  if (!clean) return null;
  const [aff] = await db.select({ id: affiliates.id }).from(affiliates).where(and(eq(affiliates.code, clean), eq(affiliates.status, "active"))).limit(1);
  return aff ? clean : null;
}

/**
 * What a page visit with ?ref= learnt about a code, kept for a few seconds: a partner's link is
 * opened by many visitors at once, and a prerendered page is answered from memory (decision 077),
 * so its cookie should not wait on the database each time. Bounded (the oldest answer goes first,
 * so a stream of made-up codes cannot grow it), and forgotten at once when this process joins,
 * suspends or reactivates a partner; another instance's change is seen within the 10 s.
 */
const VISIT_CODE_TTL_MS = 10_000;
const VISIT_CODE_LIMIT = 2_000;
const visitCodes = new Map<string, { active: boolean; until: number }>();

/** Called after any change to which codes are active. */
export function forgetReferralCodes() {
  visitCodes.clear();
}

export async function activeCodeForVisit(db: Db, code: string | null | undefined, now: number) {
  const clean = normaliseCode(code);
  if (!clean) return null;
  const known = visitCodes.get(clean);
  if (known && known.until > now) return known.active ? clean : null;
  const active = (await activeReferralCode(db, clean)) !== null;
  visitCodes.delete(clean);
  if (visitCodes.size >= VISIT_CODE_LIMIT) visitCodes.delete(visitCodes.keys().next().value!);
  visitCodes.set(clean, { active, until: now + VISIT_CODE_TTL_MS });
  return active ? clean : null;
}

/**
 * A page visited with ?ref=CODE: the referral cookie's Set-Cookie header when the code is an
 * active partner's and the visitor has allowed the cookie (never under GPC); otherwise null.
 * The root middleware (server-rendered pages) and the server's answer from memory (prerendered
 * pages) both call this.
 */
export async function referralCookieForVisit(
  db: Db,
  env: Parameters<typeof referralSetCookie>[1] & { PUBLIC_SITE_URL: string },
  code: string | null,
  headers: { get(name: string): string | null },
  now = Date.now(),
) {
  if (!code || !mayRememberReferral(referralConsent(headers))) return null;
  const clean = await activeCodeForVisit(db, code, now);
  return clean ? referralSetCookie(clean, env, env.PUBLIC_SITE_URL.startsWith("https://")) : null;
}

/** When ?ref=CODE names an active affiliate: the Set-Cookie header (last click wins). */
export async function attributionCookieFor(
  db: Db,
  code: string | null,
  env: Parameters<typeof referralSetCookie>[1],
  secure: boolean,
) {
  const clean = await activeReferralCode(db, code);
  return clean ? referralSetCookie(clean, env, secure) : null;
}

