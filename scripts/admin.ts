import { parseArgs } from "node:util";
import { createOrPromoteAdmin, revokeAdmin } from "#app/features/accounts/accounts.server";
import { database } from "#app/lib/db/client.server";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";
import { answerHelp } from "./usage";

const USAGE = `Usage: npm run admin:create -- --email someone@example.org [--name 'Full Name']
       npm run admin:revoke -- --email someone@example.org

admin:create makes an administrator (printing a generated password once) or promotes an
existing account; admin:revoke makes an administrator a normal user again.`;
answerHelp(USAGE);

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { email: { type: "string" }, name: { type: "string" } },
});

if ((command !== "create" && command !== "revoke") || !values.email) {
  console.error(USAGE);
  process.exit(2);
}
refuseWhileServerOwnsEmbeddedDatabase();
const handle = database();
await handle.migrate();
if (command === "create") {
  const result = await createOrPromoteAdmin(values.email, values.name ?? "Administrator");
  if (result.created) {
    console.log(
      `Created administrator ${values.email}\nPassword (shown once, change it from the dashboard): ${result.password}`,
    );
  } else {
    console.log(`${values.email} is now an administrator.`);
  }
} else if (await revokeAdmin(values.email)) {
  console.log(`${values.email} is no longer an administrator.`);
} else {
  console.error(`No account with the email ${values.email}.`);
  process.exitCode = 1;
}
await handle.close();
