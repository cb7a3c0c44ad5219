import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP fake received it, with its MIME parts decoded. */
export type CapturedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  /** Every http(s) link in the text part. */
  links: string[];
  /** Each text/calendar part (an invite's alternative part and its .ics attachment): its content type and text. */
  calendar: { type: string; ics: string }[];
};

function decodeQuotedPrintable(body: string) {
  const bytes: number[] = [];
  const unfolded = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < unfolded.length; i++) {
    const c = unfolded[i]!;
    if (c === "=" && /^[0-9A-F]{2}$/i.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWords(value: string) {
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset, enc: string, text: string) =>
    enc.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

function splitHeaders(part: string): [Record<string, string>, string] {
  const normalised = part.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return [headers, body];
}

function decodeBody(headers: Record<string, string>, body: string) {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** A deliberately small MIME reader: enough for nodemailer's text + html messages. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const [headers, body] = splitHeaders(raw);
  let text = "";
  let html = "";
  const calendar: CapturedMail["calendar"] = [];
  const visit = (h: Record<string, string>, b: string) => {
    const type = h["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      for (const part of b.split(`--${boundary}`).slice(1)) {
        if (part.startsWith("--")) break;
        const [ph, pb] = splitHeaders(part.replace(/^\r?\n/, ""));
        visit(ph, pb);
      }
    } else if (type.toLowerCase().startsWith("text/calendar")) {
      calendar.push({ type, ics: decodeBody(h, b) });
    } else if (type.toLowerCase().startsWith("text/html")) {
      html = decodeBody(h, b);
    } else if (type.toLowerCase().startsWith("text/plain")) {
      text = decodeBody(h, b);
    }
  };
  visit(headers, body);
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeWords(headers.subject ?? ""),
    text,
    html,
    raw,
    links: [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]),
    calendar,
  };
}

/**
 * An SMTP server on 127.0.0.1 that accepts every message and keeps it in memory.
 * Point nodemailer at `url` (smtp://127.0.0.1:<port>). `onMessage` sees each message as it
 * arrives (the security suite's global setup writes them where its test processes read them).
 */
export async function startSmtpFake(opts: { onMessage?: (mail: CapturedMail) => void } = {}) {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  /** While set, MAIL FROM is answered with this temporary failure (e.g. 451) instead of 250. */
  let refusal: { code: number; text: string } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusal) return callback();
      const err = new Error(refusal.text) as Error & { responseCode: number };
      err.responseCode = refusal.code;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), envelope);
        messages.push(mail);
        opts.onMessage?.(mail);
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  // A client gone mid-session (an app instance killed with SIGKILL, tests/scale) is no error of the fake's.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  let listening = true;

  /** Resolves with the first message (received so far or later) that matches. */
  async function waitFor(match: (m: CapturedMail) => boolean, timeoutMs = 5000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching email within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to.join(",")}: ${m.subject}`).join("; ") || "none"})`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 200));
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor,
    clear: () => messages.splice(0),
    /** Answers MAIL FROM with a temporary failure until called again with null. */
    refuseWith(code: number | null, text = "Try again later") {
      refusal = code === null ? null : { code, text };
    },
    /** Stops listening (connections are refused) until `up()`; the port stays the same. */
    down: () =>
      new Promise<void>((resolve) => {
        listening = false;
        server.server.close(() => resolve());
        for (const c of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? []) c.close();
      }),
    up: () =>
      new Promise<void>((resolve, reject) => {
        server.server.once("error", reject);
        server.server.listen(port, "127.0.0.1", () => {
          listening = true;
          resolve();
        });
      }),
    close: () =>
      new Promise<void>((resolve) => (listening ? server.close(() => resolve()) : resolve())),
  };
}

export type SmtpFake = Awaited<ReturnType<typeof startSmtpFake>>;
