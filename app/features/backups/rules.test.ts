import { describe, expect, it } from "vitest";
import { nextBackupAt } from "./backups.server";
import { restoreTargetName } from "./restore.server";
import {
  type ArchiveKind,
  archiveFacts,
  archiveName,
  archivesPastRetention,
  archivesToDelete,
  checksumProblems,
  compareMigrationLevel,
  isoWeek,
  newestArchive,
  parentsFirst,
  targetRefusal,
} from "./rules";

const at = (iso: string, kind: ArchiveKind = "daily") => archiveName(Date.parse(iso), kind);

describe("archive names", () => {
  it("are wic-backup-YYYYMMDD-HHMMSS-KIND.tar.gz in UTC and read back", () => {
    expect(at("2026-11-25T02:30:07Z")).toBe("wic-backup-20261125-023007-daily.tar.gz");
    expect(at("2026-11-25T02:30:07Z", "pre-upgrade")).toBe(
      "wic-backup-20261125-023007-pre-upgrade.tar.gz",
    );
    expect(archiveFacts("wic-backup-20261125-023007-manual.tar.gz")).toEqual({
      time: Date.parse("2026-11-25T02:30:07Z"),
      kind: "manual",
    });
    // Named before archives had a kind: counted as daily ones.
    expect(archiveFacts("wic-backup-20261125-023007.tar.gz")?.kind).toBe("daily");
    expect(archiveFacts("notes.txt")).toBeNull();
    expect(archiveFacts("wic-backup-20261125-023007-daily.tar.gz.partial")).toBeNull();
    expect(archiveFacts("wic-backup-20261125-023007-weekly.tar.gz")).toBeNull();
  });

  it("find the newest of a kind", () => {
    const names = [
      at("2026-11-20T10:00:00Z", "pre-upgrade"),
      at("2026-11-25T02:30:00Z"),
      at("2026-11-24T10:00:00Z", "pre-upgrade"),
      "README.txt",
    ];
    expect(newestArchive(names, "pre-upgrade")).toBe(at("2026-11-24T10:00:00Z", "pre-upgrade"));
    expect(newestArchive(names, "manual")).toBeNull();
  });

  it("know their ISO week, across a year's end", () => {
    expect(isoWeek("2026-11-25")).toBe("2026-W48");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
  });
});

describe("a restore's target", () => {
  const postgres = { kind: "postgres", name: "wic", dataDir: "/var/lib/wic" } as const;

  it("is the PostgreSQL database's name, or the embedded database's DATA_DIR", () => {
    expect(
      restoreTargetName({ DATABASE_URL: "postgres://wic:pw@db:5432/wic", DATA_DIR: "x" }),
    ).toBe("wic");
    expect(
      restoreTargetName({
        DATABASE_URL: "postgresql://u@h/wic%20two?sslmode=require",
        DATA_DIR: "x",
      }),
    ).toBe("wic two");
    expect(restoreTargetName({ DATABASE_URL: "postgres://ana@h", DATA_DIR: "x" })).toBe("ana");
    expect(restoreTargetName({ DATABASE_URL: "", DATA_DIR: "/var/lib/wic/" })).toBe("/var/lib/wic");
  });

  it("holding data, is emptied only when --force names it; a wrong or missing name is refused the same way", () => {
    const full = ["rows in users"];
    expect(targetRefusal(postgres, [], undefined)).toBeNull();
    expect(targetRefusal(postgres, full, "wic")).toBeNull();
    expect(targetRefusal(postgres, [], "wic")).toBeNull();
    const refused = targetRefusal(postgres, full, undefined);
    expect(refused).toBe(
      "The target is not empty: the PostgreSQL database wic (and the files in /var/lib/wic) holds rows in users.\nRestore into an empty database and data directory, or add --force wic to delete everything there first.",
    );
    expect(targetRefusal(postgres, full, "")).toBe(
      `${refused}\n--force needs the target's name: --force wic.`,
    );
    expect(targetRefusal(postgres, full, "wic_restore_check")).toContain(
      `${refused}\n--force named wic_restore_check, which is not the target`,
    );
    // A wrong name is refused even where there is nothing to delete.
    expect(targetRefusal(postgres, [], "prod")).toMatch(
      /^The target is the PostgreSQL database wic/,
    );
    expect(
      targetRefusal(
        { kind: "pglite", name: "/srv/my data", dataDir: "/srv/my data" },
        full,
        undefined,
      ),
    ).toContain("add --force '/srv/my data' to delete");
  });
});

