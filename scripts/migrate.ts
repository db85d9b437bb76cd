import { database } from "~/lib/db/client.server";

const handle = database();
await handle.migrate();
console.log(`Migrations applied (${handle.kind}).`);
await handle.close();
