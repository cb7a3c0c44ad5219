import { LIMITS } from "./limits";

/**
 * The demo request a signed-out visitor typed, kept in this browser while they sign up and
 * confirm their email, then sent once they are signed in (docs/decisions/102). In localStorage, so
 * the confirmation link opened in a new tab of the same browser still finds it; dropped once sent,
 * or after seven days. Only the form's own five fields are kept: nothing else, never a password.
 */
export const KEPT_DEMO_REQUEST_KEY = "voxa:kept-demo-request";
export const KEEP_DEMO_REQUEST_MS = 7 * 24 * 60 * 60 * 1000;

const FIELDS = ["name", "email", "phone", "company", "message"] as const;
const MAX: Record<(typeof FIELDS)[number], number> = {
  name: LIMITS.name,
  email: LIMITS.email,
  phone: LIMITS.phone,
  company: LIMITS.company,
  message: LIMITS.longText,
};

export type KeptDemoRequest = {
  values: Partial<Record<(typeof FIELDS)[number], string>>;
  /** The page the form was filled on: the lead's page when it is sent. */
  page?: string;
  savedAt: number;
  /** Set while one tab sends it (the others leave it alone). */
  sendingSince?: number;
  /** The server refused the values: not sent again by itself, only put back into the form. */
  review?: boolean;
};

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    // No storage (private mode, blocked): the visitor's text is kept by the form only.
    return null;
  }
}

function write(store: Store | null, kept: KeptDemoRequest) {
  try {
    store?.setItem(KEPT_DEMO_REQUEST_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: a convenience lost, nothing else.
  }
}

/** Keeps what was typed into the demo request (its five fields only) with the page it came from. */
export function keepDemoRequest(
  values: Record<string, string>,
  page: string | undefined,
  { store = browserStore(), now = Date.now() }: { store?: Store | null; now?: number } = {},
) {
  const kept: KeptDemoRequest["values"] = {};
  for (const f of FIELDS) {
    const v = values[f]?.trim();
    if (v) kept[f] = v.slice(0, MAX[f]);
  }
  write(store, { values: kept, page, savedAt: now });
}

/** The kept request, if there is one younger than seven days; an older or unreadable one is dropped. */
export function keptDemoRequest({
  store = browserStore(),
  now = Date.now(),
}: { store?: Store | null; now?: number } = {}) {
  let raw: string | null = null;
  try {
    raw = store?.getItem(KEPT_DEMO_REQUEST_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let kept: KeptDemoRequest | null = null;
  try {
    const parsed = JSON.parse(raw) as Partial<KeptDemoRequest> | null;
    if (parsed && typeof parsed.savedAt === "number" && parsed.values && typeof parsed.values === "object")
      kept = {
        values: Object.fromEntries(
          FIELDS.flatMap((f) => (typeof parsed.values?.[f] === "string" ? [[f, parsed.values[f]]] : [])),
        ),
        page: typeof parsed.page === "string" ? parsed.page : undefined,
        savedAt: parsed.savedAt,
        sendingSince: typeof parsed.sendingSince === "number" ? parsed.sendingSince : undefined,
        review: parsed.review === true || undefined,
      };
  } catch {
    kept = null;
  }
  // Seven days at most (and nothing dated in the future, which a changed clock could leave).
  if (!kept || now - kept.savedAt > KEEP_DEMO_REQUEST_MS || kept.savedAt > now + 60_000) {
    dropKeptDemoRequest({ store });
    return null;
  }
  return kept;
}

export function updateKeptDemoRequest(
  change: Partial<Pick<KeptDemoRequest, "sendingSince" | "review">>,
  { store = browserStore(), now = Date.now() }: { store?: Store | null; now?: number } = {},
) {
  const kept = keptDemoRequest({ store, now });
  if (kept) write(store, { ...kept, ...change });
}

export function dropKeptDemoRequest({ store = browserStore() }: { store?: Store | null } = {}) {
  try {
    store?.removeItem(KEPT_DEMO_REQUEST_KEY);
  } catch {
    // Nothing to do: it lapses after seven days anyway.
  }
}

/** Cheap enough for every page's header: is there anything to send once signed in? */
export function hasKeptDemoRequest() {
  try {
    return window.localStorage.getItem(KEPT_DEMO_REQUEST_KEY) !== null;
  } catch {
    return false;
  }
}
