import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** An S3-compatible server on 127.0.0.1 (s3rver) with one bucket; the real AWS SDK talks to it. */
export async function startFakeS3(opts: { bucket?: string; port?: number } = {}) {
  const bucket = opts.bucket ?? "business-files-test";
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: opts.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    /** s3rver's fixed credentials. */
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
