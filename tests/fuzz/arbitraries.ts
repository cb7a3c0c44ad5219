import fc from "fast-check";

/**
 * A small zod-like schema language for VALID request bodies: each schema knows how to
 * generate a valid value (`arb`) and what it is (kind, required, max length), so the
 * mutators below can turn a valid body into a near-valid invalid one (one field dropped,
 * of the wrong type, too long, full of hostile Unicode...) instead of only pure junk.
 */

export type Schema<T = unknown> = {
  kind: "string" | "number" | "boolean" | "enum" | "array" | "object" | "literal";
  arb: fc.Arbitrary<T>;
  required: boolean;
  /** Strings: the maximum length the server accepts (mutators go past it). */
  max?: number;
  /** Objects: their fields. */
  shape?: Record<string, Schema>;
};

export type ObjectSchema = Schema<Record<string, unknown>> & { shape: Record<string, Schema> };

const base = <T>(kind: Schema["kind"], arb: fc.Arbitrary<T>, extra: Partial<Schema<T>> = {}): Schema<T> => ({
  kind,
  arb,
  required: true,
  ...extra,
});

/** Printable text people type (with some non-ASCII), never blank. */
export const humanText = (min: number, max: number) =>
  fc
    .tuple(
      fc.constantFrom(
        "Ana",
        "José",
        "Zoë",
        "李雷",
        "Ольга",
        "Amélie",
        "O'Brien",
        "Jean-Luc",
        "سارة",
        "דנה",
        "Test",
        "Dr. Smith",
      ),
      fc.string({ minLength: 0, maxLength: Math.max(0, Math.min(max, 40) - 12), unit: "grapheme-ascii" }),
    )
    .map(([a, b]) => `${a} ${b}`.replace(/\s+/g, " ").trim().slice(0, max))
    .filter((s) => s.trim().length >= Math.max(1, min));

export const S = {
  string: (opts: { min?: number; max: number; arb?: fc.Arbitrary<string> }) =>
    base("string", opts.arb ?? humanText(opts.min ?? 1, opts.max), { max: opts.max }),
  email: () =>
    base(
      "string",
      fc
        .tuple(
          fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/),
          fc.constantFrom("example.com", "example.org", "mail.test"),
        )
        .map(([l, d]) => `fuzz.${l.replace(/\.\.+/g, ".")}@${d}`),
      { max: 254 },
    ),
  phone: () =>
    base(
      "string",
      fc
        .tuple(fc.constantFrom("+1 ", "+44 ", "", "(555) "), fc.stringMatching(/^[0-9]{3}-[0-9]{4}$/))
        .map(([p, n]) => `${p}555-${n}`),
      { max: 40 },
    ),
  enumOf: <T extends string>(values: readonly T[]) => base("enum", fc.constantFrom(...values)),
  literal: <T>(value: T) => base("literal", fc.constant(value)),
  int: (min: number, max: number) => base("number", fc.integer({ min, max })),
  number: (arb: fc.Arbitrary<number>) => base("number", arb),
  boolean: () => base("boolean", fc.boolean()),
  array: <T>(item: Schema<T>, opts: { min?: number; max: number }) =>
    base("array", fc.array(item.arb, { minLength: opts.min ?? 0, maxLength: opts.max })),
  object: (shape: Record<string, Schema>): ObjectSchema => {
    const requiredKeys = Object.entries(shape)
      .filter(([, s]) => s.required)
      .map(([k]) => k);
    const arbs = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s.arb]));
    return {
      kind: "object",
      required: true,
      shape,
      arb: fc.record(arbs, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>,
    };
  },
  optional: <T>(s: Schema<T>): Schema<T> => ({ ...s, required: false }),
  /** A value picked from a list known when the batch is generated (ids of existing rows). */
  oneOf: <T>(values: readonly T[]) => base("string", fc.constantFrom(...values)),
};

// --- Hostile values -------------------------------------------------------------------------

