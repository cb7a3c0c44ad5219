import MiniSearch from "minisearch";
import { facts, faqFacts, featureFacts, type Fact } from "./facts";
import { FILLER, stem } from "./text";

/**
 * Retrieval over everything the assistant may say about the company (decision 054, kept by 099): the
 * facts, the pages' FAQ answers and their feature cards, in one MiniSearch index built on the
 * first question (a few milliseconds). It answers what the rules do not recognise, and picks
 * the facts that ground a model's reply.
 */

const processTerm = (term: string): string | null => {
  const t = term.toLowerCase();
  if (t.length < 2 || FILLER.has(t)) return null;
  return stem(t);
};

type Doc = Fact & { n: number };
let index: { mini: MiniSearch<Doc>; docs: Doc[] } | null = null;

function getIndex() {
  if (index) return index;
  const docs: Doc[] = [...facts, ...faqFacts, ...featureFacts].map((f, n) => ({ ...f, n }));
  const mini = new MiniSearch<Doc>({
    idField: "n",
    fields: ["title", "keywords", "text"],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      prefix: (t) => t.length > 5,
      fuzzy: (t) => (t.length > 6 ? 0.15 : false),
    },
  });
  mini.addAll(docs);
  index = { mini, docs };
  return index;
}

export type Hit = { fact: Fact; score: number; terms: string[] };

/** The passages that answer a question best, optionally only of some kinds ("fact", "faq", "feature"). */
export function retrieve(query: string, opts: { limit?: number; kinds?: ("fact" | "faq" | "feature")[] } = {}): Hit[] {
  const { mini, docs } = getIndex();
  const kindOf = (d: Fact) => (d.id.startsWith("faq:") ? "faq" : d.id.startsWith("feature:") ? "feature" : "fact");
  return mini
    .search(query, {
      filter: (r) => !opts.kinds || opts.kinds.includes(kindOf(docs[r.id as number]!)),
    })
    .slice(0, opts.limit ?? 3)
    .map((r) => ({ fact: docs[r.id as number]!, score: r.score, terms: r.terms }));
}

/** Builds the index now (the bench reports the cold start apart). */
export const warmIndex = () => void getIndex();
