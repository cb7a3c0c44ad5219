// A child process for `npm run bench:server`: the loopback OpenAI fake (tests/fakes/openai.ts)
// on a free port, streaming with no delay between tokens and a fixed delay before the first one.
//   node scripts/lib/bench-openai-child.mjs <firstTokenDelayMs>
// Prints one JSON line {"baseURL","port"} when listening; exits on SIGTERM/SIGINT or when its
// stdin closes (the parent died), so it never outlives the benchmark.
import { tsImport } from "tsx/esm/api";

const firstTokenDelayMs = Number(process.argv[2] ?? 20);
const { startFakeOpenAI } = await tsImport("../../tests/fakes/openai.ts", import.meta.url);
const fake = await startFakeOpenAI({ host: "127.0.0.1", tokenDelayMs: 0, firstTokenDelayMs });
// The fake keeps every request for tests' assertions; a benchmark sends thousands: drop them.
setInterval(() => fake.requests.splice(0), 1000).unref();

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(0), 2000);
  force.unref();
  await fake.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.stdin.on("end", stop);
process.stdin.on("error", stop);
process.stdin.resume();
process.stdout.write(`${JSON.stringify({ baseURL: fake.baseURL, port: fake.port })}\n`);
