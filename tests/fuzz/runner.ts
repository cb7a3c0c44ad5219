import fc from "fast-check";
import { createHash } from "node:crypto";
import { compareSnapshots, settle, snapshot } from "./db";
import type { Actor, Ctx, Endpoint } from "./endpoints";
import {
  describe as describeExchange,
  effectiveStatus,
  looksLikeInternals,
  redirectTarget,
  rejectionMessage,
  send,
  type Exchange,
  type FuzzRequest,
} from "./http";
import { requestArb } from "./requests";

/** FUZZ_SEED reproduces a run; each endpoint and actor gets its own seed derived from it. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20251121);
export const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 16);
/** Scales every endpoint's number of bodies (FUZZ_SCALE=0.1 for a quick local pass). */
export const FUZZ_SCALE = Number(process.env.FUZZ_SCALE ?? 1);

export function seedFor(id: string) {
  return (FUZZ_SEED ^ createHash("sha256").update(id).digest().readInt32LE(0)) | 0;
}

export const REJECTIONS = new Set([400, 401, 403, 404, 405, 409, 411, 413, 415, 422]);

export function authorized(ep: Endpoint, actor: Actor) {
  if (ep.auth === "public") return true;
  if (ep.auth === "user") return actor !== "anon";
  return actor === "admin";
}

function isLoginRedirect(ex: Exchange) {
  const to = redirectTarget(ex);
  return to !== null && /^(https?:\/\/[^/]+)?\/login\b/.test(to);
}

/** accepted: 2xx, or a redirect somewhere else than the login page. */
export function isAccepted(ex: Exchange) {
  if (ex.status === 0) return false;
  const s = effectiveStatus(ex);
  if (s >= 200 && s < 300) return true;
  if (s >= 300 && s < 400) return !isLoginRedirect(ex);
  return false;
}

/** Everything wrong with one answer; [] when it is fine. */
export function checkExchange(ep: Endpoint, actor: Actor, ex: Exchange, ctx: Ctx): string[] {
  const problems: string[] = [];
  if (ex.status === 0) return [`no answer: ${ex.error}`];
  const status = effectiveStatus(ex);
  if (ex.status >= 500 || status >= 500) return [`server error ${ex.status}`];
  const req = ex.req;
  const message = rejectionMessage(ex);
  const type = ex.headers["content-type"] ?? "";

  if (!authorized(ep, actor)) {
    if (ep.auth === "admin") {
      if (status !== 404)
        problems.push(
          `a ${actor === "anon" ? "signed-out visitor" : "non-admin"} must get 404 from the console, got ${status}`,
        );
    } else {
      // A method the endpoint does not take is refused before anything else.
      const early = [...(ep.anonEarlyStatuses?.(req) ?? []), ...(req.variant === "wrong-method" ? [404, 405] : [])];
      if (!(isLoginRedirect(ex) || [401, 403, 404].includes(status) || early.includes(status)))
        problems.push(
          `signed out: expected 401/403/404 or the login redirect, got ${status}${redirectTarget(ex) ? ` → ${redirectTarget(ex)}` : ""}`,
        );
    }
    if (isAccepted(ex)) problems.push("a signed-out / non-admin request was accepted");
  } else {
    const accepted = isAccepted(ex);
    if (!accepted) {
      const allowed = new Set([...REJECTIONS, ...(ep.extraStatuses ?? [])]);
      if (!allowed.has(status) && !isLoginRedirect(ex)) problems.push(`unexpected status ${status}`);
      if (status === 429) problems.push("rate limited although the multipliers are high");
    }
    if (req.variant === "valid" && (ep.acceptsValid?.(req, ctx, actor) ?? false) && !accepted)
      problems.push(`a valid body was refused (${status})`);
    if (req.variant === "oversized" && ep.bodyLimit && status !== 413)
      problems.push(`an oversized body must get 413, got ${status}`);
    if (req.variant === "oversized-file" && status !== 413)
      problems.push(`a file over the limit must get 413, got ${status}`);
    if (ep.strict415 && req.variant === "wrong-content-type" && status !== 415)
      problems.push(`a wrong content type must get 415, got ${status}`);
    if (ep.kind === "api" && req.variant === "invalid-json" && ![400, 404, 405, 413].includes(status))
      problems.push(`invalid JSON must get 400, got ${status}`);
    // (An OAuth callback answers any post with a redirect to its GET form: that accepts nothing.)
    if (ep.kind === "auth" && req.variant === "invalid-json" && status >= 200 && status < 300)
      problems.push(`invalid JSON was accepted (${status})`);
    if (accepted && ep.checkAccepted) {
      const p = ep.checkAccepted(ex, ctx);
      if (p) problems.push(p);
    }
  }

  // Every refusal says what was wrong, readably. The one exception, kept on purpose (the security
  // suite pins it): better-auth's bare 404 for a method its endpoint does not take.
  const bareAuth404 = ep.kind === "auth" && req.variant === "wrong-method" && status === 404 && ex.text === "";
  const refused = !isAccepted(ex) && !isLoginRedirect(ex) && !bareAuth404;
  if (refused) {
    if (!message.trim()) problems.push("the refusal carries no message");
    if (looksLikeInternals(message)) problems.push(`the refusal leaks internals: ${message.slice(0, 200)}`);
    if (/unexpected server error/i.test(message))
      problems.push(`a ${status} refusal that says "${message}" (a server error message for the sender's mistake)`);
    if (ep.kind === "form") {
      const want = req.via === "data" ? "text/x-script" : "text/html";
      if (!type.includes(want)) problems.push(`a form refusal must be ${want}, got "${type}"`);
    } else if (!type.includes("application/json")) {
      problems.push(
        `an API refusal must be JSON, got "${type}"${/<html|<!doctype/i.test(ex.text) ? " (an HTML page)" : ""}`,
      );
    }
  }
  if (looksLikeInternals(ex.text) && ep.kind !== "form")
    problems.push("the response leaks internals (stack trace / SQL)");
  return problems;
}

