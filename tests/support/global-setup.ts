import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import {
  type DatabaseHandle,
  installDatabase,
  openPglite,
  openPostgres,
} from "#app/lib/db/client.server";
import { installDefaults } from "../../scripts/defaults";
import { adminUrl, databaseUrlFor } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** Migrates the template and adds what every install has (the project and content pages). */
async function prepareTemplate(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  installDatabase(handle);
  try {
    await installDefaults();
  } finally {
    installDatabase(undefined);
  }
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateName = `wic_template_${process.pid}`;
    const admin = await adminUrl(databaseUrl);
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    const handle = openPostgres(databaseUrlFor(databaseUrl, templateName));
    await prepareTemplate(handle);
    await handle.close();
    project.provide("postgresTemplate", templateName);
    project.provide("pgliteTemplate", "");
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 or datname = $2",
        [`wic_test_${process.pid}_%`, templateName],
      );
      for (const { datname } of rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const client = new PGlite();
  const handle = openPglite(client);
  await prepareTemplate(handle);
  const dump = await client.dumpDataDir("gzip");
  const file = path.join(tmpdir(), `wic-pglite-template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
}
