import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type Agent, signUpVerified, site, uniqueEmail, visitor } from "./http";
import { BUILD_DIR } from "./server";

/**
 * Files a signed-in visitor attaches to the demo (POST /api/files): whatever they claim to
 * be, a browser must never render them from our origin. Each is either refused with a clear
 * 400/415, or served only as a download: attachment, nosniff, a sandboxing CSP, and never
 * an HTML or SVG type.
 */
const { dataDir } = site("site");
let user: Agent;

const HOSTILE: { label: string; name: string; type: string; body: string }[] = [
  {
    label: "an .html page with a script",
    name: "page.html",
    type: "text/html",
    body: "<!doctype html><script>alert(document.cookie)</script>",
  },
  {
    label: "an .svg with a <script>",
    name: "logo.svg",
    type: "image/svg+xml",
    body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script><circle r="4"/></svg>',
  },
  {
    label: "HTML claiming to be a PDF",
    name: "invoice.pdf",
    type: "application/pdf",
    body: "<html><body onload=alert(1)>not a pdf</body></html>",
  },
  {
    label: "HTML claiming to be a PNG",
    name: "photo.png",
    type: "image/png",
    body: "<html><script>alert(2)</script></html>",
  },
  {
    label: "an .html file declared text/plain",
    name: "notes.html",
    type: "text/plain",
    body: "<script>alert(3)</script>",
  },
  {
    label: "XHTML with its own type",
    name: "page.xhtml",
    type: "application/xhtml+xml",
    body: '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(4)</script></html>',
  },
  {
    label: "a type with parameters",
    name: "page.htm",
    type: "text/html; charset=utf-8",
    body: "<script>alert(5)</script>",
  },
];

/** What the browser may be told a download is: never a type it renders as a document. */
const RENDERABLE =
  /^(text\/html|image\/svg\+xml|application\/xhtml\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)\b/i;

async function upload(agent: Agent, f: { name: string; type: string; body: string }) {
  const form = new FormData();
  form.append("file", new Blob([f.body], { type: f.type }), f.name);
  return agent.fetch("/api/files", { body: form });
}

type Outcome = {
  label: string;
  status: number;
  file?: { id: string; url: string; contentType: string } & Record<string, unknown>;
  error?: string;
};
const outcomes: Outcome[] = [];

beforeAll(async () => {
  user = visitor("site");
  await signUpVerified(user, dataDir, uniqueEmail("uploads"));
  for (const f of HOSTILE) {
    const res = await upload(user, f);
    const body = (await res.json()) as { file?: Outcome["file"]; error?: string };
    outcomes.push({ label: f.label, status: res.status, file: body.file, error: body.error });
  }
}, 120_000);

