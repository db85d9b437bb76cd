import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "#tests/support/database";
import { adminUrl, databaseUrlFor } from "#tests/support/postgres";
import { SHARED_READ_MAX_AGE_MS, sharedRead } from "./cache.server";
import { settings } from "./schema";

const { db, handle: databaseHandle } = setupTestDatabase();

/** A counted read of one settings row, as a page would make it. */
function counter(key: string) {
  let reads = 0;
  const read = () =>
    sharedRead(key, async () => {
      reads += 1;
      const [row] = await db().select().from(settings).where(eq(settings.key, key));
      return row?.value ?? null;
    });
  return { read, reads: () => reads };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the database handle's write counter", () => {
  it("moves on every statement that may write, never on a read", async () => {
    const handle = databaseHandle();
    const before = handle.writes();
    await db().select().from(settings);
    await db().execute(sql`select 1`);
    expect(handle.writes()).toBe(before);

    await db()
      .insert(settings)
      .values({ key: "counter-test", value: { n: 1 } });
    const afterInsert = handle.writes();
    expect(afterInsert).toBeGreaterThan(before);
    await db()
      .update(settings)
      .set({ value: { n: 2 } })
      .where(eq(settings.key, "counter-test"));
    expect(handle.writes()).toBeGreaterThan(afterInsert);
    const afterUpdate = handle.writes();
    await db().transaction(async (tx) => {
      await tx.select().from(settings);
    });
    expect(handle.writes()).toBeGreaterThan(afterUpdate);
    const afterTransaction = handle.writes();
    await db().execute(sql`delete from settings where key = 'counter-test'`);
    expect(handle.writes()).toBeGreaterThan(afterTransaction);
  });
});

describe("sharedRead", () => {
  it("reads once for every request until something is written, then reads again", async () => {
    const home = counter("shared-read-test");
    const [first, second] = await Promise.all([home.read(), home.read()]);
    expect(await home.read()).toBeNull();
    expect([first, second, home.reads()]).toEqual([null, null, 1]);

    await db()
      .insert(settings)
      .values({ key: "shared-read-test", value: { colour: "green" } });
    expect(await home.read()).toEqual({ colour: "green" });
    expect(home.reads()).toBe(2);

    // Any write counts, not only one to the table read: nothing can be forgotten.
    await db().insert(settings).values({ key: "another-row", value: {} });
    await home.read();
    expect(home.reads()).toBe(3);
  });

  // PostgreSQL only: the write waits for a lock held outside the app, while the read goes on.
  it.runIf(process.env.DATABASE_URL)(
    "does not keep what it read while a single statement was being written",
    async () => {
      const { rows } = (await db().execute(sql`select current_database() as name`)) as unknown as {
        rows: [{ name: string }];
      };
      const outside = await adminUrl(databaseUrlFor(process.env.DATABASE_URL ?? "", rows[0].name));
      const page = counter("locked-write");
      try {
        await outside.query("begin; lock table settings in share mode");
        const written = db()
          .insert(settings)
          .values({ key: "locked-write", value: { v: 2 } })
          .then(() => "written");
        await expect
          .poll(async () => {
            const waiting = await outside.query(
              `select 1 from pg_locks join pg_database on pg_database.oid = pg_locks.database
               where not granted and datname = current_database()`,
            );
            return waiting.rowCount;
          })
          .toBe(1);
        // The write has started and waits; the read answers at once, with the table as it was.
        expect(await page.read()).toBeNull();
        expect(await Promise.race([written, Promise.resolve("waiting")])).toBe("waiting");
        await outside.query("commit");
        await written;
        expect(await page.read()).toEqual({ v: 2 });
      } finally {
        await outside.end();
      }
    },
  );

  it("does not keep what it read while a transaction was under way", async () => {
    const screen = counter("racing-write");
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A write starts, the read happens before it is done; the copy must not outlive the write.
    const writing = db().transaction(async (tx) => {
      await gate;
      await tx.insert(settings).values({ key: "racing-write", value: { v: 1 } });
    });
    const during = screen.read();
    release();
    await writing;
    await during;
    expect(await screen.read()).toEqual({ v: 1 });
  });

  it("reads again once the copy is SHARED_READ_MAX_AGE_MS old (another server's change)", async () => {
    const page = counter("max-age-test");
    const start = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(start);
    await page.read();
    clock.mockReturnValue(start + SHARED_READ_MAX_AGE_MS - 1);
    await page.read();
    expect(page.reads()).toBe(1);
    clock.mockReturnValue(start + SHARED_READ_MAX_AGE_MS);
    await page.read();
    expect(page.reads()).toBe(2);
  });

  it("keeps no failed read", async () => {
    let attempts = 0;
    const flaky = () =>
      sharedRead("flaky", async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("connection lost");
        return "answer";
      });
    await expect(flaky()).rejects.toThrow("connection lost");
    expect(await flaky()).toBe("answer");
    expect(attempts).toBe(2);
  });
});
