import { randomBytes } from "node:crypto";
import pg from "pg";

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A connection to the server's maintenance database, for creating and dropping test databases. */
export async function adminUrl(baseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  return client;
}

/**
 * A name for a test database: wic_template_<pid> → wic_test_<pid>_<random>, the prefix the
 * global teardown drops whatever a test left.
 */
export function testDatabaseName(template: string): string {
  return `${template.replace("template", "test")}_${randomBytes(4).toString("hex")}`;
}

/** A new database copied from the run's migrated template; the answer is its URL. */
export async function copyOfTemplate(baseUrl: string, template: string): Promise<string> {
  const name = testDatabaseName(template);
  const admin = await adminUrl(baseUrl);
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return databaseUrlFor(baseUrl, name);
}
