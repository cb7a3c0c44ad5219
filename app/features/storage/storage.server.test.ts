import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "#platform/env.server";
import { LocalDiskStorage, S3Storage, storageFor } from "./storage.server";

/** storageFor picks the store from the environment alone: no network, no disk touched. */
describe("storageFor", () => {
  it("uses local disk under DATA_DIR/uploads when no S3_* variable is set", () => {
    const env = parseEnv({ DATA_DIR: "/tmp/voxa-storage-test" });
    const storage = storageFor(env);
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect(storage.kind).toBe("local");
    expect((storage as LocalDiskStorage).dir).toBe(path.resolve("/tmp/voxa-storage-test", "uploads"));
  });

  it("uses S3 when S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set, with the endpoint and region given", async () => {
    const env = parseEnv({
      DATA_DIR: "/tmp/voxa-storage-test",
      S3_ENDPOINT: "http://127.0.0.1:4569",
      S3_REGION: "eu-west-3",
      S3_BUCKET: "voxa-files",
      S3_ACCESS_KEY_ID: "AKIAFAKE",
      S3_SECRET_ACCESS_KEY: "fake-secret",
    });
    const storage = storageFor(env);
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.kind).toBe("s3");
    const s3 = storage as S3Storage;
    expect(s3.settings).toEqual({
      endpoint: "http://127.0.0.1:4569",
      region: "eu-west-3",
      bucket: "voxa-files",
      accessKeyId: "AKIAFAKE",
      secretAccessKey: "fake-secret",
    });
    // The client itself is configured for that store (path-style suits every S3-compatible server).
    expect(await s3.client.config.region()).toBe("eu-west-3");
    expect(s3.client.config.forcePathStyle).toBe(true);
    const endpoint = await s3.client.config.endpoint!();
    expect(`${endpoint.protocol}//${endpoint.hostname}:${endpoint.port}`).toBe("http://127.0.0.1:4569");
  });

  it("without S3_ENDPOINT, S3 still wins over local disk (AWS itself) and the default region applies", () => {
    const env = parseEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" });
    const storage = storageFor(env);
    expect(storage.kind).toBe("s3");
    expect((storage as S3Storage).settings.endpoint).toBeUndefined();
    expect((storage as S3Storage).settings.region).toBe("us-east-1");
  });

  it("a partial S3 configuration is refused when the environment is read, never silently local", () => {
    expect(() => parseEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" })).toThrow(
      /S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
  });

  it("keeps one store per environment object", () => {
    const env = parseEnv({});
    expect(storageFor(env)).toBe(storageFor(env));
    expect(storageFor(parseEnv({}))).not.toBe(storageFor(env));
  });
});
