import fc from "fast-check";
import {
  deepJsonText,
  junkJson,
  nastyString,
  nearValid,
  nearValidForm,
  weighted,
  type Fields,
  type ObjectSchema,
} from "./arbitraries";
import type { Body, FuzzRequest, Part } from "./http";

/**
 * Turns an endpoint's valid body into the requests the fuzzer sends: the valid body itself,
 * near-valid mutations of it, junk JSON, invalid JSON, wrong content types, broken multipart,
 * wrong methods and oversized bodies.
 */

export type BodyModel =
  | { format: "json"; schema: ObjectSchema }
  | { format: "form"; fields: fc.Arbitrary<Fields>; keys: string[] }
  | { format: "upload" }
  | { format: "empty" }
  | { format: "custom"; arb: fc.Arbitrary<FuzzRequest> };

export type RequestOptions = {
  path: fc.Arbitrary<string>;
  methods: string[];
  /** Methods the endpoint does not take (sent with a valid body: 404/405 expected). */
  wrongMethods: string[];
  /** Where the server refuses a body as too large (oversized bodies are sized past it). */
  bodyLimit?: number;
  /** Form actions: also posted the way React Router posts them with JavaScript (`.data`). */
  form?: boolean;
  /** Weight of the valid bodies (near-valid ones weigh 8). */
  validWeight?: number;
  uploadMaxBytes?: number;
};

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

const wrongTypes = fc.constantFrom(
  null,
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/xml",
  "application/octet-stream",
  "application/jsonp",
  "application/x-json-stream",
  "text/html",
  "image/png",
  "multipart/form-data",
  "text/\u00e9t\u00e9",
  "",
);

/** Flat string fields of an object (what a form-encoded version of a JSON body carries). */
export function flatten(v: unknown): Fields {
  if (typeof v !== "object" || v === null) return [];
  const out: Fields = [];
  for (const [k, val] of Object.entries(v)) {
    if (Array.isArray(val))
      for (const item of val) out.push([k, typeof item === "string" ? item : JSON.stringify(item)]);
    else if (val !== undefined) out.push([k, typeof val === "string" ? val : JSON.stringify(val)]);
  }
  return out;
}

/** Text that is not JSON. (Byte order marks in front of JSON are not tried: request.text() drops them.) */
const notJson = (t: string) => {
  // (An empty body is the "empty" variant: some endpoints take no body at all.)
  if (t.startsWith("\ufeff") || t.trim() === "") return false;
  try {
    JSON.parse(t);
    return false;
  } catch {
    return true;
  }
};

