/**
 * How the offline assistant reads a message (docs/decisions/099): lower case without accents,
 * contractions and buyer slang spelled out, typos mended against the words the rules know, and
 * a message with two or three questions in it cut into its parts. Pure and deterministic.
 */

/** Numbers as words, their index their value ("three clinics", "party of four"). */
export const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** Lower case, no accents, straight quotes, one space. */
export function normalise(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** Spelled-out forms of what visitors type, applied before the rules read a message. */
const SPELLED: [RegExp, string][] = [
  [/\b(what|that|how|where|who|when|why|which|it|there|here|she|he)'s\b/g, "$1 is"],
  [/\b(can)'t\b|\bcant\b/g, "cannot"],
  [/\bwon'?t\b/g, "will not"],
  [/\b(do|does|did|is|are|was|were|have|has|would|should|could)n'?t\b/g, "$1 not"],
  [/\b(i|you|we|they)'re\b/g, "$1 are"],
  [/\b(i|you|we|they)'ve\b/g, "$1 have"],
  [/\b(i|you|we|they|it)'ll\b/g, "$1 will"],
  [/\b(i|you|we|they)'d\b/g, "$1 would"],
  [/\bi'm\b|\bim\b/g, "i am"],
  [/\bu\b/g, "you"],
  [/\bur\b/g, "your"],
  [/\br\b/g, "are"],
  [/\bpls\b|\bplz\b/g, "please"],
  [/\bthx\b|\bthanx\b|\bty\b/g, "thanks"],
  [/\bappt\b/g, "appointment"],
  [/\binfo\b/g, "information"],
  [/\bmo\b|\bmnth\b/g, "month"],
  [/\byr\b/g, "year"],
  [/\bhr\b/g, "hour"],
  [/\bmins?\b/g, "minute"],
  [/\bw\/o\b/g, "without"],
  [/\bw\/\s?/g, "with "],
  [/\b24\s?x\s?7\b|\b24\/7\b|\b24-7\b/g, "24/7"],
  [/\bwanna\b/g, "want to"],
  [/\bgonna\b/g, "going to"],
  [/\bgotta\b/g, "got to"],
  [/\bkinda\b/g, "kind of"],
  [/\bhow much (is|are|does|do|'s)\b/g, "how much $1"],
  [/\bai\b|\ba\.i\.?/g, "ai"],
  [/\bdr\.? /g, "doctor "],
  [/\bst\.? (?=\d)/g, "street "],
  [/\bppl\b/g, "people"],
  [/\babt\b/g, "about"],
  [/\bbc\b|\bcuz\b|\bcause\b/g, "because"],
  [/\bthru\b/g, "through"],
  [/\bnite\b/g, "night"],
  [/\btmrw\b|\btmr\b|\btomoz\b/g, "tomorrow"],
  [/\bsat\b/g, "saturday"],
  [/\bsun\b(?! ?(belt|room))/g, "sunday"],
  [/\bmon\b/g, "monday"],
  [/\bfri\b/g, "friday"],
  [/\bwknd\b|\bweekend\b/g, "weekend"],
  [/\bcrms\b/g, "crm"],
  [/\bhows much\b/g, "how much"],
  [/\bw\b(?= (me|us|you|my|her|him|them|the)\b)/g, "with"],
  [/\binsta\b|\big\b(?= (posts?|comments?|dms?|account|page|followers))/g, "instagram"],
  [/\b(it's|its|it is) the (\d{1,2}(st|nd|rd|th))\b/g, "it is the $2"],
  [/\bsaas\b/g, "software"],
  // A filler "like" ("can i like call it", "it's like way too much") is not a comparison or a wish.
  [
    /\b(can i|could i|can we|could we|i|we|just|it is|that is|is it|was|it was) like (?=(call|try|test|talk|book|get|see|hear|use|pay|want|need|have|do|go|ask|text|put|set|make|take|just|really|totally|basically|way|so|super|a lot|literally)\b)/g,
    "$1 ",
  ],
  [/\bthe gram\b/g, "instagram"],
  [/\bthats\b/g, "that is"],
  // Text-speak: "hw much 4 the agent", "wat does it cost", "til its live".
  [/\bhw\b/g, "how"],
  [/\b(wat|wut|wht|wot)\b/g, "what"],
  [/\b(wen|wehn)\b/g, "when"],
  [/\bwth\b/g, "with"],
  [/\b(til|till|untill)\b/g, "until"],
  [/\bb4\b/g, "before"],
  [/\bits (live|ready|done|up)\b/g, "it is $1"],
  [/(^|\s)4(?= (the|a|an|my|our|me|us|you|it|this|that|one|each|every)\b)/g, "$1for"],
  [/(^|\s)2(?= (the|a|an|my|our|me|us|you|it|set|go|get|be|do|use|talk|speak|call|book)\b)/g, "$1to"],
];

/** The message as the rules read it: normalised, slang and contractions spelled out. */
export function readable(s: string): string {
  let t = normalise(s);
  for (const [re, to] of SPELLED) t = t.replace(re, to);
  return t.replace(/\s+/g, " ").trim();
}

/** Common words that are never mended into a rule's word ("hour" is not a typo of "our"). */
const COMMON = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can " +
    "could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its " +
    "just me more most my no nor not now of off on once only or other our out over own same she should so some such than that the their " +
    "them then there these they this those through to too under until up very was we were what when where which while who whom why will " +
    "with would you your yours yes yeah ok okay sure please thanks thank hello hi hey want need know like get got make take give tell say " +
    "one two three four five six seven eight nine ten first last next new old good great best bad big small little many much lot lots " +
    "day days week weeks month months year years time times today tonight tomorrow morning evening night now still even ever never " +
    "people person team staff business company customer customers client clients call calls phone number email name work works help " +
    "way thing things something anything everything nothing really actually just maybe also else again back well better right left " +
    "open close closed free same different own real sorry hour hours home house room door car cars card cards cash money price prices cost " +
    "stuff staff filing files smell small start started starter plain plane their there where were while white write written " +
    "checks check later latest rates rated dates lease leave least clear clean cleaner calls called caller local total " +
    // Comparatives a buyer uses about price are words, not typos of "prices" or "cheaper".
    "priciest pricier pricey costliest costlier spendy spendier cheapest cheaper dearest fanciest"
  ).split(" "),
);

/** Damerau–Levenshtein distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * A mender for typos: a word of five letters or more that the rules do not know becomes the known
 * word within one edit (two for words of eight letters or more) that starts with the same letter
 * and is not merely another form of it. Common English words are
 * left alone. Answers are cached: a visitor's vocabulary repeats.
 */
export function typoMender(vocabulary: Iterable<string>, keep: ReadonlySet<string> = new Set()) {
  const known = new Set<string>();
  for (const w of vocabulary) if (w.length >= 4) known.add(w);
  const byFirst = new Map<string, string[]>();
  for (const w of known) {
    const list = byFirst.get(w[0]!) ?? [];
    list.push(w);
    byFirst.set(w[0]!, list);
  }
  const cache = new Map<string, string>();
  const mend = (word: string): string => {
    if (word.length < 5 || known.has(word) || COMMON.has(word) || keep.has(word) || /\d/.test(word)) return word;
    const hit = cache.get(word);
    if (hit !== undefined) return hit;
    const max = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    // A word spelled as it sounds ("recepshunist") is compared in the spelling it sounds like too.
    const forms = [word, ...soundsLike(word)];
    for (const candidate of byFirst.get(word[0]!) ?? []) {
      // Another form of the same word ("plan" and "plans") is not a typo.
      if (candidate.startsWith(word) || word.startsWith(candidate)) continue;
      for (const form of forms) {
        const d = form === candidate ? 0 : editDistance(form, candidate, max);
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
        }
      }
    }
    if (cache.size > 5000) cache.clear();
    cache.set(word, best);
    return best;
  };
  return (text: string) => text.replace(/[a-z]+/g, mend);
}

/** How English spells the sounds visitors write phonetically: "-shun" is "-tion", "k" may be "c", "f" may be "ph". */
const SOUNDS: [RegExp, string][] = [
  [/(sh|ch)(u|o|e|a)n/g, "tion"],
  [/tshun|tchun/g, "tion"],
  [/k/g, "c"],
  [/f/g, "ph"],
  [/z/g, "s"],
  [/ck/g, "c"],
];

/** The spellings a word may be a phonetic writing of (each rule on its own), at most a few. */
function soundsLike(word: string): string[] {
  const out: string[] = [];
  for (const [re, to] of SOUNDS) {
    re.lastIndex = 0;
    if (!re.test(word)) continue;
    const form = word.replace(re, to);
    if (form !== word && !out.includes(form)) out.push(form);
  }
  return out;
}

/** Words of a text (letters, digits, $ amounts), lower case. */
export function wordsOf(text: string): string[] {
  return normalise(text).match(/\$?[a-z0-9]+(?:[.,'-][a-z0-9]+)*/g) ?? [];
}

/** A light stem: plural and -ing/-ed endings, so "cleanings" meets "cleaning" and "fillings" meets "filling". */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith("es") && /(ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith("ed")) w = w.slice(0, -2);
  // "cancelled" and "cancel", "planned" and "plan": a doubled last consonant is one.
  if (w.length > 4 && /([bdglmnprt])\1$/.test(w) && word.length > w.length) w = w.slice(0, -1);
  return w;
}

/** Words that carry no topic of their own: left out when two texts are compared for what they are about. */
export const FILLER = new Set(
  (
    "a an and are as at be but by can could do does did for from get got have has how i if in into is it its me my of on or our so that " +
    "the their them then there these they this to us was we what when where which who why will with would you your about also any just " +
    "like more most need should than too very want tell please much many some offer offered provide do you have does doing done make " +
    "available anything something thing things kind sort type get getting there here ok okay yes no not sure well also able one ones " +
    "someone somebody someone's really actually maybe perhaps could might may must shall let lets know wondering wonder ask asking " +
    "question quick hi hello hey thanks thank cost costs price prices how much charge much is are am was were been being"
  ).split(" "),
);

/** The words of a text that say what it is about (no filler), stemmed. */
export function contentWords(text: string): string[] {
  return wordsOf(text)
    .flatMap((w) => (/^[a-z]+(-[a-z]+)+$/.test(w) ? [w.replace(/-/g, ""), ...w.split("-")] : [w]))
    .map((w) => w.replace(/^\$/, ""))
    .filter((w) => w.length > 1 && !FILLER.has(w))
    .map(stem);
}

const OPENER =
  "(?:how|what|whats|do|does|did|is|are|can|could|will|would|which|when|where|who|why|any|also|and do|and does|and is|and are|and can|and how|and what|then what|so what)";

/**
 * A message cut into the questions it asks, at most `max`: at a question mark or full stop
 * followed by more, and at "and"/"also"/"plus"/a comma when what follows opens a new question
 * ("how much is it and do you connect to HubSpot"). Pieces too short to be a question stay with
 * the piece before them.
 */
export function splitParts(
  text: string,
  max = 3,
  keepWith?: (statement: string, question: string, after: boolean) => boolean,
): string[] {
  const t = text.trim();
  const pieces: string[] = [];
  const opener = new RegExp(String.raw`^${OPENER}\b`, "i");
  const sentences = t.split(/(?<=[?!])\s+|(?<=\.)\s+(?=[a-z$])|\n+/i).map((x) => x.trim());
  const isStatement = (x: string) => !/\?\s*$/.test(x) && !opener.test(x) && !/^(and|also|plus|or)\b/.test(x);
  const bare = (x: string) => x.replace(/[.!]+$/, "");
  // "I manage 8 buildings. Which plan fits?" and "Can I bring my dog? She's a small terrier.": a
  // statement a question needs stays with it (the caller decides when it does).
  if (keepWith)
    for (let i = sentences.length - 2; i >= 0; i--) {
      const [a, b] = [sentences[i]!, sentences[i + 1]!];
      if (isStatement(a) && !isStatement(b) && !/^(and|also|plus|or)\b/.test(b) && keepWith(bare(a), b, false))
        sentences.splice(i, 2, `${bare(a)}, ${b}`);
      else if (/\?\s*$/.test(a) && isStatement(b) && keepWith(bare(b), a, true)) sentences.splice(i, 2, `${a} ${b}`);
    }
  for (const sentence of sentences) {
    const joined = sentence.split(
      new RegExp(
        String.raw`\s*(?:,\s*(?:and\s+|also\s+|plus\s+)?|\s+(?:and|also|plus|&)\s+(?:also\s+|roughly\s+|approximately\s+|about\s+|just\s+|so\s+)?)(?=${OPENER}\b)|,\s*and\s+(?=if\b)|\s+and\s+(?=i (?:do not|really do not|also|am (?:not|worried|scared|nervous)|worry|cannot|have no|hate|doubt)\b)`,
        "i",
      ),
    );
    // "I manage 8 buildings, which plan…": a statement before the question belongs to it.
    for (const piece of joined) {
      const prev = pieces.at(-1);
      if (
        prev !== undefined &&
        joined.indexOf(piece) > 0 &&
        !opener.test(prev.trim()) &&
        !/\?\s*$/.test(prev) &&
        // "for the paid session who do I talk to, and if…": a piece that asks something is a question.
        !/\b(who|what|how|which|when|where|why)\b/.test(prev) &&
        // "sounds expensive and I don't trust a robot": a second worry is its own part.
        !/^i (do not|really do not|also|am|worry|cannot|have no|hate|doubt)\b/.test(piece)
      )
        pieces[pieces.length - 1] = `${prev}, ${piece}`;
      else pieces.push(piece);
    }
  }
  const parts: string[] = [];
  for (const piece of pieces.map((p) => p.trim()).filter(Boolean)) {
    const words = piece.split(/\s+/).length;
    if (parts.length && words < 2) parts[parts.length - 1] += ` ${piece}`;
    else parts.push(piece);
  }
  if (parts.length <= max) return parts;
  return [...parts.slice(0, max - 1), parts.slice(max - 1).join(" ")];
}

/**
 * A function's results kept for the few texts it saw last: a conversation's earlier questions are
 * read again on every turn. Small on purpose (it serves one conversation's re-reading, not repeats
 * of the same question across visitors), and bounded on a long-running server.
 */
export function remembered<T>(read: (key: string) => T, size = 64): (key: string) => T {
  const seen = new Map<string, T>();
  return (key: string) => {
    const hit = seen.get(key);
    if (hit !== undefined) return hit;
    const value = read(key);
    if (seen.size >= size) seen.clear();
    seen.set(key, value);
    return value;
  };
}
