/**
 * The pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree), which no PDF
 * writer here compresses.
 */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
  );
}

/** A4 portrait in points, as a PDF's MediaBox gives it (writers round it differently). */
export function isA4Portrait(pdf: Uint8Array): boolean {
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(
    Buffer.from(pdf).toString("latin1"),
  );
  return Boolean(
    box && Math.abs(Number(box[1]) - 595.28) < 1.5 && Math.abs(Number(box[2]) - 841.89) < 1.5,
  );
}
