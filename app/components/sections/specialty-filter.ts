/** Case-insensitive match on a card's title or description (spec §2 "Healthcare marketplace"). */
export function filterSpecialties<T extends { title: string; summary: string }>(cards: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...cards];
  return cards.filter((c) => c.title.toLowerCase().includes(q) || c.summary.toLowerCase().includes(q));
}
