import { database } from "~/lib/db/client.server";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";

refuseWhileServerOwnsEmbeddedDatabase();

const handle = database();
await handle.migrate();
console.log(`Migrations applied (${handle.kind}).`);
await handle.close();
