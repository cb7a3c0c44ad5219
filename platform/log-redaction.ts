/**
 * Addresses as the logs show them (issue 40 item 8, issue 47). An emailed link carries its
 * secret in the address (a call's cancel link, a magic link, an email confirmation, a password
 * reset), and a form sent by GET puts a password there; a log line keeps them for anyone who
 * reads the logs. The values of such parameters become `[redacted]`, their names stay, so a line
 * still says what was asked.
 */
export const REDACTED = "[redacted]";

/** Parameter names whose values are secrets (compared lower-case, without a trailing `[]`). */
const SECRET_NAMES = new Set([
  "token",
  "password",
  "pass",
  "pwd",
  "passwd",
  "code",
  "otp",
  "secret",
  "key",
  "signature",
  "sig",
]);
/** …and any name ending like these: access_token, id_token, newPassword, client_secret, api_key. */
const SECRET_ENDINGS = /(?:token|password|secret|[-_.]key|apikey)$/;

/** better-auth's password-reset link carries its token as a path segment (/api/auth/reset-password/<token>). */
const SECRET_SEGMENT = /(\/api\/auth\/reset-password\/)[^/?#&\s"'<>]+/gi;
/**
 * A query parameter with a value, wherever it sits: in a request target, a full URL or a
 * sentence, and also percent-encoded inside another parameter (`redirectTo=%2Fx%3Ftoken%3D…`).
 */
const PARAM = /([?&;]|%3[Ff]|%26)((?:(?!%3[Dd]|%26)[^=&;?#\s"'<>])+)(=|%3[Dd])((?:(?!%26)[^&;#\s"'<>])*)/g;

export function isSecretParam(rawName: string): boolean {
  let name = rawName.replaceAll("+", " ");
  try {
    name = decodeURIComponent(name);
  } catch {
    // A name that is not valid percent-encoding is compared as it was written.
  }
  name = name
    .trim()
    .toLowerCase()
    .replace(/\[[^\]]*\]$/, "");
  return SECRET_NAMES.has(name) || SECRET_ENDINGS.test(name);
}

/**
 * A request target (`/calls/cancel?token=…`), a full URL or any text holding some, with the
 * values of secret parameters and the reset link's token replaced by `[redacted]`.
 */
export function redactUrl(text: string): string;
export function redactUrl(text: string | undefined): string | undefined;
export function redactUrl(text: string | undefined): string | undefined {
  // Most request lines have no query and no secret path: they are returned as they are.
  if (!text || (!text.includes("=") && !/%3d|\/api\/auth\/reset-password\//i.test(text))) return text;
  return redactParams(text.replace(SECRET_SEGMENT, `$1${REDACTED}`));
}

function redactParams(text: string): string {
  return text.replace(PARAM, (_whole, lead: string, name: string, eq: string, value: string) =>
    // Another parameter's value may hold an encoded address with its own secret.
    isSecretParam(name) ? `${lead}${name}${eq}${REDACTED}` : `${lead}${name}${eq}${value && redactParams(value)}`,
  );
}