describe("the retention rule for archives", () => {
  const cutoff = Date.parse("2026-10-21T10:00:00Z");

  it("names every archive made before the cutoff, of any kind, and no other file", () => {
    const names = [
      at("2026-11-20T02:30:00Z"),
      at("2026-10-21T10:01:00Z", "manual"),
      at("2026-10-21T09:59:00Z", "pre-upgrade"),
      at("2026-09-01T02:30:00Z"),
      "wic-backup-20260901-023000-daily.tar.gz.partial",
      "notes.txt",
    ];
    expect(archivesPastRetention(names, cutoff)).toEqual([
      at("2026-10-21T09:59:00Z", "pre-upgrade"),
      at("2026-09-01T02:30:00Z"),
    ]);
  });

  it("keeps the newest archive however old, so failing backups never leave none", () => {
    const old = [at("2026-08-01T02:30:00Z"), at("2026-09-01T02:30:00Z", "manual")];
    expect(archivesPastRetention(old, cutoff)).toEqual([at("2026-08-01T02:30:00Z")]);
    expect(archivesPastRetention([], cutoff)).toEqual([]);
  });
});

describe("rotation", () => {
  const daily = Array.from({ length: 40 }, (_, day) =>
    at(new Date(Date.UTC(2026, 10, 25 - day, 2, 30)).toISOString()),
  );

  it("keeps the 7 newest days and the newest of each of the 4 newest ISO weeks", () => {
    const deleted = new Set(archivesToDelete(daily, { keepDaily: 7, keepWeekly: 4 }));
    const kept = daily.filter((name) => !deleted.has(name));
    expect(kept).toEqual([
      // 25 Nov (Wed) back to 19 Nov: the daily ones (W48 and W47's newest among them)
      ...daily.slice(0, 7),
      // the newest of W46 (Sun 15 Nov) and of W45 (Sun 8 Nov)
      at("2026-11-15T02:30:00Z"),
      at("2026-11-08T02:30:00Z"),
    ]);
  });

  it("keeps only the newest archive of a day with several, and never touches other files", () => {
    const names = [
      at("2026-11-25T02:30:00Z"),
      at("2026-11-25T14:00:00Z"),
      at("2026-11-24T02:30:00Z"),
      "README.txt",
      "wic-backup-20261125-023000-daily.tar.gz.partial",
    ];
    expect(archivesToDelete(names, { keepDaily: 7, keepWeekly: 0 })).toEqual([
      at("2026-11-25T02:30:00Z"),
    ]);
  });

  it("counts days that have an archive, so a long pause never deletes the last backups", () => {
    const old = [at("2026-01-01T02:30:00Z"), at("2026-01-02T02:30:00Z")];
    expect(archivesToDelete(old, { keepDaily: 7, keepWeekly: 4 })).toEqual([]);
  });

  it("counts each kind apart: a Back up now never deletes the daily or an upgrade's archive", () => {
    const names = [
      at("2026-11-25T14:00:00Z", "manual"),
      at("2026-11-25T11:00:00Z", "pre-upgrade"),
      at("2026-11-25T02:30:00Z"),
      // named before kinds: a daily one, older than the day's daily
      "wic-backup-20261125-013000.tar.gz",
    ];
    expect(archivesToDelete(names, { keepDaily: 7, keepWeekly: 4 })).toEqual([
      "wic-backup-20261125-013000.tar.gz",
    ]);
  });

  it("keeps the last 3 pre-upgrade archives, however many daily and manual ones follow", () => {
    const upgrades = ["2026-06-01", "2026-08-01", "2026-10-01", "2026-11-01"].map((day) =>
      at(`${day}T20:00:00Z`, "pre-upgrade"),
    );
    const later = Array.from({ length: 30 }, (_, day) => [
      at(new Date(Date.UTC(2026, 10, 2 + day, 2, 30)).toISOString()),
      at(new Date(Date.UTC(2026, 10, 2 + day, 9, 0)).toISOString(), "manual"),
    ]).flat();
    const deleted = archivesToDelete([...upgrades, ...later], { keepDaily: 1, keepWeekly: 0 });
    expect(deleted).toContain(upgrades[0]);
    for (const kept of upgrades.slice(1)) expect(deleted).not.toContain(kept);
    // One day kept of each of the other kinds: the newest.
    expect(later.filter((name) => !deleted.includes(name))).toEqual(later.slice(-2));
  });

  it("groups days on the centre's clock (British Summer Time)", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London: two different days.
    const names = [at("2026-06-30T23:30:00Z"), at("2026-06-30T22:30:00Z")];
    expect(archivesToDelete(names, { keepDaily: 2, keepWeekly: 0 })).toEqual([]);
  });
});

