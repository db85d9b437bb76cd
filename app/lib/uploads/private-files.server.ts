import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { access, mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "#app/lib/config/env.server";
import { privateDirectory, privateFolder, writeWhole, writingIn } from "./storage.server";

/**
 * Private files (job seekers' CVs): stored under DATA_DIR/private, outside every public folder,
 * with random names; only routes that check who is asking read them back.
 */

const PRIVATE_KEY = /^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/**
 * Stores the bytes under a new random name in `folder`; the answer is the key to read them back.
 * A disk that refuses the file throws a StorageFault (logged).
 */
export async function storePrivateFile(
  folder: string,
  bytes: Uint8Array,
  ext: string,
): Promise<string> {
  const key = `${folder}/${randomUUID()}.${ext}`;
  const target = path.join(privateDirectory(), key);
  await writingIn(privateFolder(), async () => {
    await mkdir(path.dirname(target), { recursive: true });
    await writeWhole(target, bytes, 0o600);
  });
  return key;
}

export async function readPrivateFile(key: string): Promise<Buffer | null> {
  if (!PRIVATE_KEY.test(key)) return null;
  try {
    return await readFile(path.join(privateDirectory(), key));
  } catch {
    return null;
  }
}

function signature(key: string): string {
  return createHmac("sha256", env().SESSION_SECRET)
    .update(`private-file:${key}`)
    .digest("base64url");
}

/**
 * A reference to a stored file that a form may carry back (so a CV is not uploaded twice after a
 * validation error) without letting anyone point the form at a file they did not upload.
 */
export function signPrivateKey(key: string): string {
  return `${key}.${signature(key)}`;
}

export function verifyPrivateKey(reference: string): string | null {
  const cut = reference.lastIndexOf(".");
  if (cut <= 0) return null;
  const key = reference.slice(0, cut);
  if (!PRIVATE_KEY.test(key)) return null;
  const given = Buffer.from(reference.slice(cut + 1));
  const expected = Buffer.from(signature(key));
  return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
}

export async function privateFileExists(key: string): Promise<boolean> {
  if (!PRIVATE_KEY.test(key)) return false;
  try {
    await access(path.join(privateDirectory(), key));
    return true;
  } catch {
    return false;
  }
}

/** Removes a stored private file; a missing file is not an error. */
export async function removePrivateFile(key: string): Promise<void> {
  if (!PRIVATE_KEY.test(key)) return;
  await rm(path.join(privateDirectory(), key), { force: true });
}
