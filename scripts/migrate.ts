import { database } from "#app/lib/db/client.server";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";
import { answerHelp } from "./usage";

answerHelp(`Usage: npm run db:migrate

Applies every migration in drizzle/ not yet applied to the database of DATABASE_URL (or the
embedded one in DATA_DIR; stop its server first). npm start does this by itself.`);

refuseWhileServerOwnsEmbeddedDatabase();

const handle = database();
await handle.migrate();
console.log(`Migrations applied (${handle.kind}).`);
await handle.close();
