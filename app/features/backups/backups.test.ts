import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, isNull, sql } from "drizzle-orm";
import { create as createTar, extract as extractTar } from "tar";
import { afterAll, describe, expect, it } from "vitest";
import * as blogPage from "#app/features/blog/routes/blog";
import * as homePage from "#app/features/home/routes/home";
import { env, resetEnv } from "#app/lib/config/env.server";
import {
  auditLog,
  backupRuns,
  blogPosts,
  outbox,
  staffRoleGrants,
  users,
} from "#app/lib/db/schema";
import { storePrivateFile } from "#app/lib/uploads/private-files.server";
import { routeArgs } from "#tests/support/actions";
import { createAccount } from "#tests/support/auth";
import { rowsWhere, setupTestDatabase } from "#tests/support/database";
import { BackupRefused, createArchive, filesUnder } from "./archive.server";
import { lastBackup, runBackup, startDailyBackups } from "./backups.server";
import { dropEverything, tableContents } from "./database.server";
import { migrateToLevel } from "./migrations.server";
import { restoreArchive } from "./restore.server";
import * as backUpNow from "./routes/admin-backup-now";

const { db, handle } = setupTestDatabase();
const dataDir = () => path.resolve(env().DATA_DIR);
const scratchFolders: string[] = [];
const scratch = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "wic-backup-test-"));
  scratchFolders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of scratchFolders) rmSync(folder, { recursive: true, force: true });
});

async function fillSite() {
  await createAccount(db(), { name: "Aisha Admin", email: "aisha@example.org", role: "admin" });
  const [admin] = await db().select().from(users).where(eq(users.email, "aisha@example.org"));
  await db()
    .insert(blogPosts)
    .values({
      slug: "eid-party",
      title: "Eid party",
      excerpt: "Food and games",
      body: "## Join us\n\nFor all ages, with “quotes” and émojis 🎉",
      tags: ["events", "family"],
      authorName: "Aisha Admin",
      authorId: admin?.id,
      status: "published",
      publishAt: new Date(Date.now() - 3600_000),
    });
  await db()
    .insert(auditLog)
    .values({ actorEmail: "aisha@example.org", action: "test", target: "x", details: { a: [1] } });
  mkdirSync(path.join(dataDir(), "uploads"), { recursive: true });
  writeFileSync(path.join(dataDir(), "uploads", "cover.webp"), "not really an image");
  await storePrivateFile("cvs", new TextEncoder().encode("%PDF-1.4 a CV"), "pdf");
}

/** Every file under uploads/ and private/ with its sha256. */
function siteFiles(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const folder of ["uploads", "private"]) {
    Object.assign(found, filesSync(path.join(dataDir(), folder), folder));
  }
  return found;
}

function filesSync(root: string, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        found[`${prefix}/${path.relative(root, full)}`] = createHash("sha256")
          .update(readFileSync(full))
          .digest("hex");
    }
  };
  walk(root);
  return found;
}

/** Unpacks an archive, lets `change` edit the unpacked files, and packs it again. */
async function repack(archive: string, change: (folder: string) => void): Promise<string> {
  const folder = scratch();
  await extractTar({ file: archive, cwd: folder });
  change(folder);
  const target = path.join(scratch(), path.basename(archive));
  await createTar({ gzip: true, file: target, cwd: folder }, [
    "manifest.json",
    "database",
    "files",
  ]);
  return target;
}

