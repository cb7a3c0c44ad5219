import { eq } from "drizzle-orm";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDetails, businessFiles } from "#db/schema";
import { startFakeS3, type FakeS3 } from "#tests/fakes/s3";
import { createTestServices, insertUser } from "#tests/support/services";
import { LocalDiskStorage, S3Storage, type FileStorage } from "~/features/storage/storage.server";
import { apiError } from "~/lib/api.server";
import { listFiles } from "./details.server";
import { deleteFile, downloadFile, tooLargeMessage, tooManyMessage, uploadFile } from "./files.server";

/** A multipart upload as a browser sends it: with its Content-Length. */
async function uploadRequest(files: { name: string; type?: string; body: string | Uint8Array<ArrayBuffer> }[]) {
  const form = new FormData();
  for (const f of files) form.append("file", new File([f.body], f.name, { type: f.type ?? "" }));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request("http://127.0.0.1/api/files", {
    method: "POST",
    headers: { "content-type": encoded.headers.get("content-type")!, "content-length": String(body.byteLength) },
    body,
  });
}

const settle = <T>(p: Promise<T>) =>
  p
    .then((v) => ({ ok: true as const, value: v }))
    .catch((err: unknown) => ({ ok: false as const, res: apiError(err) }));

type Backend = { name: string; setup(): Promise<{ storage: FileStorage; cleanup(): Promise<void> }> };

const backends: Backend[] = [
  {
    name: "local disk",
    async setup() {
      return { storage: null as unknown as FileStorage, cleanup: async () => {} };
    },
  },
  {
    name: "S3 (s3rver)",
    async setup() {
      const s3: FakeS3 = await startFakeS3();
      const storage = new S3Storage({
        endpoint: s3.endpoint,
        region: "us-east-1",
        bucket: s3.bucket,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      });
      return { storage, cleanup: () => s3.close() };
    },
  },
];

