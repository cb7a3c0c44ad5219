import { businessStories } from "~/content/business-stories";
import { industryCards } from "~/content/industries";
import { callScripts, type SampleCall } from "~/content/visuals";
import type { SampleCallView } from "./types";

/**
 * The owner's sample calls (business-stories.ts `sampleCalls`, decision 100) joined with their
 * scripts (visuals.ts `callScripts`): what a page hands the player. Read while the server renders
 * (prerender), never in the browser: the player's island receives only its own call.
 */
export const sampleCalls: readonly SampleCall[] = businessStories.sampleCalls;

/** Where a recording may be: a file under public/audio/sample-calls/, or an https address. */
const RECORDING_PATH = /^(\/audio\/sample-calls\/[\w.-]+|https:\/\/[^\s"'<>]+)$/;

export function recordingProblems(call: SampleCall): string[] {
  if (!call.recording) return [];
  return (["audio", "cues"] as const)
    .filter((k) => !RECORDING_PATH.test(call.recording![k]))
    .map(
      (k) =>
        `sampleCalls "${call.id}": recording.${k} "${call.recording![k]}" is neither a path under /audio/sample-calls/ nor an https address`,
    );
}

export function viewOf(call: SampleCall): SampleCallView {
  const problems = recordingProblems(call);
  if (problems.length) throw new Error(problems.join("; "));
  const script = callScripts[call.script];
  // The outcome the owner states leads the chips; the script's other chips follow.
  const outcomes = [call.outcome, ...script.outcomes.filter((o) => o !== call.outcome)];
  return { id: call.id, call: { ...script, outcomes }, outcome: call.outcome, recording: call.recording };
}

/** The sample call with this id; throws for an unknown one (a page would show a silent gap). */
export function sampleCallView(id: string): SampleCallView {
  const call = sampleCalls.find((c) => c.id === id);
  if (!call) throw new Error(`no sample call "${id}" in business-stories.ts (sampleCalls)`);
  return viewOf(call);
}

/** The sample call of the industry whose page is at `pathname` (/industries/*, /property-management), if any. */
export function sampleCallForPath(pathname: string): SampleCallView | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const industry = industryCards.find((i) => i.href === path)?.id;
  const call = industry && sampleCalls.find((c) => c.industry === industry);
  return call ? viewOf(call) : undefined;
}

/** Every sample call, home first, then the industries in the header's order (for /demo). */
export function allSampleCallViews(): SampleCallView[] {
  const order = ["home", ...industryCards.map((i) => i.id)];
  return [...sampleCalls].sort((a, b) => order.indexOf(a.industry) - order.indexOf(b.industry)).map(viewOf);
}

/** A call offered in the /demo picker: its button's name and the call. */
export type SampleCallChoice = { label: string; sample: SampleCallView };

/** The picker's choices: every call, named by its industry (the home page's call is a dental practice's). */
export function sampleCallChoices(): SampleCallChoice[] {
  return allSampleCallViews().map((sample) => {
    const industry = sampleCalls.find((c) => c.id === sample.id)!.industry;
    const label = industry === "home" ? "Dental practice" : industryCards.find((i) => i.id === industry)!.name;
    return { label, sample };
  });
}
