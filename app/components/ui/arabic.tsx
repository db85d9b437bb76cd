import amiriArabic from "@fontsource/amiri/files/amiri-arabic-400-normal.woff2?url";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** A face of the Amiri family: its `@font-face` rule, and the key React keeps one copy of it by. */
export type ArabicFace = { href: string; css: string };

// Amiri's Arabic letters only, as woff2 from our own origin. The face is declared by the Arabic
// text itself (React puts one copy in <head>), so only pages that show Arabic ever fetch it.
const AMIRI_ARABIC: ArabicFace = {
  href: "amiri-arabic",
  css: `@font-face{font-family:"Amiri";font-style:normal;font-weight:400;font-display:swap;src:url(${amiriArabic}) format("woff2")}`,
};

/**
 * Text in Arabic: marked as Arabic written right to left (for screen readers and the layout) and
 * set in the Amiri face, whatever fonts the device has.
 */
export function Arabic({
  children,
  as: Element = "span",
  className,
  face = AMIRI_ARABIC,
}: {
  children: ReactNode;
  as?: "span" | "p";
  className?: string;
  /** A smaller cut of Amiri, for text that uses only the letters it holds. */
  face?: ArabicFace;
}) {
  return (
    <>
      <style href={face.href} precedence="default">
        {face.css}
      </style>
      <Element lang="ar" dir="rtl" className={cn("font-arabic", className)}>
        {children}
      </Element>
    </>
  );
}
