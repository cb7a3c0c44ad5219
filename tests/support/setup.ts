import { afterEach, beforeEach, vi } from "vitest";

/**
 * console.error during a test is a failure unless the test says it expects one
 * (call `allowConsoleError()` first).
 */
let errors: unknown[][] = [];
let allowed = false;

export function allowConsoleError() {
  allowed = true;
}

beforeEach(() => {
  errors = [];
  allowed = false;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (!allowed && errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.map((e) => e.map(String).join(" ")).join("\n")}`);
  }
});
