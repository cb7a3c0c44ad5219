import { openDatabase } from "#platform/db.server";
import { EnvError, parseEnv } from "#platform/env.server";

try {
  const env = parseEnv();
  const database = await openDatabase(env);
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
  await database.close();
} catch (err) {
  if (err instanceof EnvError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
