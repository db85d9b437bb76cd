/**
 * Writes app/assets/fonts/amiri-prayer-names.woff2: the Amiri face cut down to the letters of the
 * prayers' Arabic names (with the shapes Arabic joins them into), for the pages whose only Arabic
 * those names are. Run after changing the names; `--check` exits 1 when the committed file is not
 * what the names and the Amiri package give.
 *   npm run fonts:prayer-names [-- --check]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { PRAYER_NAME_LETTERS } from "#app/features/prayer-times/prayers";
import { answerHelp } from "./usage";

answerHelp(`Usage: npm run fonts:prayer-names [-- --check]

Writes app/assets/fonts/amiri-prayer-names.woff2: Amiri cut down to the letters of the
prayers' Arabic names. Run it after changing a name.

  --check  change nothing; exit 1 when the committed file is out of date`);

const TARGET = path.resolve("app/assets/fonts/amiri-prayer-names.woff2");
const SOURCE = createRequire(import.meta.url).resolve(
  "@fontsource/amiri/files/amiri-arabic-400-normal.woff2",
);

const subset = await subsetFont(readFileSync(SOURCE), PRAYER_NAME_LETTERS, {
  targetFormat: "woff2",
});
if (process.argv.includes("--check")) {
  const same = Buffer.compare(subset, readFileSync(TARGET)) === 0;
  console.log(
    same ? `${TARGET}: up to date` : `${TARGET}: out of date; run npm run fonts:prayer-names`,
  );
  process.exit(same ? 0 : 1);
}
writeFileSync(TARGET, subset);
console.log(`${TARGET}: ${subset.length} bytes for ${PRAYER_NAME_LETTERS.length} letters`);
