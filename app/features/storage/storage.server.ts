import type { S3Client } from "@aws-sdk/client-s3";
import { lazyModule } from "#platform/lazy-module";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ParsedEnv } from "#platform/env.server";

/**
 * Where uploaded files live. Local disk under DATA_DIR/uploads by default; any
 * S3-compatible store when S3_* is set (several app instances then share one bucket).
 * Keys are ours (random, see `randomKeyFor`); nothing here is public: files reach a
 * browser only through the owner-checked download route.
 */
export type StoredObject = { body: ReadableStream<Uint8Array>; size: number };

export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** null when the object does not exist. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/** A random unique name that keeps the original extension (spec §7), e.g. "k3j…9x.pdf". */
export function randomKeyFor(originalName: string): string {
  const ext = path.extname(originalName).toLowerCase();
  const safeExt = /^\.[a-z0-9]{1,10}$/.test(ext) ? ext : "";
  return `${randomBytes(18).toString("base64url")}${safeExt}`;
}

const KEY = /^[A-Za-z0-9_-]{10,64}(\.[a-z0-9]{1,10})?$/;
function checkKey(key: string) {
  // Keys come from randomKeyFor; anything else (a path, "..") is refused outright.
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

export class LocalDiskStorage implements FileStorage {
  readonly kind = "local";
  constructor(readonly dir: string) {}

  private pathOf(key: string) {
    checkKey(key);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Uint8Array, _contentType: string) {
    const target = this.pathOf(key);
    await mkdir(this.dir, { recursive: true });
    // Written aside then renamed, so a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
    await writeFile(temp, body, { flag: "wx" });
    await rename(temp, target);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }
}

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** The AWS SDK, loaded only on a site with a bucket set (decision 091). */
const s3Sdk = lazyModule<typeof import("@aws-sdk/client-s3")>("@aws-sdk/client-s3");

export class S3Storage implements FileStorage {
  readonly kind = "s3";
  readonly client: S3Client;
  constructor(readonly settings: S3Settings) {
    this.client = new (s3Sdk().S3Client)({
      endpoint: settings.endpoint,
      region: settings.region,
      // Path-style works with every S3-compatible store (MinIO, R2, s3rver), not only AWS.
      forcePathStyle: true,
      // Checksums only where S3 requires them: many S3-compatible stores reject the newer defaults.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async put(key: string, body: Uint8Array, contentType: string) {
    checkKey(key);
    await this.client.send(
      new (s3Sdk().PutObjectCommand)({
        Bucket: this.settings.bucket,
        Key: `business_files/${key}`,
        Body: body,
        ContentType: contentType,
        ContentLength: body.byteLength,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    checkKey(key);
    try {
      const out = await this.client.send(
        new (s3Sdk().GetObjectCommand)({ Bucket: this.settings.bucket, Key: `business_files/${key}` }),
      );
      if (!out.Body) return null;
      return {
        body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: Number(out.ContentLength ?? 0),
      };
    } catch (err) {
      if (err instanceof s3Sdk().NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
      throw err;
    }
  }

  async delete(key: string) {
    checkKey(key);
    await this.client.send(new (s3Sdk().DeleteObjectCommand)({ Bucket: this.settings.bucket, Key: `business_files/${key}` }));
  }
}

// Storage needs no auth secret: the environment as parsed will do.
const cache = new WeakMap<ParsedEnv, FileStorage>();

/** The storage the environment asks for (one instance per env object). */
export function storageFor(env: ParsedEnv): FileStorage {
  let storage = cache.get(env);
  if (!storage) {
    storage =
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? new S3Storage({
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          })
        : new LocalDiskStorage(path.resolve(env.DATA_DIR, "uploads"));
    cache.set(env, storage);
  }
  return storage;
}
