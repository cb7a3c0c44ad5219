/**
 * `npm run admin:create` keeps the admin list where the server reads it: an ADMIN_EMAILS line
 * in the project's .env (loaded by `npm start`). Pure text in, text out, so every shape of
 * .env file is tested: no line yet, a line with others on it, quotes, comments, CRLF.
 */
export function addAdminToEnvText(text: string, email: string): { text: string; changed: boolean; emails: string[] } {
  const clean = email.trim().toLowerCase();
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.length ? text.split(/\r?\n/) : [];
  const index = lines.findIndex((l) => /^\s*(export\s+)?ADMIN_EMAILS\s*=/.test(l));
  const current =
    index >= 0
      ? lines[index]
          .replace(/^\s*(export\s+)?ADMIN_EMAILS\s*=\s*/, "")
          .replace(/\s+#.*$/, "")
          .trim()
          .replace(/^(["'])(.*)\1$/, "$2")
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean)
      : [];
  if (current.includes(clean)) return { text, changed: false, emails: current };
  const emails = [...current, clean];
  const line = `ADMIN_EMAILS=${emails.join(",")}`;
  if (index >= 0) lines[index] = line;
  else {
    if (lines.length && lines.at(-1) === "") lines.pop();
    lines.push(line, "");
  }
  return { text: lines.join(eol), changed: true, emails };
}
