import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import * as schema from "../db/schema";
import { createTestDatabase } from "../tests/support/db";
const database = await createTestDatabase();
for (const storage of ["memory", "database"] as const) {
const auth = betterAuth({
  baseURL: "http://127.0.0.1:3000", secret: "x".repeat(40),
  database: drizzleAdapter(database.db, { provider: "pg", schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification, rateLimit: schema.rateLimit }, debugLogs: true }),
  emailAndPassword: { enabled: true },
  rateLimit: { enabled: true, storage },
});
const H = { "content-type": "application/json", origin: "http://127.0.0.1:3000", "x-forwarded-for": "10.0.0.1" };
const t = setTimeout(() => { console.log("HUNG", storage); process.exit(1); }, 10000);
const res = await auth.handler(new Request("http://127.0.0.1:3000/api/auth/sign-up/email", { method: "POST", headers: H, body: JSON.stringify({ email: `a${storage}@b.co`, password: "password123", name: "" }) }));
console.log(storage, res.status, (await res.text()).slice(0, 100));
clearTimeout(t);
}
await database.dispose();
