import amiriArabic from "@fontsource/amiri/files/amiri-arabic-400-normal.woff2?url";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

// Amiri's Arabic letters only, as woff2 from our own origin. The face is declared by the Arabic
// text itself (React puts one copy in <head>), so only pages that show Arabic ever fetch it.
const AMIRI_ARABIC = `@font-face{font-family:"Amiri";font-style:normal;font-weight:400;font-display:swap;src:url(${amiriArabic}) format("woff2")}`;

/**
 * Text in Arabic: marked as Arabic written right to left (for screen readers and the layout) and
 * set in the Amiri face, whatever fonts the device has.
 */
export function Arabic({
  children,
  as: Element = "span",
  className,
}: {
  children: ReactNode;
  as?: "span" | "p";
  className?: string;
}) {
  return (
    <>
      <style href="amiri-arabic" precedence="default">
        {AMIRI_ARABIC}
      </style>
      <Element lang="ar" dir="rtl" className={cn("font-arabic", className)}>
        {children}
      </Element>
    </>
  );
}
