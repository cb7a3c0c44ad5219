/**
 * CSV the way RFC 4180 writes it (CRLF line ends; a field with a comma, quote or line break
 * in double quotes, quotes doubled), and safe to open in a spreadsheet: a text cell that
 * starts with =, +, -, @, a tab or a carriage return is prefixed with a single quote so it
 * is shown as text instead of run as a formula (OWASP "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "string") text = FORMULA_START.test(value) ? `'${value}` : value;
  else if (typeof value === "number" || typeof value === "boolean") text = String(value);
  else {
    const json = JSON.stringify(value);
    text = FORMULA_START.test(json) ? `'${json}` : json;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A streamed CSV body: the header row, then each batch as `nextBatch` yields it, until it returns none. */
export function csvStream(header: string[], nextBatch: () => Promise<unknown[][] | null>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          // A byte-order mark so spreadsheet programs read the file as UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${csvRow(header)}`));
          return;
        }
        const rows = await nextBatch();
        if (!rows) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(rows.map(csvRow).join("")));
      } catch (err) {
        controller.error(err);
      }
    },
  });
}

/** Parses CSV text (for tests and tooling): RFC 4180 fields, CRLF or LF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || (c === "\r" && body[i + 1] === "\n")) {
      if (c === "\r") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