for (const backend of backends) {
  describe(`private business files on ${backend.name}`, () => {
    let t: Awaited<ReturnType<typeof createTestServices>>;
    let storage: FileStorage;
    let cleanup: () => Promise<void>;
    const limits = { maxBytes: 1024, maxFiles: 3 };
    beforeAll(async () => {
      t = await createTestServices({ ADMIN_EMAILS: "boss@example.com" });
      const b = await backend.setup();
      storage = b.storage ?? new LocalDiskStorage(path.resolve(t.services.env.DATA_DIR, "uploads"));
      cleanup = b.cleanup;
    });
    afterAll(async () => {
      await t.close();
      await cleanup();
    });

    it("stores a file under a random name keeping its extension, lists it for its owner and records its private link", async () => {
      const owner = await insertUser(t.services.database.db);
      const file = await uploadFile(
        t.services,
        owner,
        await uploadRequest([{ name: "Menu Spring.PDF", type: "application/pdf", body: "%PDF-1.4 menu" }]),
        { storage, limits },
      );
      expect(file).toMatchObject({
        name: "Menu Spring.PDF",
        size: 13,
        contentType: "application/pdf",
        url: `/api/files/${file.id}`,
      });
      const [row] = await t.services.database.db.select().from(businessFiles).where(eq(businessFiles.id, file.id));
      expect(row!.storageKey).toMatch(/^[A-Za-z0-9_-]{24}\.pdf$/);
      expect(row!.storageKey).not.toContain("Menu");
      if (storage instanceof LocalDiskStorage) expect(readdirSync(storage.dir)).toContain(row!.storageKey);
      expect(await listFiles(t.services.database.db, owner.id)).toEqual([file]);
      const [details] = await t.services.database.db
        .select()
        .from(businessDetails)
        .where(eq(businessDetails.userId, owner.id));
      expect(details!.fileUrls).toEqual([`/api/files/${file.id}`]);

      const res = await downloadFile(t.services, owner, file.id, { storage });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("%PDF-1.4 menu");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="Menu Spring.PDF"; filename*=UTF-8''Menu%20Spring.PDF`,
      );
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-type")).toBe("application/pdf");
    });

    it("serves risky types as bytes, never as HTML", async () => {
      const owner = await insertUser(t.services.database.db);
      const file = await uploadFile(
        t.services,
        owner,
        await uploadRequest([{ name: "x.html", type: "text/html", body: "<script>alert(1)</script>" }]),
        { storage, limits },
      );
      const res = await downloadFile(t.services, owner, file.id, { storage });
      expect(res.headers.get("content-type")).toBe("application/octet-stream");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(res.headers.get("content-security-policy")).toContain("sandbox");
    });

    it("another user gets 404 for the file (download and delete); an admin may open it", async () => {
      const owner = await insertUser(t.services.database.db);
      const other = await insertUser(t.services.database.db);
      const admin = await insertUser(t.services.database.db, `boss+${backend.name.length}@example.com`);
      const file = await uploadFile(
        t.services,
        owner,
        await uploadRequest([{ name: "prices.csv", type: "text/csv", body: "a,b" }]),
        { storage, limits },
      );
      const stolen = await settle(downloadFile(t.services, other, file.id, { storage }));
      expect(stolen.ok).toBe(false);
      expect(!stolen.ok && stolen.res.status).toBe(404);
      const deleted = await settle(deleteFile(t.services, other, file.id, { storage }));
      expect(!deleted.ok && deleted.res.status).toBe(404);
      expect(await listFiles(t.services.database.db, other.id)).toEqual([]);
      expect((await settle(downloadFile(t.services, other, "not-a-uuid", { storage }))).ok).toBe(false);

      // ADMIN_EMAILS names admins: this one is not on the list (different address), so 404 too.
      expect((await settle(downloadFile(t.services, admin, file.id, { storage }))).ok).toBe(false);
      const boss = { id: admin.id, email: "boss@example.com" };
      const asAdmin = await downloadFile(t.services, boss, file.id, { storage });
      expect(await asAdmin.text()).toBe("a,b");
    });

    it("refuses a file over the size limit and more files than the count limit with a clear 413", async () => {
      const owner = await insertUser(t.services.database.db);
      const big = await settle(
        uploadFile(t.services, owner, await uploadRequest([{ name: "big.bin", body: new Uint8Array(2048) }]), {
          storage,
          limits,
        }),
      );
      expect(!big.ok && big.res.status).toBe(413);
      expect(!big.ok && (await big.res.json()).error).toBe(tooLargeMessage(1024));

      const announcedTooBig = new Request("http://127.0.0.1/api/files", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(10 * 1024 * 1024) },
        body: "--x--",
      });
      const early = await settle(uploadFile(t.services, owner, announcedTooBig, { storage, limits }));
      expect(!early.ok && early.res.status).toBe(413);

      for (let i = 0; i < 3; i++)
        await uploadFile(t.services, owner, await uploadRequest([{ name: `f${i}.txt`, body: `file ${i}` }]), {
          storage,
          limits,
        });
      const fourth = await settle(
        uploadFile(t.services, owner, await uploadRequest([{ name: "f4.txt", body: "four" }]), { storage, limits }),
      );
      expect(!fourth.ok && fourth.res.status).toBe(413);
      expect(!fourth.ok && (await fourth.res.json()).error).toBe(tooManyMessage(3));
      expect(await listFiles(t.services.database.db, owner.id)).toHaveLength(3);

      const two = await settle(
        uploadFile(
          t.services,
          owner,
          await uploadRequest([
            { name: "a.txt", body: "a" },
            { name: "b.txt", body: "b" },
          ]),
          { storage, limits: { ...limits, maxFiles: 10 } },
        ),
      );
      expect(!two.ok && two.res.status).toBe(400);
    });

    it("takes a chunked upload (no Content-Length) within the limit, and refuses one past it after reading little", async () => {
      const owner = await insertUser(t.services.database.db);
      const chunked = async (fileBytes: number) => {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(fileBytes).fill(0x62)], "menu.txt", { type: "text/plain" }));
        const encoded = new Response(form);
        const type = encoded.headers.get("content-type")!;
        const boundary = type.split("boundary=")[1]!;
        const whole = new Uint8Array(await encoded.arrayBuffer());
        // The multipart head, then the file's bytes lazily, then the closing boundary: 16 KB a pull.
        const head = whole.subarray(0, whole.indexOf(0x62));
        const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
        let sent = 0;
        const body = new ReadableStream<Uint8Array>(
          {
            pull(c) {
              if (sent === 0) c.enqueue(head);
              if (sent >= fileBytes) {
                c.enqueue(tail);
                return c.close();
              }
              const n = Math.min(16 * 1024, fileBytes - sent);
              sent += n;
              c.enqueue(new Uint8Array(n).fill(0x62));
            },
          },
          { highWaterMark: 0 },
        );
        const request = new Request("http://127.0.0.1/api/files", {
          method: "POST",
          headers: { "content-type": type },
          body,
          duplex: "half",
        } as RequestInit);
        return { request, sent: () => sent };
      };
      const small = await chunked(1000);
      const file = await uploadFile(t.services, owner, small.request, { storage, limits });
      expect(file).toMatchObject({ name: "menu.txt", size: 1000 });

      const huge = await chunked(64 * 1024 * 1024);
      const refused = await settle(uploadFile(t.services, owner, huge.request, { storage, limits }));
      expect(!refused.ok && refused.res.status).toBe(413);
      expect(!refused.ok && (await refused.res.json()).error).toBe(tooLargeMessage(1024));
      // The limit is one file plus the multipart envelope (64 KB): nothing near 64 MB was read.
      expect(huge.sent()).toBeLessThan(256 * 1024);
      expect(await listFiles(t.services.database.db, owner.id)).toHaveLength(1);
    });

    it("deleting a file removes the bytes, the row and its link", async () => {
      const owner = await insertUser(t.services.database.db);
      const file = await uploadFile(t.services, owner, await uploadRequest([{ name: "faq.txt", body: "Q&A" }]), {
        storage,
        limits,
      });
      const [row] = await t.services.database.db.select().from(businessFiles).where(eq(businessFiles.id, file.id));
      await deleteFile(t.services, owner, file.id, { storage });
      expect(await listFiles(t.services.database.db, owner.id)).toEqual([]);
      expect(await storage.get(row!.storageKey)).toBeNull();
      if (storage instanceof LocalDiskStorage) expect(existsSync(path.join(storage.dir, row!.storageKey))).toBe(false);
      const [details] = await t.services.database.db
        .select()
        .from(businessDetails)
        .where(eq(businessDetails.userId, owner.id));
      expect(details!.fileUrls).toEqual([]);
    });
  });
}
