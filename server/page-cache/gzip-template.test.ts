import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipJoined, gzipTemplate } from "./gzip-template";

const parts = (text: string, marker: string) => text.split(marker).map((part) => Buffer.from(part));

describe("gzipJoined", () => {
  it("is the gzip of the parts joined by the filler, read back by an ordinary gunzip", () => {
    const page = `<!DOCTYPE html><script nonce="@@">a()</script>${"<p>Salaam, £5 – ٱلسَّلَامُ</p>".repeat(2000)}<script nonce="@@">b()</script>`;
    const template = gzipTemplate(parts(page, "@@"));
    for (const nonce of ["n0nce+A/b==", "another-one"]) {
      const zipped = Buffer.concat(gzipJoined(template, nonce));
      expect(gunzipSync(zipped).toString()).toBe(page.replaceAll("@@", nonce));
      expect(zipped.length).toBeLessThan(Buffer.byteLength(page) / 10);
    }
  });

  it("handles a page without the filler, and empty parts at either end", () => {
    for (const page of ["no nonce here", "@@", "@@middle@@", ""]) {
      const zipped = Buffer.concat(gzipJoined(gzipTemplate(parts(page, "@@")), "xyz"));
      expect(gunzipSync(zipped).toString()).toBe(page.replaceAll("@@", "xyz"));
    }
  });
});
