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
