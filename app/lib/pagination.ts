/**
 * Cursor pagination for the console's lists: `?after=<id>` shows the rows older than that
 * row, `?before=<id>` the rows newer than it. A cursor is a row id, so a page never shifts
 * when new leads or orders arrive while the owner is reading.
 */

export type Cursor = { after?: string; before?: string };
export type Page<T> = {
  items: T[];
  /** id for ?after= (older rows), or null */ next: string | null;
  /** id for ?before= (newer rows), or null */ prev: string | null;
};

export const PAGE_SIZE = 25;

const CURSORS = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  text: /^[A-Za-z0-9_-]{1,100}$/,
};

/** The cursor in the query string; a malformed one is ignored (first page). */
export function cursorFrom(params: URLSearchParams, kind: keyof typeof CURSORS = "uuid"): Cursor {
  const after = params.get("after");
  const before = params.get("before");
  if (after && CURSORS[kind].test(after)) return { after };
  if (before && CURSORS[kind].test(before)) return { before };
  return {};
}

/**
 * Runs a keyset query for one page. `fetch` gets the direction and the row count to ask for;
 * it returns rows newest first for "older" (desc) and oldest first for "newer" (asc).
 */
export async function keysetPage<T extends { id: string }>(
  cursor: Cursor,
  limit: number,
  fetch: (args: { direction: "older" | "newer"; cursorId: string | null; take: number }) => Promise<T[]>,
): Promise<Page<T>> {
  if (cursor.before) {
    const rows = await fetch({ direction: "newer", cursorId: cursor.before, take: limit + 1 });
    const more = rows.length > limit;
    const items = rows.slice(0, limit).reverse();
    return { items, next: items.at(-1)?.id ?? null, prev: more ? (items[0]?.id ?? null) : null };
  }
  const rows = await fetch({ direction: "older", cursorId: cursor.after ?? null, take: limit + 1 });
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  return { items, next: more ? (items.at(-1)?.id ?? null) : null, prev: cursor.after ? (items[0]?.id ?? null) : null };
}

/** The same list with another page (or filter) in the query string. */
export function withParams(search: string, changes: Record<string, string | null>) {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") params.delete(k);
    else params.set(k, v);
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}
