import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUTH_SECRET_FILE, authSecretProblem, generateAuthSecret, localAuthSecret } from "./auth-secret";
import { EnvError, parseEnv, resolveAuthSecret } from "./env.server";

/** A BETTER_AUTH_SECRET as `openssl rand -base64 32` makes one. */
const RANDOM_SECRET = "q3Zk9vJ0XwRb7pLf2Hs1Tn8Uc5Ye4Ga6Md0Qo3Vi9Kx=";

describe("authSecretProblem", () => {
  it("accepts every generated secret and a typical openssl one", () => {
    for (let i = 0; i < 500; i++) expect(authSecretProblem(generateAuthSecret())).toBeUndefined();
    expect(authSecretProblem(RANDOM_SECRET)).toBeUndefined();
  });
});

describe("localAuthSecret", () => {
  it("two starts on one DATA_DIR at once keep one secret: the file is only ever created, never replaced", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "auth-secret-test-"));
    const results = Array.from({ length: 5 }, () => localAuthSecret(dir));
    expect(new Set(results.map((r) => r.secret)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });
});

describe("resolveAuthSecret: the secret a running server gets (decision 041)", () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), "auth-secret-test-"));

  it("uses BETTER_AUTH_SECRET when it is set, and writes nothing", () => {
    const dir = dataDir();
    expect(resolveAuthSecret(parseEnv({ DATA_DIR: dir, BETTER_AUTH_SECRET: RANDOM_SECRET })).BETTER_AUTH_SECRET).toBe(
      RANDOM_SECRET,
    );
    expect(() => statSync(path.join(dir, AUTH_SECRET_FILE))).toThrow();
  });

  it("local-only without one: generates 32 random bytes (base64url) once in DATA_DIR/auth-secret, mode 0600, and reads it back", () => {
    const dir = path.join(dataDir(), "not-yet-made");
    const first = resolveAuthSecret(parseEnv({ DATA_DIR: dir })).BETTER_AUTH_SECRET;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first, "base64url")).toHaveLength(32);
    const file = path.join(dir, AUTH_SECRET_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A restart on the same DATA_DIR signs with the same secret; another DATA_DIR gets its own.
    expect(resolveAuthSecret(parseEnv({ DATA_DIR: dir })).BETTER_AUTH_SECRET).toBe(first);
    expect(resolveAuthSecret(parseEnv({ DATA_DIR: dataDir() })).BETTER_AUTH_SECRET).not.toBe(first);
  });

  it("tightens a copy restored with looser permissions", () => {
    const dir = dataDir();
    const file = path.join(dir, AUTH_SECRET_FILE);
    writeFileSync(file, `${RANDOM_SECRET}\n`);
    chmodSync(file, 0o644);
    expect(resolveAuthSecret(parseEnv({ DATA_DIR: dir })).BETTER_AUTH_SECRET).toBe(RANDOM_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("refuses a damaged or edited file with one line, rather than signing with it", () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, AUTH_SECRET_FILE), "dev-only-secret-change-me-in-production-0123456789\n", { mode: 0o600 });
    let err: unknown;
    try {
      resolveAuthSecret(parseEnv({ DATA_DIR: dir }));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EnvError);
    expect((err as EnvError).lines).toHaveLength(1);
    expect((err as EnvError).lines[0]).toMatch(/^ {2}BETTER_AUTH_SECRET: not set, and .*auth-secret does not hold a usable secret .*delete it/);
  });

  it("never generates one off local-only sites", () => {
    const parsed = { ...parseEnv({ DATA_DIR: dataDir() }), HOST: "0.0.0.0" };
    expect(() => resolveAuthSecret(parsed)).toThrow(EnvError);
  });
});

