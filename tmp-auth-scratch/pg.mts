import { createTestDatabase } from "../tests/support/db";
console.time("create");
const db = await createTestDatabase();
console.timeEnd("create");
await db.dispose();
console.log("ok");
