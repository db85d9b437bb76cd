import amiriPrayerNames from "#app/assets/fonts/amiri-prayer-names.woff2?url";
import type { ArabicFace } from "#app/components/ui/arabic";
import { PRAYER_NAME_LETTERS } from "./prayers";

const unicodeRange = [...PRAYER_NAME_LETTERS]
  .map((letter) => `U+${(letter.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`)
  .join(",");

/**
 * Amiri cut down to those letters (`npm run fonts:prayer-names`): 19 KB where the whole
 * Arabic face is 107 KB, for the pages whose only Arabic is the prayers' names.
 */
export const PRAYER_NAMES_FACE: ArabicFace = {
  href: "amiri-prayer-names",
  css: `@font-face{font-family:"Amiri";font-style:normal;font-weight:400;font-display:swap;src:url(${amiriPrayerNames}) format("woff2");unicode-range:${unicodeRange}}`,
};
