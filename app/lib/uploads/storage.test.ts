import { readdirSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { canMountTmpfs, withDiskFault } from "#tests/support/disk-faults";
import { readLogs } from "#tests/support/logs";
import { diskFault } from "#tests/support/tmpfs";
import { LOGO_SIZE, storeImage } from "./images.server";
import { storePrivateFile } from "./private-files.server";
import {
  privateDirectory,
  StorageFault,
  unwritableDataFolders,
  uploadsDirectory,
} from "./storage.server";
import { storageFailureMessage, storageLogLine, storageProblemOf } from "./storage-faults";

const png = async (colour: string) =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    ),
  ]);

/** The error lines the site logged while `run` ran: [fields, message]. */
async function errorsLogged(run: () => Promise<unknown>): Promise<Array<[unknown, unknown]>> {
  const lines = await readLogs(async () => {
    await run();
  });
  return lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === 50)
    .map(({ level: _, msg, ...fields }) => [fields, msg]);
}

describe("what a refused write means", () => {
  it.each([
    ["ENOSPC", "full"],
    ["EDQUOT", "full"],
    ["EROFS", "not-writable"],
    ["EACCES", "not-writable"],
    ["EPERM", "not-writable"],
    ["EIO", "failed"],
  ] as const)("%s is %s", (code, problem) => {
    expect(storageProblemOf(code)).toBe(problem);
  });

  it("names the folder and the cause in the log, and the problem to the person who sent the file", () => {
    expect(storageLogLine("uploads", "/srv/data/uploads", "EACCES")).toBe(
      "uploads folder not writable: EACCES /srv/data/uploads",
    );
    expect(
      storageLogLine("uploads", "/srv/data/uploads", "ENOSPC", "/srv/data/uploads/a.tmp"),
    ).toBe("no space left on device (ENOSPC) writing /srv/data/uploads/a.tmp");
    expect(storageLogLine("private files", "/srv/data/private", "EIO")).toBe(
      "private files folder: EIO writing /srv/data/private",
    );
    expect(storageFailureMessage("image", "full")).toBe(
      "The image could not be saved: the server's storage is full. Please tell the site's administrator.",
    );
    expect(storageFailureMessage("CV", "not-writable")).toBe(
      "The CV could not be saved: the server's storage cannot be written to. Please tell the site's administrator.",
    );
  });
});

describe.skipIf(!canMountTmpfs)("files on a disk that refuses them (a real tmpfs)", () => {
  it.each([
    [
      "read-only",
      "not-writable",
      "EROFS",
      () => `uploads folder not writable: EROFS ${uploadsDirectory()}`,
      [],
    ],
    [
      "full",
      "full",
      "ENOSPC",
      () => `no space left on device (ENOSPC) writing ${uploadsDirectory()}`,
      ["filler"],
    ],
  ] as const)(
    "answers an image on a %s uploads folder with the reason, logs one line naming the folder and leaves no part of it",
    async (fault, problem, code, line, left) => {
      withDiskFault(uploadsDirectory(), fault);
      let stored: Awaited<ReturnType<typeof storeImage>> | undefined;
      const errors = await errorsLogged(async () => {
        stored = await storeImage(await png("#123456"), LOGO_SIZE);
      });
      expect(stored).toEqual({
        ok: false,
        storageFault: true,
        error: storageFailureMessage("image", problem),
      });
      expect(errors).toEqual([
        [expect.objectContaining({ code, folder: uploadsDirectory() }), line()],
      ]);
      expect(readdirSync(uploadsDirectory())).toEqual(left);
    },
  );

  it("throws a StorageFault for a private file the disk refuses", async () => {
    withDiskFault(privateDirectory(), "read-only");
    const errors = await errorsLogged(async () => {
      const stored = storePrivateFile("cvs", new Uint8Array([1, 2, 3]), "pdf");
      await expect(stored).rejects.toBeInstanceOf(StorageFault);
      await expect(stored).rejects.toMatchObject({ code: "EROFS", problem: "not-writable" });
    });
    expect(errors.map(([, message]) => message)).toEqual([
      `private files folder not writable: EROFS ${privateDirectory()}`,
    ]);
  });

  it("names each data folder that takes no file, and logs when it starts and stops refusing", async () => {
    expect(await unwritableDataFolders()).toEqual([]);
    const remove = diskFault(uploadsDirectory(), "read-only");
    try {
      const errors = await errorsLogged(async () => {
        expect(await unwritableDataFolders()).toEqual([
          { folder: "uploads", path: uploadsDirectory(), code: "EROFS", problem: "not-writable" },
        ]);
        // Asked again (a health check polled every few seconds): not logged again.
        expect(await unwritableDataFolders()).toHaveLength(1);
      });
      expect(errors.map(([, message]) => message)).toEqual([
        `uploads folder not writable: EROFS ${uploadsDirectory()}`,
      ]);
    } finally {
      remove();
    }
    expect(await unwritableDataFolders()).toEqual([]);
  });
});