/** Strings that break naive code: lone surrogates, RTL/zero-width, controls, markup, huge graphemes. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "\ud800",
    "\udfff",
    "a\ud83d",
    "\udc00b",
    "x\ud800\udc00\ud800",
    "\u202eevil\u202c",
    "\u200f\u200e\u061c",
    "مرحبا بالعالم",
    "שָׁלוֹם",
    "\u200b\u200c\u200d\u2060\ufeff",
    '\ufeff{"a":1}',
    "Z̸̢̛̗̼̜͔̫͚̥̳̬̟̰̣̩̠̰̮͋̓̀̀a̵̡̛̳͚̥̳̟",
    "👩‍👩‍👧‍👦🏳️‍🌈🇺🇳",
    "\u0000",
    "nul\u0000inside",
    "\u0001\u0002\u001b[31m\u007f",
    "line\r\nbreak\u2028\u2029\u0085",
    "' OR 1=1 --",
    '"; drop table "user"; --',
    "<script>alert(1)</script>",
    "</textarea><img src=x onerror=alert(1)>",
    "{{7*7}}${7*7}%s%n%x",
    "../../../../etc/passwd",
    "C:\\Windows\\system32",
    "NaN",
    "Infinity",
    "-0",
    "1e309",
    "__proto__",
    "constructor",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    " ",
    "\t\n",
    "",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc
    .tuple(
      fc.constantFrom("\ud800", "\u202e", "\u200b", "\u0000", "é", "😀", "\u0301", "𝒜"),
      fc.integer({ min: 1, max: 3000 }),
    )
    .map(([c, n]) => c.repeat(n)),
);

/** Any JSON value, small, including awkward numbers and keys. */
export const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, "", "x", [], {}, [null], { "": "" }),
  fc.dictionary(fc.oneof(nastyString, fc.string()), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 6 }),
);

/** A value of another type than the schema's (and sometimes a hostile one of the same type). */
export const wrongValue = (s: Schema): fc.Arbitrary<unknown> => {
  const others: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.integer(),
    fc.double({ noNaN: false }),
    fc.boolean(),
    fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    nastyString,
  ];
  if (s.kind === "string" || s.kind === "enum") others.splice(others.indexOf(nastyString), 1);
  return fc.oneof(...others);
};

