/**
 * Runs the OpenAI-compatible and ElevenLabs fakes on fixed loopback ports, for the e2e
 * server (playwright.config.ts) or for `npm run dev` without keys:
 *   OPENAI_FAKE_PORT=4210 ELEVENLABS_FAKE_PORT=5210 npx tsx tests/fakes/serve-demo-fakes.ts
 * then start the site with AI_BASE_URL=http://127.0.0.1:4210/v1 AI_API_KEY=sk-fake
 * ELEVENLABS_API_KEY=xi-fake ELEVENLABS_AGENT_ID=agent_fake ELEVENLABS_API_BASE=http://127.0.0.1:5210.
 * The ElevenLabs fake answers /health once both are listening.
 */
import { startFakeElevenLabs } from "./elevenlabs";
import { startFakeOpenAI } from "./openai";

const openaiPort = Number(process.env.OPENAI_FAKE_PORT ?? 4210);
const elevenPort = Number(process.env.ELEVENLABS_FAKE_PORT ?? openaiPort + 1000);

const openai = await startFakeOpenAI({
  port: openaiPort,
  apiKey: process.env.FAKE_AI_API_KEY ?? "sk-fake",
  tokenDelayMs: 150,
  firstTokenDelayMs: 800,
});
const eleven = await startFakeElevenLabs({
  port: elevenPort,
  apiKey: process.env.FAKE_ELEVENLABS_API_KEY ?? "xi-fake",
  agentId: process.env.FAKE_ELEVENLABS_AGENT_ID ?? "agent_fake",
  // Long enough for a person (or a test) to see "Connecting".
  metadataDelayMs: 700,
  unknownToolCall: true,
});
console.log(`fake OpenAI at ${openai.baseURL}, fake ElevenLabs at ${eleven.apiBase}`);

const stop = async () => {
  await Promise.all([openai.close(), eleven.close()]);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
