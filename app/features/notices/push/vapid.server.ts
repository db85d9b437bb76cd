import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import type { Database } from "#app/lib/db/client.server";

/** The server's VAPID key pair (base64url: the public key a 65-byte point, the private 32 bytes). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const globalForVapid = globalThis as unknown as { __wicVapid?: { dir: string; keys: VapidKeys } };

/** The file in DATA_DIR holding the keys made on first use (decision 0388). */
export function vapidFile(dataDir: string = env().DATA_DIR): string {
  return path.join(dataDir, "vapid.json");
}

function readKeys(file: string): VapidKeys | null {
  if (!existsSync(file)) return null;
  const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
  return stored.publicKey && stored.privateKey
    ? { publicKey: stored.publicKey, privateKey: stored.privateKey }
    : null;
}

/**
 * The keys browsers' subscriptions are bound to: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both
 * are set, else those kept in DATA_DIR/vapid.json, made (mode 0600) the first time they are asked
 * for. Changing them orphans every subscription, so the file goes with the data folder.
 */
export function vapidKeys(): VapidKeys {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, DATA_DIR } = env();
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY)
    return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
  const cached = globalForVapid.__wicVapid;
  if (cached?.dir === DATA_DIR) return cached.keys;
  const file = vapidFile(DATA_DIR);
  let keys = readKeys(file);
  if (!keys) {
    mkdirSync(DATA_DIR, { recursive: true });
    const made = webpush.generateVAPIDKeys();
    keys = { publicKey: made.publicKey, privateKey: made.privateKey };
    try {
      // "wx": of two processes starting at once, one writes and the other reads what it wrote.
      writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      keys = readKeys(file);
      if (!keys) throw error;
    }
  }
  globalForVapid.__wicVapid = { dir: DATA_DIR, keys };
  return keys;
}

/**
 * Who the push services may write to about our pushes: VAPID_SUBJECT, else `mailto:` the centre's
 * contact address from the settings, else the site's address when that is https.
 */
export async function vapidSubject(executor?: Pick<Database, "select">): Promise<string> {
  const { VAPID_SUBJECT, PUBLIC_URL } = env();
  if (VAPID_SUBJECT) return VAPID_SUBJECT;
  const contact = (await getSiteSettings(executor)).emails.contact.trim();
  if (contact) return `mailto:${contact}`;
  return PUBLIC_URL.startsWith("https:") ? PUBLIC_URL : "mailto:webmaster@localhost";
}
