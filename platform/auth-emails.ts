import { site } from "~/content/site";
import type { MailMessage } from "./mailer.server";

/**
 * The account emails: plain, branded HTML with a text twin. No images, no remote
 * resources, inline styles only (mail clients ignore <style> and block remote content).
 */

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export type EmailBody = {
  heading: string;
  intro: string;
  action?: { label: string; url: string };
  code?: string;
  /** Label–value lines shown as a small table (a call's time, length, zone). */
  details?: [string, string][];
  /** Further links under the main action (move or cancel a call). */
  links?: { label: string; url: string }[];
  after: string[];
};
type Body = EmailBody;

function layout({ heading, intro, action, code, details = [], links = [], after }: Body) {
  const p = 'style="margin:0 0 16px;font-size:16px;line-height:24px;color:#0c1719"';
  const small = 'style="margin:0 0 12px;font-size:14px;line-height:20px;color:#4a5b5e"';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f2f6f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f6f5;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #dde6e4;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #dde6e4">
<span style="display:inline-block;width:28px;height:28px;border-radius:7px;background:#0a7368;color:#ffffff;font-weight:700;text-align:center;line-height:28px;vertical-align:middle">V</span>
<span style="font-size:18px;font-weight:700;color:#0c1719;vertical-align:middle;margin-left:8px">${escapeHtml(site.name)}</span>
</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0c1719">${escapeHtml(heading)}</h1>
<p ${p}>${escapeHtml(intro)}</p>
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0a7368;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p ${small}>If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#0a7368;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ""
}${
    code
      ? `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:8px;color:#0c1719;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(code)}</p>`
      : ""
  }${
    details.length
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;font-size:15px;line-height:22px;color:#0c1719">${details
          .map(([k, v]) => `<tr><td style="padding:2px 16px 2px 0;color:#4a5b5e">${escapeHtml(k)}</td><td style="padding:2px 0;font-weight:600">${escapeHtml(v)}</td></tr>`)
          .join("")}</table>`
      : ""
  }${
    links.length
      ? `<p ${small}>${links.map((l) => `<a href="${escapeHtml(l.url)}" style="color:#0a7368;font-weight:600">${escapeHtml(l.label)}</a>`).join(" &nbsp;·&nbsp; ")}</p>`
      : ""
  }
${after.map((line) => `<p ${small}>${escapeHtml(line)}</p>`).join("\n")}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #dde6e4;font-size:12px;line-height:18px;color:#4a5b5e">
${escapeHtml(site.legalName)} · ${escapeHtml(site.contact.city)} · ${escapeHtml(site.contact.email)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    `${site.name}`,
    "",
    heading,
    "",
    intro,
    ...(action ? ["", `${action.label}: ${action.url}`] : []),
    ...(code ? ["", `Your code: ${code}`] : []),
    ...(details.length ? ["", ...details.map(([k, v]) => `${k}: ${v}`)] : []),
    ...(links.length ? ["", ...links.map((l) => `${l.label}: ${l.url}`)] : []),
    "",
    ...after,
    "",
    `${site.legalName} · ${site.contact.city} · ${site.contact.email}`,
  ].join("\n");
  return { html, text };
}

/** A branded email (HTML and its text twin) for any kind of message. */
export function brandedEmail(kind: string, to: string, subject: string, body: EmailBody): MailMessage {
  return message(kind, to, subject, body);
}

function message(kind: string, to: string, subject: string, body: Body): MailMessage {
  return { kind, to, subject, ...layout(body) };
}

const ignore = "If you did not ask for this, you can ignore this email: nothing changes until the link is used.";

export function verificationEmail(to: string, url: string, expiresInHours: number): MailMessage {
  return message("verification", to, `Confirm your email for ${site.name}`, {
    heading: "Confirm your email address",
    intro: `Thanks for signing up for ${site.name}. Confirm that this is your email address to finish creating your account.`,
    action: { label: "Confirm my email", url },
    after: [
      `The link expires in ${expiresInHours} hours. If it has expired, sign in with your email and password and we will send you a new one.`,
      "If you did not create an account, you can ignore this email.",
    ],
  });
}

export function magicLinkEmail(to: string, url: string, expiresInMinutes: number): MailMessage {
  return message("magic-link", to, `Your ${site.name} sign-in link`, {
    heading: "Sign in with this magic link",
    intro: `Use the button below to sign in to ${site.name}. No password needed.`,
    action: { label: "Sign in", url },
    after: [`The link works once and expires in ${expiresInMinutes} minutes. You can always request a new one from the sign-in page.`, ignore],
  });
}

export function resetPasswordEmail(to: string, url: string, expiresInMinutes: number): MailMessage {
  return message("reset-password", to, `Reset your ${site.name} password`, {
    heading: "Reset your password",
    intro: "We received a request to reset the password for your account. Choose a new password with the button below.",
    action: { label: "Choose a new password", url },
    after: [`The link works once and expires in ${expiresInMinutes} minutes. You can request a new one from the sign-in page.`, ignore],
  });
}

export function otpEmail(to: string, otp: string, expiresInMinutes: number): MailMessage {
  return message("otp", to, `${otp} is your ${site.name} code`, {
    heading: "Your one-time code",
    intro: `Enter this code on the ${site.name} sign-in page to continue.`,
    code: otp,
    after: [
      `The code expires in ${expiresInMinutes} minutes and can be used once. If it has expired, request a new code on the sign-in page.`,
      "If you did not ask for a code, you can ignore this email.",
    ],
  });
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function existingAccountEmail(to: string, signInUrl: string): MailMessage {
  return message("existing-account", to, `You already have a ${site.name} account`, {
    heading: "You already have an account",
    intro: `Someone (hopefully you) tried to sign up for ${site.name} with this email address, which already has an account.`,
    action: { label: "Sign in", url: signInUrl },
    after: [
      "If you forgot your password, choose \"Forgot your password?\" on the sign-in page to get a reset link.",
      "If this was not you, no action is needed: your account is unchanged.",
    ],
  });
}
