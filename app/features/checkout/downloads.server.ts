import { createHmac, timingSafeEqual } from "node:crypto";

/** Time-limited signed links for purchased downloads (the ebook). */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

function sign(secret: string, orderId: string, expires: number) {
  return createHmac("sha256", secret).update(`ebook:${orderId}:${expires}`).digest("base64url");
}

export function ebookDownloadPath(secret: string, orderId: string, now = Date.now()) {
  const expires = now + DOWNLOAD_LINK_TTL_MS;
  return `/downloads/ebook/${orderId}?expires=${expires}&sig=${sign(secret, orderId, expires)}`;
}

export function verifyDownload(secret: string, orderId: string, expires: string | null, sig: string | null, now = Date.now()) {
  if (!expires || !sig || !/^\d{10,16}$/.test(expires)) return "invalid" as const;
  const expected = Buffer.from(sign(secret, orderId, Number(expires)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid" as const;
  if (Number(expires) < now) return "expired" as const;
  return "ok" as const;
}

/** A small, valid PDF of the ebook, generated on the fly (no binary in the repository). */
export function ebookPdf(buyerEmail: string | null): Buffer {
  const lines = [
    "The AI Business Partner Playbook",
    "",
    "Chapter 1. Why every business now needs an AI partner",
    "Chapter 2. Finding clients earning $5,000+ a month",
    "Chapter 3. Voice agents, chatbots and CRM automation that sell themselves",
    "Chapter 4. Pricing, proposals and onboarding scripts",
    "Chapter 5. Delivering results in 30 days, full impact in 90-120 days",
    "",
    "Bonuses: proposal templates, outreach scripts, ROI calculator sheet,",
    "client onboarding checklist and the case-study kit.",
    "",
    `Licensed to ${buyerEmail ?? "the purchaser"}. 30-day money-back guarantee.`,
  ];
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = ["BT", "/F1 14 Tf", "72 760 Td", "18 TL", ...lines.map((l) => `(${esc(l)}) Tj T*`), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf);
}