/** What --force must name here: the test's PostgreSQL database, or the embedded one's DATA_DIR. */
async function targetName(): Promise<string> {
  if (handle().kind === "pglite") return dataDir();
  const result = (await db().execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return result.rows[0]?.name ?? "";
}

async function pages() {
  const home = await homePage.loader(routeArgs(new Request("http://localhost/")));
  const blog = await blogPage.loader(routeArgs(new Request("http://localhost/blog")));
  return JSON.stringify({ home, blog }).replace(/"now":\d+/, "");
}

describe("backup and restore", () => {
  it("restores every table's rows and every file, and the site shows the same pages", async () => {
    await fillSite();
    const archive = await createArchive(handle(), scratch());
    expect(path.basename(archive.file)).toMatch(/^wic-backup-\d{8}-\d{6}-manual\.tar\.gz$/);
    expect(archive.manifest.migrations.count).toBeGreaterThan(13);
    expect(archive.manifest.tables.find((t) => t.name === "blog_posts")?.rows).toBe(1);
    expect(Object.keys(archive.manifest.files)).toEqual(
      expect.arrayContaining(["database/blog_posts.ndjson", "files/uploads/cover.webp"]),
    );
    const rowsBefore = await tableContents(db());
    const filesBefore = siteFiles();
    const pagesBefore = await pages();
    expect(Object.keys(filesBefore)).toHaveLength(2);

    // A target with anything in it is refused and left as it was, unless --force names it: the
    // refusal says the words; --force alone or naming anything else is refused the same way.
    const target = await targetName();
    const refusal = `The target is not empty: ${handle().kind === "postgres" ? `the PostgreSQL database ${target}` : "the embedded database"}`;
    const flag = `add --force ${target} to delete everything there first`;
    await expect(restoreArchive(handle(), archive.file)).rejects.toThrow(refusal);
    await expect(restoreArchive(handle(), archive.file)).rejects.toThrow(flag);
    await expect(restoreArchive(handle(), archive.file)).rejects.toThrow(
      /holds rows in .*blog_posts.*; 1 files in .*uploads; 1 files in .*private/,
    );
    for (const force of ["", "wic", `${target}x`, "/srv/wic/data"]) {
      const refused = restoreArchive(handle(), archive.file, { force });
      await expect(refused).rejects.toBeInstanceOf(BackupRefused);
      await expect(refused).rejects.toThrow(flag);
    }
    expect(await tableContents(db())).toEqual(rowsBefore);
    expect(siteFiles()).toEqual(filesBefore);

    // Wiped (--force with the target's name), then restored.
    const summary = await restoreArchive(handle(), archive.file, { force: target });
    expect(summary.files).toEqual({ uploads: 1, private: 1 });
    expect(summary.migratedForward).toBe(0);
    expect(await tableContents(db())).toEqual(rowsBefore);
    expect(siteFiles()).toEqual(filesBefore);
    expect(await pages()).toEqual(pagesBefore);
    expect(pagesBefore).toContain("Eid party");

    // The sequences moved past the restored ids.
    await db()
      .insert(auditLog)
      .values({ actorEmail: "a@example.org", action: "after", target: "y" });
  });

  it("refuses a truncated or tampered archive cleanly, leaving nothing behind", async () => {
    // The first test's site, and an upload large enough that half an archive ends inside it.
    mkdirSync(path.join(dataDir(), "uploads"), { recursive: true });
    writeFileSync(path.join(dataDir(), "uploads", "hall.webp"), randomBytes(256 * 1024));
    const archive = await createArchive(handle(), scratch());
    const rowsBefore = await tableContents(db());
    const filesBefore = siteFiles();
    const bytes = readFileSync(archive.file);
    const half = Math.floor(bytes.length / 2);

    const truncated = path.join(scratch(), "truncated.tar.gz");
    writeFileSync(truncated, bytes.subarray(0, half));
    const flipped = path.join(scratch(), "flipped.tar.gz");
    writeFileSync(
      flipped,
      Buffer.concat([
        bytes.subarray(0, half),
        Buffer.from([~(bytes[half] ?? 0) & 0xff]),
        bytes.subarray(half + 1),
      ]),
    );
    const edited = await repack(archive.file, (folder) => {
      const file = path.join(folder, "database", "blog_posts.ndjson");
      writeFileSync(file, readFileSync(file, "utf8").replace("Eid party", "Eid pARTY"));
    });
    const added = await repack(archive.file, (folder) => {
      writeFileSync(path.join(folder, "files", "uploads", "extra.webp"), "not in the manifest");
    });
    const cases: [string, RegExp][] = [
      [truncated, /could not be read to its end/],
      [flipped, /could not be read to its end/],
      [edited, /database\/blog_posts\.ndjson does not match its checksum/],
      [added, /files\/uploads\/extra\.webp is not listed in the manifest/],
    ];
    const force = await targetName();
    for (const [file, detail] of cases) {
      const refused = restoreArchive(handle(), file, { force });
      await expect(refused).rejects.toBeInstanceOf(BackupRefused);
      await expect(refused).rejects.toThrow(/^This archive is damaged or incomplete: /);
      await expect(refused).rejects.toThrow(detail);
      await expect(refused).rejects.toThrow(
        "Nothing was restored: the database and DATA_DIR are as they were.",
      );
      expect(readdirSync(dataDir()).filter((name) => name.startsWith(".restore-"))).toEqual([]);
      expect(await tableContents(db())).toEqual(rowsBefore);
      expect(siteFiles()).toEqual(filesBefore);
    }
  });

  it("leaves the admin overview showing the restored backup, not a run that never ends", async () => {
    process.env.BACKUP_DIR = scratch();
    resetEnv();
    try {
      // Another server's backup still going, then this one, which runBackup records before it
      // reads the database: the archive holds both running.
      await db()
        .insert(backupRuns)
        .values({ trigger: "daily", startedAt: new Date(Date.now() - 60_000) });
      const made = await runBackup({ trigger: "manual" });
      if (made.kind !== "done") throw new Error(`the backup did not run: ${made.kind}`);
      await restoreArchive(handle(), made.file, { force: await targetName() });
      expect(await lastBackup()).toMatchObject({
        ok: true,
        fileName: path.basename(made.file),
        bytes: made.bytes,
      });
      expect(await db().select().from(backupRuns).where(isNull(backupRuns.ok))).toEqual([]);
    } finally {
      delete process.env.BACKUP_DIR;
      resetEnv();
    }
  });

  it("refuses an archive from a newer version of the site", async () => {
    const archive = await createArchive(handle(), scratch());
    const newer = await repack(archive.file, (folder) => {
      const file = path.join(folder, "manifest.json");
      const manifest = JSON.parse(readFileSync(file, "utf8"));
      manifest.migrations = { count: 99, last: "0098_future" };
      writeFileSync(file, JSON.stringify(manifest));
    });
    await expect(restoreArchive(handle(), newer, { force: await targetName() })).rejects.toThrow(
      /comes from a newer version of the site: its database has 99 migrations/,
    );
  });

  it("migrates an archive from an older version forward after loading it", async () => {
    await dropEverything(handle());
    await migrateToLevel(handle(), 14);
    await createAccount(db(), { name: "Old Timer", email: "old@example.org" });
    // An administrator of the one-role days.
    await db().execute(sql`update users set role = 'admin'`);
    const archive = await createArchive(handle(), scratch());
    expect(archive.manifest.migrations).toEqual({ count: 14, last: "0013_page_cache" });
    const before = await tableContents(db());

    const summary = await restoreArchive(handle(), archive.file, {
      force: await targetName(),
    });
    expect(summary.migratedForward).toBeGreaterThanOrEqual(1);
    const after = await tableContents(db());
    // 0019 moved the role into staff_roles: the account is the same, and still an administrator.
    const withoutRole = (row: string) => {
      const { role, ...rest } = JSON.parse(row) as Record<string, unknown>;
      expect(role).toBe("admin");
      return JSON.stringify(rest);
    };
    expect(after.users).toEqual(before.users?.map(withoutRole));
    expect(after.staff_roles?.map((row) => JSON.parse(row))).toMatchObject([
      { role: "administrator" },
    ]);
    // 0014 added backup_runs: present, and it works.
    expect(after.backup_runs).toEqual([]);
    const outcome = await runBackup({ trigger: "manual" });
    expect(outcome.kind).toBe("done");
  });
});

describe("the backup run", () => {
  it("writes an archive, records the run, rotates, and a failure emails the administrators", async () => {
    const directory = scratch();
    process.env.BACKUP_DIR = directory;
    process.env.BACKUP_COPY_DIR = path.join(scratch(), "second-disk");
    process.env.BACKUP_KEEP_DAILY = "2";
    process.env.BACKUP_KEEP_WEEKLY = "0";
    resetEnv();
    await createAccount(db(), { name: "Bilal Admin", email: "bilal@example.org", role: "admin" });
    try {
      const days = ["2026-11-20T02:30:00Z", "2026-11-21T02:30:00Z", "2026-11-22T02:30:00Z"];
      for (const day of days) {
        const outcome = await runBackup({
          trigger: "daily",
          dayKey: day.slice(0, 10),
          now: Date.parse(day),
        });
        expect(outcome.kind).toBe("done");
      }
      // The same day again (a second server): skipped.
      expect(
        await runBackup({ trigger: "daily", dayKey: "2026-11-22", now: Date.parse(days[2] ?? "") }),
      ).toEqual({ kind: "skipped" });
      const kept = [
        "wic-backup-20261121-023000-daily.tar.gz",
        "wic-backup-20261122-023000-daily.tar.gz",
      ];
      expect(await filesUnder(directory)).toEqual(kept);
      expect(await filesUnder(env().BACKUP_COPY_DIR ?? "")).toEqual(kept);
      const runs = await db().select().from(backupRuns).where(eq(backupRuns.trigger, "daily"));
      expect(runs).toHaveLength(3);
      expect(runs.every((run) => run.ok && run.bytes && run.fileName && run.finishedAt)).toBe(true);

      // BACKUP_DIR cannot be written (a file stands where the folder should be).
      const blocker = path.join(scratch(), "not-a-folder");
      writeFileSync(blocker, "");
      process.env.BACKUP_DIR = path.join(blocker, "backups");
      resetEnv();
      const failed = await runBackup({ trigger: "daily", dayKey: "2026-11-23" });
      expect(failed.kind).toBe("failed");
      const [run] = await db().select().from(backupRuns).where(eq(backupRuns.dayKey, "2026-11-23"));
      expect(run?.ok).toBe(false);
      expect(run?.error).toMatch(/ENOTDIR|not a directory/i);
      const emails = await db().select().from(outbox).where(eq(outbox.template, "backup-failed"));
      const admins = await db()
        .select({ email: users.email })
        .from(users)
        .innerJoin(staffRoleGrants, eq(staffRoleGrants.userId, users.id))
        .where(eq(staffRoleGrants.role, "administrator"));
      expect(admins.length).toBeGreaterThan(0);
      expect(emails.map((email) => email.toAddress).sort()).toEqual(
        admins.map((admin) => admin.email).sort(),
      );
      expect(emails[0]?.text).toMatch(/did not complete/);
    } finally {
      for (const name of [
        "BACKUP_DIR",
        "BACKUP_COPY_DIR",
        "BACKUP_KEEP_DAILY",
        "BACKUP_KEEP_WEEKLY",
      ])
        delete process.env[name];
      resetEnv();
    }
  });
});

describe("Back up now", () => {
  it("is for administrators only, and writes a backup", async () => {
    process.env.BACKUP_DIR = scratch();
    resetEnv();
    try {
      const { cookie: userCookie } = await createAccount(db(), {
        name: "Umar User",
        email: "umar@example.org",
      });
      const { cookie: adminCookie } = await createAccount(db(), {
        name: "Sara Admin",
        email: "sara@example.org",
        role: "admin",
      });
      const post = (cookie: string) =>
        routeArgs(
          new Request("http://localhost/admin/backups/run", {
            method: "POST",
            headers: { Cookie: cookie },
          }),
        );
      await expect(backUpNow.action(post(userCookie))).rejects.toMatchObject({
        init: { status: 403 },
      });
      expect(await filesUnder(env().BACKUP_DIR ?? "")).toEqual([]);

      const response = await backUpNow.action(post(adminCookie));
      expect(response.headers.get("Location")).toBe("/admin/backups");
      expect(await filesUnder(env().BACKUP_DIR ?? "")).toHaveLength(1);
    } finally {
      delete process.env.BACKUP_DIR;
      resetEnv();
    }
  });
});

describe("the daily schedule", () => {
  it("runs at BACKUP_TIME on the centre's clock and records the day it ran for", async () => {
    process.env.BACKUP_DIR = scratch();
    process.env.BACKUP_TIME = "02:30";
    resetEnv();
    // A clock that reads 02:29:59.8 on 1 July 2026 (BST) when the job starts, then runs on.
    const started = Date.now();
    const clock = () => Date.parse("2026-07-01T01:29:59.800Z") + (Date.now() - started);
    const stop = startDailyBackups(clock);
    try {
      await expect
        .poll(async () => {
          const [run] = await rowsWhere(db(), backupRuns, eq(backupRuns.dayKey, "2026-07-01"));
          return run?.ok;
        })
        .toBe(true);
      expect(await filesUnder(env().BACKUP_DIR ?? "")).toEqual([
        expect.stringMatching(/^wic-backup-20260701-0130\d\d-daily\.tar\.gz$/),
      ]);
    } finally {
      stop();
      delete process.env.BACKUP_DIR;
      delete process.env.BACKUP_TIME;
      resetEnv();
    }
  });
});
