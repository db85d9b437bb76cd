import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

export interface ZipEntry {
  /** The path inside the archive ("cvs/Amina_Khan_CV.pdf"). */
  path: string;
  bytes: Uint8Array;
  /** Deflate text; already-compressed files (PDF, Word, WebP) are stored as they are. */
  compress: boolean;
}

/**
 * A ZIP archive written while it is read: each entry is asked for only when the reader wants more,
 * so at most one entry is in memory at a time, however many files the archive holds.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    // Every call adds output (an entry, or the end of the archive), so the reader is never left
    // waiting for a pull that does not come.
    async pull() {
      const next = await iterator.next();
      if (next.done) return zip.end();
      const { path, bytes, compress } = next.value;
      const file = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
      zip.add(file);
      file.push(bytes, true);
    },
    async cancel() {
      zip.terminate();
      await iterator.return?.();
    },
  });
}