const invalidJsonText = (valid: fc.Arbitrary<unknown>) =>
  fc
    .oneof(
      valid.chain((v) => {
        const text = JSON.stringify(v) ?? "{}";
        return fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n));
      }),
      valid.map((v) => (JSON.stringify(v) ?? "{}").replace(/}$/, ",}")),
      valid.map((v) => `${JSON.stringify(v)}${JSON.stringify(v)}`),
      valid.map((v) => (JSON.stringify(v) ?? "").replace(/"/g, "'")),
      fc.constantFrom(
        "{",
        "}",
        "[",
        "nul",
        "NaN",
        "undefined",
        "{a:1}",
        '{"a":}',
        '{"a" 1}',
        '"\\ud800',
        '"\\x41"',
        '{"a":"\\u12"}',
        "0x10",
        "+1",
        "[1,]",
        '{"a":1}garbage',
      ),
      fc.string({ unit: "binary", maxLength: 60 }),
    )
    .filter(notJson);

function formBody(
  fields: Fields,
  ct: "urlencoded" | "multipart",
  boundary = "fuzzBoundary7MA4YWxkTrZu0gW",
): { body: Body; contentType: string } {
  if (ct === "urlencoded") return { body: { type: "form", fields }, contentType: FORM_TYPE };
  const parts: Part[] = fields.map(([name, value]) => ({ name, value }));
  return { body: { type: "multipart", parts, boundary }, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function requestArb(model: BodyModel, opts: RequestOptions): fc.Arbitrary<FuzzRequest> {
  if (model.format === "custom") return model.arb;
  const method = fc.constantFrom(...opts.methods);
  const via = opts.form ? fc.constantFrom<"document" | "data">("document", "data") : fc.constant<undefined>(undefined);
  const req = (variant: string, contentType: string | null, body: Body, detail?: unknown) =>
    fc.tuple(method, opts.path, via).map(([m, path, v]): FuzzRequest => ({
      method: m,
      path,
      contentType,
      body,
      variant,
      via: v,
      ...(detail ? { detail } : {}),
    }));
  const wrongMethod = (body: Body, contentType: string | null) =>
    opts.wrongMethods.length
      ? fc
          .tuple(fc.constantFrom(...opts.wrongMethods), opts.path, via)
          .map(([m, path, v]): FuzzRequest => ({ method: m, path, contentType, body, variant: "wrong-method", via: v }))
      : null;
  const limit = opts.bodyLimit ?? 256 * 1024;
  const oversizedBytes = fc.integer({ min: limit + 1, max: Math.min(limit * 3, 1_200_000) });
  const validWeight = opts.validWeight ?? 3;

  if (model.format === "empty") {
    return weighted(
      { weight: 4, arbitrary: req("valid", null, { type: "none" }) },
      { weight: 2, arbitrary: junkJson.chain((v) => req("junk-json", JSON_TYPE, { type: "json", value: v })) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(wrongTypes, fc.string({ maxLength: 40 }))
          .chain(([ct, t]) => req("wrong-content-type", ct, { type: "text", text: t })),
      },
      {
        weight: 1,
        arbitrary: oversizedBytes.chain((n) =>
          req("oversized", "text/plain", { type: "padding", bytes: n, prefix: "", suffix: "", fill: "a" }),
        ),
      },
    );
  }

  if (model.format === "json") {
    const valid = model.schema.arb;
    const arbs: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }[] = [
      { weight: validWeight, arbitrary: valid.chain((v) => req("valid", JSON_TYPE, { type: "json", value: v })) },
      {
        weight: 8,
        arbitrary: nearValid(model.schema).chain(({ value, mutations }) =>
          req("near-valid", JSON_TYPE, { type: "json", value }, mutations),
        ),
      },
      { weight: 1.5, arbitrary: junkJson.chain((v) => req("junk-json", JSON_TYPE, { type: "json", value: v })) },
      {
        weight: 1.5,
        arbitrary: fc
          .tuple(
            invalidJsonText(valid),
            fc.constantFrom(JSON_TYPE, "application/json; charset=utf-8", "APPLICATION/JSON"),
          )
          .chain(([text, ct]) => req("invalid-json", ct, { type: "text", text })),
      },
      {
        weight: 1.5,
        arbitrary: fc
          .tuple(valid, wrongTypes)
          .chain(([v, ct]) => req("wrong-content-type", ct, { type: "json", value: v })),
      },
      {
        weight: 0.7,
        arbitrary: valid.chain((v) => {
          const { body, contentType } = formBody(flatten(v), "urlencoded");
          return req("form-encoded", contentType, body);
        }),
      },
      {
        weight: 0.8,
        arbitrary: fc
          .tuple(oversizedBytes, fc.constantFrom("a", "é", "\\u0000"), fc.constantFrom(JSON_TYPE))
          .chain(([n, fill, ct]) =>
            req("oversized", ct, { type: "padding", bytes: n, prefix: '{"padding":"', suffix: '"}', fill }),
          ),
      },
      { weight: 0.5, arbitrary: req("empty", JSON_TYPE, { type: "none" }) },
      { weight: 0.5, arbitrary: deepJsonText.chain((text) => req("deep-json", JSON_TYPE, { type: "text", text })) },
    ];
    const wm = wrongMethod({ type: "json", value: {} }, JSON_TYPE);
    if (wm)
      arbs.push({ weight: 0.5, arbitrary: valid.chain((v) => wrongMethod({ type: "json", value: v }, JSON_TYPE)!) });
    return weighted(...arbs);
  }

  if (model.format === "form") {
    const valid = model.fields;
    const arbs: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }[] = [
      {
        weight: validWeight,
        arbitrary: fc
          .tuple(valid, fc.constantFrom<"urlencoded" | "multipart">("urlencoded", "urlencoded", "multipart"))
          .chain(([f, enc]) => {
            const { body, contentType } = formBody(f, enc);
            return req("valid", contentType, body);
          }),
      },
      {
        weight: 8,
        arbitrary: fc
          .tuple(
            nearValidForm(valid, model.keys),
            fc.constantFrom<"urlencoded" | "multipart">("urlencoded", "multipart"),
          )
          .chain(([{ fields, mutations }, enc]) => {
            const { body, contentType } = formBody(fields, enc);
            return req("near-valid", contentType, body, mutations);
          }),
      },
      {
        weight: 1.2,
        arbitrary: fc
          .tuple(
            valid,
            fc.constantFrom<"none" | "no-closing" | "wrong-boundary" | "garbage" | "no-boundary-param">(
              "no-closing",
              "wrong-boundary",
              "garbage",
              "no-boundary-param",
            ),
          )
          .chain(([f, breakage]) => {
            const body: Body = {
              type: "multipart",
              parts: f.map(([name, value]) => ({ name, value })),
              boundary: "brokenBoundary42",
              breakage,
            };
            return req(
              "broken-multipart",
              breakage === "no-boundary-param"
                ? "multipart/form-data"
                : "multipart/form-data; boundary=brokenBoundary42",
              body,
            );
          }),
      },
      {
        weight: 1.2,
        arbitrary: fc
          .tuple(valid, fc.constantFrom(JSON_TYPE, "text/plain", null, "application/xml", "text/\u00e9t\u00e9"))
          .chain(([f, ct]) =>
            req(
              "wrong-content-type",
              ct,
              ct === JSON_TYPE
                ? { type: "json", value: Object.fromEntries(f) }
                : { type: "text", text: new URLSearchParams(f).toString() },
            ),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            "a=%E0%A4%A&b=%%%&=&&&name",
            "%",
            "=",
            "&&&&",
            "a=%ZZ",
            "intent=%00",
            "x=" + "%FF".repeat(50),
            "=%ED%A0%80",
            "a[b][c]=1&a[b]=2",
            "__proto__[x]=1",
          )
          .chain((t) => req("bad-urlencoding", FORM_TYPE, { type: "text", text: t })),
      },
      {
        weight: 0.6,
        arbitrary: fc.tuple(oversizedBytes, fc.constantFrom("a", "%")).chain(([n, fill]) =>
          req("oversized", FORM_TYPE, {
            type: "padding",
            bytes: n,
            prefix: `${model.keys[0] ?? "x"}=`,
            suffix: "",
            fill,
          }),
        ),
      },
      { weight: 0.5, arbitrary: req("empty", FORM_TYPE, { type: "none" }) },
    ];
    return weighted(...arbs);
  }

  // Uploads: multipart with one "file" field, and everything around it that can go wrong.
  const max = opts.uploadMaxBytes ?? 256 * 1024;
  const boundary = "fuzzUploadBoundaryQ3x";
  const fileName = fc.oneof(
    fc.constantFrom(
      "notes.pdf",
      "logo.png",
      "menu.txt",
      "price list.xlsx",
      "Résumé.docx",
      "a",
      ".env",
      "x.tar.gz",
      "no-extension",
    ),
    nastyString.map((s) => `${s}.pdf`),
    fc.constantFrom(
      "../../../etc/passwd",
      "C:\\boot.ini",
      "a/b/c.txt",
      "\u202egnp.exe",
      "con.txt",
      "x".repeat(400) + ".pdf",
      '"quoted".pdf',
      "file\r\nX-Injected: 1.txt",
    ),
  );
  const fileType = fc.oneof(
    fc.constantFrom("application/pdf", "image/png", "text/plain", "text/csv", "application/zip"),
    fc.constantFrom(
      "text/html",
      "image/svg+xml",
      "application/x-msdownload",
      "application/javascript",
      "",
      "\u00ff/\u00fe",
      "x".repeat(300),
      "text/html; charset=utf-8",
    ),
  );
  const upload = (
    variant: string,
    parts: Part[],
    breakage?: "no-closing" | "wrong-boundary" | "garbage" | "no-boundary-param",
  ) =>
    req(
      variant,
      breakage === "no-boundary-param" ? "multipart/form-data" : `multipart/form-data; boundary=${boundary}`,
      {
        type: "multipart",
        parts,
        boundary,
        ...(breakage ? { breakage } : {}),
      },
    );
  const file = (size: fc.Arbitrary<number>, name: fc.Arbitrary<string> = fc.constant("file")) =>
    fc
      .tuple(name, fileName, fileType, size)
      .map(([n, filename, contentType, s]): Part => ({ name: n, filename, contentType, size: s }));
  return weighted(
    { weight: 4, arbitrary: file(fc.integer({ min: 1, max: 64 * 1024 })).chain((p) => upload("valid", [p])) },
    {
      weight: 1,
      arbitrary: file(
        fc.integer({ min: 1, max: 4096 }),
        fc.constantFrom("files", "upload", "File", "file[]", "", "fіle"),
      ).chain((p) => upload("wrong-field-name", [p])),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(file(fc.integer({ min: 1, max: 2048 })), file(fc.integer({ min: 1, max: 2048 })))
        .chain(([a, b]) => upload("two-files", [a, b])),
    },
    { weight: 0.7, arbitrary: file(fc.constant(0)).chain((p) => upload("empty-file", [p])) },
    {
      weight: 1,
      arbitrary: file(fc.integer({ min: max + 1, max: max + 60 * 1024 })).chain((p) => upload("oversized-file", [p])),
    },
    {
      weight: 0.6,
      arbitrary: file(fc.integer({ min: max + 70 * 1024, max: max * 4 })).chain((p) => upload("oversized", [p])),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.string({ maxLength: 30 }), nastyString)
        .chain((v) => upload("string-instead-of-file", [{ name: "file", value: v }])),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          file(fc.integer({ min: 1, max: 2048 })),
          fc.constantFrom<"no-closing" | "wrong-boundary" | "garbage" | "no-boundary-param">(
            "no-closing",
            "wrong-boundary",
            "garbage",
            "no-boundary-param",
          ),
        )
        .chain(([p, b]) => upload("broken-multipart", [p], b)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(JSON_TYPE, "application/octet-stream", "image/png", null, "text/plain"),
          fc.string({ maxLength: 100 }),
        )
        .chain(([ct, t]) => req("wrong-content-type", ct, { type: "text", text: t })),
    },
    { weight: 0.4, arbitrary: req("empty", `multipart/form-data; boundary=${boundary}`, { type: "none" }) },
  );
}