export type BatchResult = {
  id: string;
  actor: Actor;
  runs: number;
  seed: number;
  statuses: Record<string, number>;
  variants: Record<string, number>;
  accepted: number;
  failures: { index: number; problems: string[]; exchange: string }[];
  rowProblems: string[];
  counterexample?: string;
  ms: number;
};

async function pool<T>(items: T[], limit: number, run: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await run(items[i]!, i);
      }
    }),
  );
}

export function runsFor(ep: Endpoint, actor: Actor) {
  return Math.max(1, Math.round((ep.runs[actor] ?? 0) * FUZZ_SCALE));
}

/** Generates the batch with fast-check, sends it with bounded concurrency, checks answers and rows. */
export async function fuzzEndpoint(ep: Endpoint, actor: Actor, ctx: Ctx): Promise<BatchResult> {
  const started = Date.now();
  const id = `${ep.id} as ${actor}`;
  const seed = seedFor(id);
  const numRuns = runsFor(ep, actor);
  const site = ep.server === "testMode" ? ctx.testMode : ctx.main;
  const cookie = actor === "anon" ? undefined : actor === "victim" ? ctx.victims.get(ep.id) : ctx.cookies[actor];
  if (actor !== "anon" && !cookie) throw new Error(`no session for ${id}`);
  const arb = requestArb(ep.body(ctx), {
    path: ep.url ? ep.url(ctx) : fc.constant(ep.path),
    methods: ep.methods ?? [ep.method],
    wrongMethods: ep.wrongMethods ?? [],
    bodyLimit: ep.bodyLimit,
    form: ep.kind === "form",
    validWeight: ep.validWeight,
    uploadMaxBytes: ctx.uploadMaxBytes,
  });
  const exec = async (req: FuzzRequest) => send(site.url, site.origin, ep.prepare ? ep.prepare(req, ctx) : req, cookie);
  const property = fc.asyncProperty(arb, async (req) => {
    const ex = await exec(req);
    const problems = checkExchange(ep, actor, ex, ctx);
    if (problems.length) throw new Error(`${problems.join("; ")}\n  ${describeExchange(ex)}`);
  });
  // The batch is what fc.check itself generates for this seed (fc.sample draws differently), so
  // that a failing run can be replayed by its index below and shrunk.
  const samples: [FuzzRequest][] = [];
  await fc.check(
    fc.asyncProperty(arb, async (req) => {
      samples.push([req]);
    }),
    { seed, numRuns },
  );

  const pre = ep.before ? await ep.before(ctx, actor) : undefined;
  await settle(ctx.pool);
  const before = await snapshot(ctx.pool);
  const exchanges: Exchange[] = new Array(samples.length);
  await pool(samples, ep.concurrency ?? CONCURRENCY, async ([req], i) => {
    exchanges[i] = await exec(req);
  });
  await settle(ctx.pool);
  const after = await snapshot(ctx.pool);

  const statuses: Record<string, number> = {};
  const variants: Record<string, number> = {};
  const failures: BatchResult["failures"] = [];
  const acceptedList: Exchange[] = [];
  exchanges.forEach((ex, index) => {
    const key = ex.status === 0 ? "network-error" : String(effectiveStatus(ex));
    statuses[key] = (statuses[key] ?? 0) + 1;
    variants[ex.req.variant] = (variants[ex.req.variant] ?? 0) + 1;
    if (isAccepted(ex)) acceptedList.push(ex);
    const problems = checkExchange(ep, actor, ex, ctx);
    if (problems.length) failures.push({ index, problems, exchange: describeExchange(ex) });
  });

  const effects =
    acceptedList.length && authorized(ep, actor) && ep.effects ? ep.effects(acceptedList, ctx, pre, actor) : {};
  const rowProblems = compareSnapshots(before, after, {
    ...effects,
    shrink: [...(effects.shrink ?? []), ...(ep.mayShrink ?? [])],
  });
  // (Only for real batches: a handful of bodies, FUZZ_SCALE < 1, may hold no valid one.)
  if (ep.minAccepted && numRuns >= 50 && authorized(ep, actor) && acceptedList.length < ep.minAccepted)
    rowProblems.push(
      `only ${acceptedList.length} of ${numRuns} requests were accepted (at least ${ep.minAccepted} expected: the valid bodies are not valid)`,
    );

  let counterexample: string | undefined;
  if (failures.length) {
    // Replays the first failing run inside fast-check, which shrinks it to a smaller body.
    const details = await fc.check(property, {
      seed,
      numRuns,
      path: String(failures[0]!.index),
      endOnFailure: false,
      interruptAfterTimeLimit: Number(process.env.FUZZ_SHRINK_MS ?? 45_000),
    });
    if (details.failed) {
      const err =
        details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      counterexample = `seed ${seed}, path ${details.counterexamplePath} (after ${details.numShrinks} shrinks):\n  ${err}`;
    } else counterexample = `(the failure did not reproduce on replay; first failing run: #${failures[0]!.index})`;
    const errors = site
      .stderr()
      .split("\n")
      .filter((l) => l.includes('"level":50') || /^\s*(error|Error|TypeError|at )/.test(l))
      .slice(-12)
      .map((l) => l.slice(0, 600));
    if (errors.length) counterexample += `\n  server log (last errors):\n    ${errors.join("\n    ")}`;
  }
  return {
    id,
    actor,
    runs: numRuns,
    seed,
    statuses,
    variants,
    accepted: acceptedList.length,
    failures,
    rowProblems,
    counterexample,
    ms: Date.now() - started,
  };
}

export function report(r: BatchResult) {
  const lines = [
    `${r.id}: ${r.runs} bodies, ${r.accepted} accepted, statuses ${JSON.stringify(r.statuses)} (seed ${r.seed}, ${(r.ms / 1000).toFixed(1)} s)`,
  ];
  for (const p of r.rowProblems) lines.push(`  ROWS: ${p}`);
  if (r.failures.length) {
    lines.push(`  ${r.failures.length} failing bodies; first ones:`);
    for (const f of r.failures.slice(0, 3))
      lines.push(`  - #${f.index}: ${f.problems.join("; ")}\n    ${f.exchange.replace(/\n/g, "\n    ")}`);
    if (r.counterexample) lines.push(`  shrunk counterexample: ${r.counterexample}`);
  }
  return lines.join("\n");
}
