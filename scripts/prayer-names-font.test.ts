import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PRAYER_NAME_LETTERS } from "#app/features/prayer-times/prayers";

const run = promisify(execFile);

describe("npm run fonts:prayer-names", () => {
  it("finds the committed cut of Amiri made from the prayers' names as they are", async () => {
    const { stdout } = await run("npm", ["run", "--silent", "fonts:prayer-names", "--", "--check"]);
    expect(stdout).toContain("amiri-prayer-names.woff2: up to date");
  });

  it("holds the seventeen letters of the names in a fifth of the whole face", () => {
    expect(PRAYER_NAME_LETTERS).toBe("ءابةجرشصظعغفقلمهو");
    expect(statSync("app/assets/fonts/amiri-prayer-names.woff2").size).toBeLessThan(22_000);
  });
});