describe("hostile uploads", () => {
  it("each is either refused with a clear 400/415 or stored and listed only by its private API link", () => {
    expect(outcomes.length).toBe(HOSTILE.length);
    for (const o of outcomes) {
      if (o.status === 201) {
        expect(Object.keys(o.file!).sort(), o.label).toEqual(["contentType", "createdAt", "id", "name", "size", "url"]);
        expect(o.file!.url, o.label).toBe(`/api/files/${o.file!.id}`);
      } else {
        expect([400, 415], o.label).toContain(o.status);
        expect(o.error, o.label).toMatch(/\w{8,}/);
      }
    }
  });

  it("each stored one downloads as an attachment with nosniff, a sandbox CSP and a non-rendering type, byte for byte", async () => {
    const stored = outcomes.filter((o) => o.status === 201);
    for (const o of stored) {
      const res = await user.fetch(o.file!.url);
      const original = HOSTILE.find((h) => h.label === o.label)!;
      expect(res.status, o.label).toBe(200);
      expect(res.headers.get("content-disposition"), o.label).toMatch(
        /^attachment; filename="[^"\\]+"; filename\*=UTF-8''/,
      );
      expect(res.headers.get("x-content-type-options"), o.label).toBe("nosniff");
      expect(res.headers.get("content-type"), o.label).not.toMatch(RENDERABLE);
      expect(res.headers.get("cache-control"), o.label).toBe("private, no-store");
      // Several policies all apply; the file's own one forbids everything and sandboxes it.
      const policies = (res.headers.get("content-security-policy") ?? "").split(",").map((p) => p.trim());
      expect(policies, o.label).toContain("default-src 'none'; sandbox");
      expect(await res.text(), o.label).toBe(original.body);
    }
    // The declared types that are safe to repeat are kept; the rest become opaque bytes.
    const typeOf = async (label: string) =>
      (await user.fetch(outcomes.find((o) => o.label === label)!.file!.url)).headers.get("content-type");
    expect(await typeOf("an .html page with a script")).toBe("application/octet-stream");
    expect(await typeOf("an .svg with a <script>")).toBe("application/octet-stream");
    expect(await typeOf("XHTML with its own type")).toBe("application/octet-stream");
    expect(await typeOf("a type with parameters")).toBe("application/octet-stream");
    expect(await typeOf("HTML claiming to be a PDF")).toBe("application/pdf");
    expect(await typeOf("HTML claiming to be a PNG")).toBe("image/png");
  });

  it("a file name with quotes, a path and control characters cannot break the download headers", async () => {
    const res = await upload(user, { name: '..\\..\\evil"; filename="x.html', type: "text/plain", body: "plain text" });
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as { file: { url: string; name: string } };
    expect(file.name).toBe("evil; filename=x.html");
    const dl = await user.fetch(file.url);
    expect(dl.headers.get("content-disposition")).toBe(
      `attachment; filename="evil; filename=x.html"; filename*=UTF-8''evil%3B%20filename%3Dx.html`,
    );
  });

  it("uploads need a signed-in, same-site request", async () => {
    const anonymous = await upload(visitor("site"), HOSTILE[0]!);
    expect(anonymous.status).toBe(401);
    const form = new FormData();
    form.append("file", new Blob(["x"], { type: "text/plain" }), "x.txt");
    const crossSite = await user.fetch("/api/files", { body: form, headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
  });
});

describe("uploads are private", () => {
  it("the bytes live only under DATA_DIR/uploads, under random names, and never in the public build", () => {
    const stored = readdirSync(path.join(dataDir, "uploads"));
    const byContent = (body: string) =>
      stored.filter((n) => readFileSync(path.join(dataDir, "uploads", n), "utf8") === body);
    for (const h of HOSTILE.filter((x) => outcomes.find((o) => o.label === x.label)?.status === 201)) {
      const names = byContent(h.body);
      expect(names.length, h.label).toBe(1);
      expect(names[0], h.label).toMatch(/^[A-Za-z0-9_-]{24}(\.[a-z0-9]{1,10})?$/);
      expect(names[0], h.label).not.toContain(path.parse(h.name).name);
    }
    const publicFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? publicFiles(path.join(dir, d.name)) : [path.join(dir, d.name)],
      );
    const leaked = publicFiles(path.join(BUILD_DIR, "client")).filter((f) =>
      readFileSync(f, "utf8").includes("alert(document.cookie)"),
    );
    expect(leaked).toEqual([]);
  });

  it("no public path serves them: /assets, /uploads, the site root or the API by storage name", async () => {
    const stored = readdirSync(path.join(dataDir, "uploads"));
    expect(stored.length).toBeGreaterThanOrEqual(5);
    const served: string[] = [];
    for (const key of stored) {
      const body = readFileSync(path.join(dataDir, "uploads", key), "utf8");
      for (const p of [
        `/assets/${key}`,
        `/uploads/${key}`,
        `/${key}`,
        `/data/uploads/${key}`,
        `/api/files/${key}`,
        `/api/files/../uploads/${key}`,
      ]) {
        for (const agent of [visitor("site"), user]) {
          const res = await agent.fetch(p);
          const text = await res.text();
          if (res.status === 200 && text.includes(body)) served.push(p);
        }
      }
    }
    expect(served).toEqual([]);
  });
});
