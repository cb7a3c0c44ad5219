import type { CallSample, SampleCall } from "~/content/visuals";

/**
 * What the player needs to play one sample call, as plain data (an island's props travel as JSON):
 * the script's lines and card, how the call ends, and its recording or null.
 */
export type SampleCallView = {
  id: string;
  call: CallSample;
  /** How the call ends, the first of its outcome chips. */
  outcome: string;
  recording: SampleCall["recording"];
};

/** The two sides of a call, as the player labels them. */
export type Speaker = "agent" | "customer";
