// docs/decisions/README.md: the index of decision records (number, title, status), made from the
// records themselves. `node scripts/decisions-index.mjs` writes it; `--check` exits 1 when a record
// has no "Status:" line or the index is out of date (scripts/decisions-index.test.ts runs it).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "docs", "decisions");
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;

/** Every record: its number, title, status line and file name; problems for records that break the template. */
export function readRecords(dir = DIR) {
  const records = [];
  const problems = [];
  for (const file of readdirSync(dir).sort()) {
    const m = RECORD.exec(file);
    if (!m) continue;
    const lines = readFileSync(path.join(dir, file), "utf8").split("\n");
    const heading = /^# (\d{3}) — (.+)$/.exec(lines[0] ?? "");
    if (!heading || heading[1] !== m[1]) problems.push(`${file}: the first line must be "# ${m[1]} — <title>"`);
    const status = lines.slice(1, 6).find((l) => l.startsWith("Status: "));
    if (!status) problems.push(`${file}: no "Status: …" line within the first lines (see TEMPLATE.md)`);
    records.push({ number: m[1], title: heading?.[2] ?? file, status: status?.slice("Status: ".length) ?? "", file });
  }
  return { records, problems };
}

export function renderIndex(records) {
  const rows = records.map(
    (r) => `| [${r.number}](${r.file}) | ${r.title.replace(/\|/g, "\\|")} | ${r.status.replace(/\|/g, "\\|")} |`,
  );
  return [
    "# Decision records",
    "",
    "Each choice or spec ambiguity we resolved, one file each (new ones start from",
    "[TEMPLATE.md](TEMPLATE.md)). This index is made from the records by",
    "`node scripts/decisions-index.mjs`; a test fails when it is out of date.",
    "",
    "| # | Decision | Status |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { records, problems } = readRecords();
  const index = renderIndex(records);
  const file = path.join(DIR, "README.md");
  if (process.argv.includes("--check")) {
    let current = "";
    try {
      current = readFileSync(file, "utf8");
    } catch {
      /* missing */
    }
    if (current !== index)
      problems.push("docs/decisions/README.md is out of date: run node scripts/decisions-index.mjs");
    for (const p of problems) console.error(p);
    process.exit(problems.length ? 1 : 0);
  }
  for (const p of problems) console.error(p);
  writeFileSync(file, index);
  console.log(`${records.length} decisions indexed in docs/decisions/README.md`);
}