describe("checksums", () => {
  const sum = (c: string) => ({ sha256: c.repeat(64), bytes: 3 });
  it("agree, or name each missing, changed and unlisted file", () => {
    expect(checksumProblems({ a: sum("a") }, { a: sum("a") })).toEqual([]);
    expect(
      checksumProblems(
        { a: sum("a"), b: sum("b"), c: sum("c") },
        { a: sum("a"), b: sum("f"), d: sum("d") },
      ),
    ).toEqual(["b does not match its checksum", "c is missing", "d is not listed in the manifest"]);
    expect(checksumProblems({ a: sum("a") }, { a: { ...sum("a"), bytes: 4 } })).toEqual([
      "a does not match its checksum",
    ]);
  });
});

describe("migration levels", () => {
  const tags = ["0000_init", "0001_accounts", "0002_prayer_times"];
  it("are the same, older, newer or a different history", () => {
    expect(compareMigrationLevel({ count: 3, last: "0002_prayer_times" }, tags)).toEqual({
      kind: "same",
    });
    expect(compareMigrationLevel({ count: 1, last: "0000_init" }, tags)).toEqual({
      kind: "older",
      missing: 2,
    });
    expect(compareMigrationLevel({ count: 5, last: "0004_x" }, tags)).toEqual({
      kind: "newer",
      extra: 2,
    });
    expect(compareMigrationLevel({ count: 2, last: "0001_other" }, tags)).toEqual({
      kind: "different",
      expected: "0001_accounts",
    });
  });
});

describe("load order", () => {
  it("puts parents before the tables that point to them, and refuses a cycle", () => {
    expect(
      parentsFirst(
        ["sessions", "users", "media_placements", "media_items"],
        [
          ["sessions", "users"],
          ["media_placements", "media_items"],
          ["media_items", "users"],
        ],
      ),
    ).toEqual(["users", "media_items", "media_placements", "sessions"]);
    expect(() =>
      parentsFirst(
        ["a", "b"],
        [
          ["a", "b"],
          ["b", "a"],
        ],
      ),
    ).toThrow(/cycle/);
  });
});

describe("the daily time", () => {
  it("is the next BACKUP_TIME on London's clocks, right across the clock change", () => {
    expect(new Date(nextBackupAt(Date.parse("2026-11-25T01:00:00Z"), "02:30")).toISOString()).toBe(
      "2026-11-25T02:30:00.000Z",
    );
    expect(new Date(nextBackupAt(Date.parse("2026-11-25T02:30:00Z"), "02:30")).toISOString()).toBe(
      "2026-11-26T02:30:00.000Z",
    );
    // 29 March 2026: clocks go forward at 01:00 GMT; 02:30 BST is 01:30 UTC.
    expect(new Date(nextBackupAt(Date.parse("2026-03-28T12:00:00Z"), "02:30")).toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
  });
});
