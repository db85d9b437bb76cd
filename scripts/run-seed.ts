import { database } from "#app/lib/db/client.server";
import { seed } from "./seed";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";
import { answerHelp } from "./usage";

answerHelp(`Usage: npm run db:seed

Migrates, then adds the demo content where it is missing (idempotent). npm start does this by itself.`);

refuseWhileServerOwnsEmbeddedDatabase();

const handle = database();
await handle.migrate();
await seed();
console.log("Demo content is in place.");
await handle.close();
