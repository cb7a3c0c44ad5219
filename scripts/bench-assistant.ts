/**
 * npm run bench:assistant — the offline demo assistant against tests/assistant/questions.ts
 * (issue 16, docs/decisions/054). Prints the share of questions passed, every failure, the
 * per-answer latency (p50/p99) and the machine load; exits non-zero below BENCH_MIN (0.95).
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { answerOffline } from "../app/features/demo/offline-assistant.server";
import { pricesIn, unknownPrices } from "../app/features/demo/assistant/prices";
import { buildDemoSystemPrompt } from "../app/features/demo/demo-prompt.server";
import { checkAnswer } from "#tests/assistant/checks";
import { questions } from "#tests/assistant/questions";

const MIN = Number(process.env.BENCH_MIN ?? 0.95);
const target = answerOffline;

// The first call builds the search index: reported on its own, outside the percentiles.
const cold = performance.now();
target({ prompt: "Do you connect with Google Calendar?", industry: "healthcare" });
const coldMs = performance.now() - cold;

const failures: { q: string; industry: string; problems: string[]; answer: string }[] = [];
for (const question of questions) {
  const reply = target({ prompt: question.q, industry: question.industry });
  const problems = checkAnswer(question, reply);
  if (problems.length) failures.push({ q: question.q, industry: question.industry, problems, answer: reply });
}

// Latency: every question 20 times after one warm-up pass; the first (cold) call is reported on its own.
const times: number[] = [];
for (let round = 0; round < 21; round++)
  for (const question of questions) {
    const t0 = performance.now();
    target({ prompt: question.q, industry: question.industry });
    if (round > 0) times.push(performance.now() - t0);
  }
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
let load = "n/a";
try {
  load = readFileSync("/proc/loadavg", "utf8").trim();
} catch {
  /* not Linux */
}

const passed = questions.length - failures.length;
const share = passed / questions.length;
for (const f of failures) {
  console.log(`FAIL [${f.industry}] ${f.q}`);
  for (const p of f.problems) console.log(`  - ${p}`);
  console.log(`  > ${f.answer.replace(/\n+/g, " ⏎ ")}`);
}
console.log(
  `\n${passed}/${questions.length} passed (${(share * 100).toFixed(1)}%), threshold ${(MIN * 100).toFixed(0)}%` +
    `\nlatency per answer: p50 ${pct(50).toFixed(3)} ms, p99 ${pct(99).toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms (${times.length} calls); first call (builds the index) ${coldMs.toFixed(1)} ms` +
    `\nload (/proc/loadavg): ${load}`,
);
// With a model (AI_* set): for every question about Voxa, the facts block of the server's prompt
// holds every price the answer must name (grounding); and for every question, the price check
// lets the correct answer through and stops the same answer with one price changed.
const modelFailures: string[] = [];
for (const question of questions) {
  const system = buildDemoSystemPrompt({
    industry: question.industry,
    details: null,
    customization: null,
    question: question.q,
  });
  const factsBlock = /<facts>[\s\S]*?<\/facts>/.exec(system)?.[0] ?? "";
  if (question.role === "voxa")
    for (const must of question.mustContain)
      if (typeof must === "string" && must.startsWith("$") && !factsBlock.includes(must))
        modelFailures.push(`[${question.industry}] ${question.q}: the prompt's facts lack ${must}`);
  const good = target({ prompt: question.q, industry: question.industry });
  if (unknownPrices(good).length)
    modelFailures.push(`[${question.industry}] ${question.q}: a correct answer was stopped`);
  const firstPrice = /\$\d[\d,]*/.exec(good)?.[0];
  if (firstPrice) {
    const wrong = good.replace(firstPrice, `$${(pricesIn(firstPrice)[0]! / 100 + 1).toLocaleString("en-US")}`);
    if (!unknownPrices(wrong).length)
      modelFailures.push(`[${question.industry}] ${question.q}: a wrong price got through`);
  }
}
const priced = questions.filter((q) => /\$\d/.test(target({ prompt: q.q, industry: q.industry }))).length;
for (const f of modelFailures) console.log(`MODEL FAIL ${f}`);
console.log(
  `with a model: grounding and price check held on ${questions.length - new Set(modelFailures.map((f) => f.split(":")[0])).size}/${questions.length} questions (${priced} of them name a price)`,
);
if (modelFailures.length) process.exitCode = 1;
if (pct(99) >= 20) {
  console.log("p99 is 20 ms or more");
  process.exitCode = 1;
}
if (share < MIN) process.exitCode = 1;