/** Deeply nested arrays / objects, as JSON text (deeper than JSON.stringify would like to build). */
export const deepJsonText = fc
  .tuple(fc.integer({ min: 50, max: 6000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${"[".repeat(depth)}1${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  );

// --- Mutations of a valid object ----------------------------------------------------------

export type Mutation =
  | { op: "drop"; key: string }
  | { op: "wrong-type"; key: string; value: unknown }
  | { op: "too-long"; key: string; length: number; unit: string }
  | { op: "nasty"; key: string; value: string }
  | { op: "extra"; key: string; value: unknown }
  | { op: "nested-junk"; key: string; depth: number }
  | { op: "null-all" }
  | { op: "prototype"; key: "__proto__" | "constructor" | "prototype"; value: unknown };

export function mutationArb(shape: Record<string, Schema>): fc.Arbitrary<Mutation> {
  const keys = Object.keys(shape);
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant("x");
  const stringKeys = keys.filter((k) => shape[k]!.kind === "string" || shape[k]!.kind === "enum");
  const ops: fc.Arbitrary<Mutation>[] = [
    key.map((k) => ({ op: "drop" as const, key: k })),
    key.chain((k) =>
      wrongValue(shape[k] ?? base("string", fc.string())).map((value) => ({
        op: "wrong-type" as const,
        key: k,
        value,
      })),
    ),
    key.chain((k) => nastyString.map((value) => ({ op: "nasty" as const, key: k, value }))),
    fc
      .tuple(fc.oneof(fc.string({ maxLength: 12 }), nastyString), junkJson)
      .map(([k, value]) => ({ op: "extra" as const, key: k, value })),
    fc.tuple(key, fc.integer({ min: 5, max: 60 })).map(([k, depth]) => ({ op: "nested-junk" as const, key: k, depth })),
    fc.constant({ op: "null-all" as const }),
    fc
      .tuple(fc.constantFrom("__proto__" as const, "constructor" as const, "prototype" as const), junkJson)
      .map(([k, value]) => ({ op: "prototype" as const, key: k, value })),
  ];
  if (stringKeys.length)
    ops.push(
      fc
        .tuple(
          fc.constantFrom(...stringKeys),
          fc.integer({ min: 1, max: 4000 }),
          fc.constantFrom("a", " ", "é", "😀", "\u200b"),
        )
        .map(([k, extra, unit]) => ({ op: "too-long" as const, key: k, length: (shape[k]!.max ?? 200) + extra, unit })),
    );
  return fc.oneof(...ops);
}

export function applyMutation(value: Record<string, unknown>, m: Mutation): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  switch (m.op) {
    case "drop":
      delete out[m.key];
      break;
    case "wrong-type":
      out[m.key] = m.value;
      break;
    case "too-long":
      out[m.key] = m.unit.repeat(m.length);
      break;
    case "nasty":
      out[m.key] = m.value;
      break;
    case "extra":
      out[m.key] = m.value;
      break;
    case "nested-junk": {
      let v: unknown = out[m.key] ?? "x";
      for (let i = 0; i < m.depth; i++) v = i % 2 ? [v] : { v };
      out[m.key] = v;
      break;
    }
    case "null-all":
      for (const k of Object.keys(out)) out[k] = null;
      break;
    case "prototype":
      // Defined as an own property, so JSON.stringify sends it as a real "__proto__" key.
      Object.defineProperty(out, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
      break;
  }
  return out;
}

export function nearValid(
  schema: ObjectSchema,
): fc.Arbitrary<{ value: Record<string, unknown>; mutations: Mutation[] }> {
  return fc
    .tuple(schema.arb, fc.array(mutationArb(schema.shape), { minLength: 1, maxLength: 3 }))
    .map(([v, ms]) => ({ value: ms.reduce(applyMutation, v), mutations: ms }));
}

// --- Form fields ---------------------------------------------------------------------------

export type Fields = [string, string][];

export type FormMutation =
  | { op: "drop"; key: string }
  | { op: "duplicate"; key: string; value: string }
  | { op: "nasty"; key: string; value: string }
  | { op: "too-long"; key: string; length: number; unit: string }
  | { op: "extra"; key: string; value: string }
  | { op: "empty-all" };

export function formMutationArb(keys: string[]): fc.Arbitrary<FormMutation> {
  const key = fc.constantFrom(...(keys.length ? keys : ["x"]));
  return fc.oneof(
    key.map((k) => ({ op: "drop" as const, key: k })),
    fc
      .tuple(key, fc.oneof(fc.string({ maxLength: 20 }), nastyString))
      .map(([k, value]) => ({ op: "duplicate" as const, key: k, value })),
    fc.tuple(key, nastyString).map(([k, value]) => ({ op: "nasty" as const, key: k, value })),
    fc
      .tuple(key, fc.integer({ min: 100, max: 12_000 }), fc.constantFrom("a", "é", "😀", "\u200b", "%"))
      .map(([k, length, unit]) => ({ op: "too-long" as const, key: k, length, unit })),
    fc
      .tuple(fc.oneof(fc.string({ maxLength: 12 }), nastyString), fc.oneof(fc.string({ maxLength: 30 }), nastyString))
      .map(([k, value]) => ({ op: "extra" as const, key: k, value })),
    fc.constant({ op: "empty-all" as const }),
  );
}

export function applyFormMutation(fields: Fields, m: FormMutation): Fields {
  switch (m.op) {
    case "drop":
      return fields.filter(([k]) => k !== m.key);
    case "duplicate":
      return [...fields, [m.key, m.value]];
    case "nasty":
      return fields.map(([k, v]) => [k, k === m.key ? m.value : v]);
    case "too-long":
      return fields.map(([k, v]) => [k, k === m.key ? m.unit.repeat(m.length) : v]);
    case "extra":
      return [...fields, [m.key, m.value]];
    case "empty-all":
      return fields.map(([k]) => [k, ""]);
  }
}

export function nearValidForm(valid: fc.Arbitrary<Fields>, keys: string[]) {
  return fc
    .tuple(valid, fc.array(formMutationArb(keys), { minLength: 1, maxLength: 3 }))
    .map(([f, ms]) => ({ fields: ms.reduce(applyFormMutation, f), mutations: ms }));
}

/** fc.oneof with fractional weights (fast-check wants integers). */
export function weighted<T>(...arbs: { weight: number; arbitrary: fc.Arbitrary<T> }[]): fc.Arbitrary<T> {
  return fc.oneof(...arbs.map((a) => ({ weight: Math.max(1, Math.round(a.weight * 10)), arbitrary: a.arbitrary })));
}
