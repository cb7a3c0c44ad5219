import { expect } from "vitest";

/** The parsed Content-Security-Policy: directive name → its sources. */
export function directivesOf(csp: string) {
  return Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  ) as Record<string, string[]>;
}

/** The site's policy: scripts only from itself and what this response vouches for, never framed, no plugins. */
export function checkCsp(csp: string | null, where: string) {
  expect(csp, `CSP on ${where}`).toBeTruthy();
  const directives = directivesOf(csp!);
  expect(directives["script-src"], where).toBeDefined();
  expect(directives["script-src"], where).not.toContain("'unsafe-inline'");
  expect(
    directives["script-src"].some((s: string) => s.startsWith("'nonce-") || s.startsWith("'sha256-")),
    where,
  ).toBe(true);
  expect(directives["frame-ancestors"], where).toEqual(["'none'"]);
  expect(directives["object-src"], where).toEqual(["'none'"]);
}
