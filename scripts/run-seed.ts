import { database } from "~/lib/db/client.server";
import { seed } from "./seed";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";

refuseWhileServerOwnsEmbeddedDatabase();

const handle = database();
await handle.migrate();
await seed();
console.log("Demo content is in place.");
await handle.close();
