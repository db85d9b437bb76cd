import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A cached page is the same bytes for everyone except its CSP nonce, which is new in every
 * response. Compressing the whole page per response would cost more than rendering it from the
 * cache, so each part between two nonces is compressed once, as deflate blocks that end on a byte
 * boundary; a response strings them together with the nonce in a stored (uncompressed) block and
 * wraps them in a gzip header and trailer. Any gzip reader sees one ordinary stream.
 */
export interface GzipTemplate {
  parts: Buffer[];
  /** Uncompressed bytes, to size the trailer and checksum. */
  plain: Buffer[];
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block: empty, fixed Huffman codes, marked final. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

export function gzipTemplate(plain: Buffer[]): GzipTemplate {
  return {
    plain,
    parts: plain.map((part) => deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH })),
  };
}

/** zlib's crc32 answers 0 for an empty buffer whatever the running value, so those are skipped. */
const extendCrc = (bytes: Buffer, running: number) =>
  bytes.length === 0 ? running : crc32(bytes, running);

function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip bytes of the template's parts joined by `filler` (a nonce: short, under 64 KB). */
export function gzipJoined(template: GzipTemplate, filler: string): Buffer[] {
  const fill = Buffer.from(filler);
  const fillBlock = storedBlock(fill);
  const chunks: Buffer[] = [HEADER];
  let checksum = 0;
  let size = 0;
  template.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(fillBlock);
      checksum = extendCrc(fill, checksum);
      size += fill.length;
    }
    const plain = template.plain[index] as Buffer;
    chunks.push(part);
    checksum = extendCrc(plain, checksum);
    size += plain.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return chunks;
}
