import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COVER_SIZE, LOGO_SIZE, processImage, readUpload, storeImage } from "./images.server";
import { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_TYPE_MESSAGE, UPLOAD_KEY } from "./rules";
import { loader as serveUpload } from "./serve-upload";
import { uploadsDirectory } from "./storage.server";

/** A 40×30 JPEG taken "on its side" (EXIF orientation 6) with a camera's personal data. */
async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0392b" } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Artist: "Private Person", Copyright: "GPS 51.65N 0.39W" } },
    })
    .toBuffer();
}

function fileOf(bytes: Uint8Array | string, name: string, type: string): File {
  return new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });
}

/** Storing the file is refused with `error`, and nothing is written. */
async function expectStoreRefused(file: File, error: string) {
  const directory = mkdtempSync(path.join(tmpdir(), "uploads-"));
  expect(await storeImage(file, COVER_SIZE, { directory })).toEqual({ ok: false, error });
  expect(readdirSync(directory)).toEqual([]);
}

describe("image uploads", () => {
  it("re-encodes to WebP, applies the orientation and strips EXIF", async () => {
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await processImage(original, COVER_SIZE);
    if (!result.ok) throw new Error(result.error);
    const meta = await sharp(result.data).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(result.data.includes(Buffer.from("Private Person"))).toBe(false);
    // Rotated upright: the 40×30 landscape becomes 30×40 portrait.
    expect([result.width, result.height]).toEqual([30, 40]);
  });

  it("refuses a PHP file renamed .png, whatever the browser claims", async () => {
    const php = fileOf("<?php system($_GET['c']); ?>", "shell.png", "image/png");
    await expectStoreRefused(php, INVALID_IMAGE_TYPE_MESSAGE);
  });

  it("refuses other types (GIF, SVG) and a broken image with a PNG signature", async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const brokenPng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("IHDR not really"),
    ]);
    for (const bytes of [gif, Buffer.from(svg), brokenPng]) {
      expect(await processImage(bytes, COVER_SIZE)).toEqual({
        ok: false,
        error: INVALID_IMAGE_TYPE_MESSAGE,
      });
    }
  });

  it("refuses a polyglot: a real JPEG with a PHP script in a comment segment", async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c00" } })
      .jpeg()
      .toBuffer();
    // Decodes fine as an image (sharp reads it), but a server misconfigured to run .php runs it.
    const payload = Buffer.from("<?php system($_GET['c']); ?>");
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, payload.length + 2]), payload]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
    expect((await sharp(polyglot).metadata()).format).toBe("jpeg");
    expect(await processImage(polyglot, COVER_SIZE)).toEqual({
      ok: false,
      error: INVALID_IMAGE_TYPE_MESSAGE,
    });
  });

  it("refuses a file over 10MB", async () => {
    const big = fileOf(new Uint8Array(11 * 1024 * 1024), "huge.jpg", "image/jpeg");
    await expectStoreRefused(big, IMAGE_TOO_LARGE_MESSAGE);
  });

  it("shrinks large images to the size asked for and never enlarges small ones", async () => {
    const large = await sharp({
      create: { width: 3200, height: 1800, channels: 3, background: "#1e8449" },
    })
      .png()
      .toBuffer();
    const result = await processImage(large, COVER_SIZE);
    expect(result.ok && [result.width, result.height]).toEqual([1600, 900]);
    const logo = await processImage(large, LOGO_SIZE);
    expect(logo.ok && [logo.width, logo.height]).toEqual([512, 288]);
    const small = await processImage(
      await sharp({ create: { width: 20, height: 10, channels: 4, background: "#fff0" } })
        .webp()
        .toBuffer(),
      COVER_SIZE,
    );
    expect(small.ok && [small.width, small.height]).toEqual([20, 10]);
  });

  it("stores an image once under its content hash and serves it with long-lived headers", async () => {
    const photo = await photoWithExif();
    const first = await storeImage(fileOf(photo, "a.jpg", "image/jpeg"), COVER_SIZE);
    const second = await storeImage(fileOf(photo, "b.jpeg", "image/jpeg"), COVER_SIZE);
    if (!first.ok || !second.ok) throw new Error("expected the photo to be stored");
    expect(first.image.key).toMatch(UPLOAD_KEY);
    expect(second.image.key).toBe(first.image.key);
    expect(readdirSync(uploadsDirectory()).filter((name) => name === first.image.key)).toHaveLength(
      1,
    );

    const response = await serveUpload({ params: { file: first.image.key } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(
      Buffer.from(await response.arrayBuffer()).equals(
        (await readUpload(first.image.key)) as Buffer,
      ),
    ).toBe(true);
  });

  it("answers 404 for names that are not upload keys (no path traversal)", async () => {
    for (const file of [
      "../session-secret",
      "x.webp",
      `${"a".repeat(32)}.png`,
      `${"a".repeat(32)}.webp`,
    ]) {
      const error = await serveUpload({ params: { file } }).catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ init: { status: 404 } });
    }
  });
});
