import { and, count, eq, sql } from "drizzle-orm";
import { businessFiles } from "#db/schema";
import { storageFor, randomKeyFor, type FileStorage } from "~/features/storage/storage.server";
import { HttpProblem } from "~/lib/api.server";
import { isBodyTooLarge, readBodyFormData, uploadBodyLimit } from "~/lib/body.server";
import type { AppServices } from "#platform/context";
import { NotFound } from "~/lib/errors";
import type { Env } from "#platform/env.server";
import { fileUrlOf, syncFileUrls, type BusinessFileView, type DemoUser } from "./details.server";

/**
 * Private business files (docs/decisions/030): one file per upload request (so the page
 * can show progress per file), stored under a random name keeping the extension, listed
 * and served only to their owner and to admins, always as a download.
 */

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export function isAdmin(env: Pick<Env, "ADMIN_EMAILS">, email: string | null | undefined) {
  return Boolean(email && env.ADMIN_EMAILS.includes(email.toLowerCase()));
}

export function tooLargeMessage(maxBytes: number) {
  return `That file is too large: the limit is ${megabytes(maxBytes)} per file.`;
}
export function tooManyMessage(maxFiles: number) {
  return `You can keep up to ${maxFiles} files. Remove one before uploading another.`;
}

/** The name a download is offered under: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .slice(-200);
  return cleaned || "file";
}

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,127}$/i;

/** Types a browser may be told as-is; anything else (HTML, SVG, scripts) is served as bytes. */
const SAFE_TYPES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "text/plain",
  "text/csv",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/zip",
]);

export type UploadLimits = { maxBytes: number; maxFiles: number };

export function uploadLimits(env: Pick<Env, "UPLOAD_MAX_BYTES" | "UPLOAD_MAX_FILES">): UploadLimits {
  return { maxBytes: env.UPLOAD_MAX_BYTES, maxFiles: env.UPLOAD_MAX_FILES };
}

async function countFiles(db: AppServices["database"]["db"], userId: string) {
  const [row] = await db.select({ n: count() }).from(businessFiles).where(eq(businessFiles.userId, userId));
  return Number(row?.n ?? 0);
}

/** POST /api/files: multipart/form-data with one `file` field. */
export async function uploadFile(
  services: Pick<AppServices, "database" | "env" | "logger">,
  user: DemoUser,
  request: Request,
  opts: { storage?: FileStorage; limits?: UploadLimits } = {},
): Promise<BusinessFileView> {
  const limits = opts.limits ?? uploadLimits(services.env);
  const storage = opts.storage ?? storageFor(services.env as Env);
  const { db } = services.database;
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    throw new HttpProblem(415, "Send the file as multipart/form-data.");
  }
  // One file in its multipart envelope. Refused before reading a byte when the browser announced
  // more; a chunked body (no Content-Length) is counted while it streams and refused as soon as
  // it passes the limit (docs/decisions/044).
  const bodyLimit = uploadBodyLimit(limits.maxBytes);
  if (Number(request.headers.get("content-length") ?? 0) > bodyLimit)
    throw new HttpProblem(413, tooLargeMessage(limits.maxBytes), { Connection: "close" });
  if ((await countFiles(db, user.id)) >= limits.maxFiles)
    throw new HttpProblem(413, tooManyMessage(limits.maxFiles), { Connection: "close" });

  let form: FormData;
  try {
    form = await readBodyFormData(request, bodyLimit);
  } catch (err) {
    if (isBodyTooLarge(err)) throw new HttpProblem(413, tooLargeMessage(limits.maxBytes), err.headers);
    throw new HttpProblem(400, "The upload could not be read. Please try again.");
  }
  const files = form.getAll("file").filter((f): f is File => typeof f === "object" && f !== null && "arrayBuffer" in f);
  if (files.length !== 1)
    throw new HttpProblem(400, files.length ? "Send one file per request." : "Choose a file to upload.");
  const file = files[0]!;
  if (file.size > limits.maxBytes) throw new HttpProblem(413, tooLargeMessage(limits.maxBytes));
  if (file.size === 0) throw new HttpProblem(400, "That file is empty.");

  const originalName = cleanFileName(file.name);
  const contentType = CONTENT_TYPE.test(file.type) ? file.type.toLowerCase() : "application/octet-stream";
  const storageKey = randomKeyFor(originalName);
  await storage.put(storageKey, new Uint8Array(await file.arrayBuffer()), contentType);

  try {
    const row = await db.transaction(async (tx) => {
      // One upload at a time per user, so two at once cannot both take the last slot.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`files:${user.id}`}, 0))`);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(businessFiles)
        .where(eq(businessFiles.userId, user.id));
      if (Number(n) >= limits.maxFiles) throw new HttpProblem(413, tooManyMessage(limits.maxFiles));
      const [inserted] = await tx
        .insert(businessFiles)
        .values({ userId: user.id, storageKey, originalName, contentType, size: file.size })
        .returning();
      await syncFileUrls(tx, user.id);
      return inserted!;
    });
    return {
      id: row.id,
      name: row.originalName,
      size: row.size,
      contentType: row.contentType,
      url: fileUrlOf(row.id),
      createdAt: row.createdAt.toISOString(),
    };
  } catch (err) {
    await storage
      .delete(storageKey)
      .catch((e: unknown) => services.logger.warn({ err: e, storageKey }, "orphaned upload could not be removed"));
    throw err;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The file row if the viewer may see it; NotFound otherwise (another user's file looks like no file). */
export async function fileForViewer(services: Pick<AppServices, "database" | "env">, viewer: DemoUser, id: string) {
  if (!UUID.test(id)) throw new NotFound("File not found.");
  const admin = isAdmin(services.env, viewer.email);
  const [row] = await services.database.db
    .select()
    .from(businessFiles)
    .where(admin ? eq(businessFiles.id, id) : and(eq(businessFiles.id, id), eq(businessFiles.userId, viewer.id)))
    .limit(1);
  if (!row) throw new NotFound("File not found.");
  return row;
}

/** GET /api/files/:id: the bytes as an attachment that no browser will render or sniff. */
export async function downloadFile(
  services: Pick<AppServices, "database" | "env">,
  viewer: DemoUser,
  id: string,
  opts: { storage?: FileStorage } = {},
) {
  const row = await fileForViewer(services, viewer, id);
  const storage = opts.storage ?? storageFor(services.env as Env);
  const object = await storage.get(row.storageKey);
  if (!object) throw new NotFound("File not found.");
  const ascii = row.originalName.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return new Response(object.body, {
    status: 200,
    headers: {
      "Content-Type": SAFE_TYPES.has(row.contentType) ? row.contentType : "application/octet-stream",
      "Content-Length": String(object.size || row.size),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
      // X-Content-Type-Options: nosniff is on every response the server sends (server/security.ts).
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

/** DELETE /api/files/:id. */
export async function deleteFile(
  services: Pick<AppServices, "database" | "env" | "logger">,
  viewer: DemoUser,
  id: string,
  opts: { storage?: FileStorage } = {},
) {
  const row = await fileForViewer(services, viewer, id);
  const storage = opts.storage ?? storageFor(services.env as Env);
  await services.database.db.transaction(async (tx) => {
    await tx.delete(businessFiles).where(eq(businessFiles.id, row.id));
    await syncFileUrls(tx, row.userId);
  });
  await storage
    .delete(row.storageKey)
    .catch((err: unknown) => services.logger.warn({ err, key: row.storageKey }, "stored file could not be removed"));
}
