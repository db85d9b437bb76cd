// The libraries that read uploaded files are loaded when the first upload arrives, not when the
// server starts: together they hold ≈ 50 MB that a server nobody uploads to never needs.

function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

export const loadSharp = onFirstUse(async () => (await import("sharp")).default);
export const loadMammoth = onFirstUse(async () => (await import("mammoth")).default);
const loadFileType = onFirstUse(() => import("file-type"));

/** The file's type read from its first bytes (its name is never trusted). */
export async function fileTypeOf(bytes: Uint8Array) {
  const { fileTypeFromBuffer } = await loadFileType();
  return fileTypeFromBuffer(bytes);
}
