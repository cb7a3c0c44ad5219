import type { CheckResult } from "./checks";
import type { Fact } from "./facts";

const CALL = /^businessStories\.sampleCalls\[(\d+)\]\.(id|recording\.audio)$/;

/**
 * Sample calls the owner has not recorded yet (decision 100): the player still works, reading the
 * lines with the visitor's browser voices, so this warns rather than fails. A recording on another
 * site also warns: the pages' Content-Security-Policy plays media from this site only. No row when
 * the facts hold no sample calls (a --facts file).
 */
export function checkSampleCallRecordings(facts: Fact[]): CheckResult[] {
  const calls = new Map<string, { id?: string; audio?: string }>();
  for (const f of facts) {
    const m = CALL.exec(f.field);
    if (!m) continue;
    const call = calls.get(m[1]!) ?? {};
    if (m[2] === "id") call.id = f.value;
    else call.audio = f.value;
    calls.set(m[1]!, call);
  }
  if (calls.size === 0) return [];
  const check = "Sample call recordings";
  const unrecorded = [...calls.values()].filter((c) => !c.audio).map((c) => c.id ?? "(no id)");
  const elsewhere = [...calls.values()].filter((c) => c.audio && /^https:\/\//.test(c.audio)).map((c) => c.id);
  if (unrecorded.length)
    return [
      {
        check,
        status: "WARN",
        detail: `Sample calls without a recording: ${unrecorded.join(", ")} (npm run sample-calls renders them with your ElevenLabs voices)`,
      },
    ];
  if (elsewhere.length)
    return [
      {
        check,
        status: "WARN",
        detail: `Recorded on another site: ${elsewhere.join(", ")}; browsers play media from this site only (media-src in server/security.ts): put the files in public/audio/sample-calls/`,
      },
    ];
  return [{ check, status: "PASS", detail: `all ${calls.size} sample calls recorded` }];
}
