import { inflateSync } from "node:zlib";

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

/**
 * The text a PDF's pages draw: pdfkit writes it as hex strings (WinAnsi, where 0x85 is "…") in
 * deflated content streams.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      return "";
    }
  });
  return streams
    .flatMap((content) =>
      [...content.matchAll(/\[(.*?)\] TJ/g)].map((line) =>
        [...(line[1] ?? "").matchAll(/<([0-9a-f]*)>/g)]
          .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
          .join("")
          .replaceAll("\x85", "…"),
      ),
    )
    .join("\n");
}
