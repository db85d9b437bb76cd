import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "#app/lib/config/env.server";
import { privateDirectory, uploadsDirectory } from "#app/lib/uploads/storage.server";
import { setupTestDatabase } from "#tests/support/database";
import { canMountTmpfs, withDiskFault } from "#tests/support/disk-faults";
import { loader } from "./routes/healthz";

setupTestDatabase();

async function health() {
  const response = await loader();
  return { status: response.status, body: await response.json() };
}

describe("/healthz", () => {
  it("answers 200 when the database answers and every data folder takes a file", async () => {
    expect(await health()).toEqual({
      status: 200,
      body: { status: "ok", db: "ok", storage: "ok" },
    });
  });

  describe.skipIf(!canMountTmpfs)("with a disk that refuses files", () => {
    it("answers 503 naming a read-only uploads folder", async () => {
      withDiskFault(uploadsDirectory(), "read-only");
      expect(await health()).toEqual({
        status: 503,
        body: {
          status: "error",
          db: "ok",
          storage: [
            { folder: "uploads", path: uploadsDirectory(), code: "EROFS", problem: "not-writable" },
          ],
        },
      });
    });

    it("answers 503 naming a full data folder, and a full private files folder", async () => {
      const dataDir = path.resolve(env().DATA_DIR);
      withDiskFault(dataDir, "full");
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body.storage).toContainEqual({
        folder: "data",
        path: dataDir,
        code: "ENOSPC",
        problem: "full",
      });
      expect(body.storage).toContainEqual(
        expect.objectContaining({ folder: "private files", path: privateDirectory() }),
      );
    });
  });
});
