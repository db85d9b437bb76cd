import { createHash } from "node:crypto";
import { type GzipTemplate, gzipJoined, gzipTemplate } from "./gzip-template";

/** A rendered page as every anonymous visitor gets it, with the place of each CSP nonce kept. */
export interface CachedPage {
  /** The rendering's response headers (content type, cache control, vary). */
  headers: [string, string][];
  /** The body cut at each nonce. */
  parts: Buffer[];
  gzip: GzipTemplate;
  etag: string;
  bytes: number;
  expiresAt: number;
}

/** Where the servers agree on the version of public pages (the database's page_cache_version). */
interface VersionSource {
  read(): Promise<number>;
  bump(): Promise<number>;
}

export interface PageCacheOptions {
  /** Most bytes of pages kept; the least recently used go first. */
  maxBytes: number;
  /** How often the shared version is read (another server's change shows within this). */
  versionCheckMs: number;
  versions: VersionSource;
  /** The version moved (another server or a job changed something): copies read before are stale. */
  onChangedElsewhere: () => void;
  onError: (error: unknown, doing: string) => void;
  clock?: () => number;
}

/** A page's cache entry from its rendered HTML, cut at the nonce it was rendered with. */
export function cachedPage(
  html: string,
  nonce: string,
  headers: Headers,
  expiresAt: number,
): CachedPage {
  const parts = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part));
  const gzip = gzipTemplate(parts);
  const digest = createHash("sha1");
  for (const part of parts) digest.update(part).update("\0");
  const size = (buffers: Buffer[]) => buffers.reduce((sum, buffer) => sum + buffer.length, 0);
  // The body also depends on the visitor's Accept-Encoding (gzip or not).
  const vary = [headers.get("vary"), "Accept-Encoding"].filter(Boolean).join(", ");
  return {
    headers: [
      ...[...headers].filter(([name]) => name !== "set-cookie" && name !== "vary"),
      ["vary", vary],
    ],
    parts,
    gzip,
    // Weak: two responses differ in their nonces, and are otherwise the same page.
    etag: `W/"${digest.digest("base64url")}"`,
    bytes: size(parts) + size(gzip.parts),
    expiresAt,
  };
}

/** The page's body with a response's own nonce, plain or gzip, as the pieces to send in turn. */
export function pageBody(page: CachedPage, nonce: string, gzip: boolean): Buffer[] {
  if (gzip) return gzipJoined(page.gzip, nonce);
  const filler = Buffer.from(nonce);
  return page.parts.flatMap((part, index) => (index ? [filler, part] : [part]));
}

/**
 * The server's page cache: rendered public pages by URL, dropped together whenever something
 * they may show changes (here, or on another server: the shared version moved).
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #rendering = new Map<string, Promise<CachedPage | null>>();
  readonly #options: PageCacheOptions;
  readonly #clock: () => number;
  #bytes = 0;
  /** Counts drops: a page rendered across one is not kept, it may show what changed. */
  #epoch = 0;
  #version: number | null = null;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<void> | null = null;

  constructor(options: PageCacheOptions) {
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
  }

  get epoch(): number {
    return this.#epoch;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** The page kept for this key, if it is still fresh and of the current version. */
  async get(key: string): Promise<CachedPage | undefined> {
    await this.#followVersion();
    return this.#take(key);
  }

  /**
   * The same without waiting: only while the version was read less than `versionCheckMs` ago
   * (else undefined, and `get` reads it).
   */
  peek(key: string): CachedPage | undefined {
    return this.#versionDue() ? undefined : this.#take(key);
  }

  #take(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (page.expiresAt <= this.#clock()) {
      this.#bytes -= page.bytes;
      return undefined;
    }
    this.#pages.set(key, page);
    return page;
  }

  /** Keeps a page rendered since `epoch`, unless something changed during the rendering. */
  keep(key: string, page: CachedPage, epoch: number): void {
    if (epoch !== this.#epoch || page.bytes > this.#options.maxBytes / 8) return;
    const previous = this.#pages.get(key);
    if (previous) this.#bytes -= previous.bytes;
    this.#pages.delete(key);
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
    for (const [oldest, old] of this.#pages) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= old.bytes;
    }
  }

  /** The rendering of this key already under way, if any: callers at the same moment share it. */
  rendering(key: string): Promise<CachedPage | null> | undefined {
    return this.#rendering.get(key);
  }

  share(key: string, rendering: Promise<CachedPage | null>): void {
    const settled = rendering.catch(() => null);
    this.#rendering.set(key, settled);
    void settled.then(() => {
      if (this.#rendering.get(key) === settled) this.#rendering.delete(key);
    });
  }

  /** Something public pages show changed here: drop them now, and tell the other servers. */
  invalidate(): void {
    this.#drop();
    this.#options.versions.bump().then(
      (version) => {
        this.#version = version;
        this.#checkedAt = this.#clock();
      },
      (error) => this.#options.onError(error, "bump the page version"),
    );
  }

  #drop(): void {
    this.#pages.clear();
    this.#bytes = 0;
    this.#epoch++;
  }

  #versionDue(): boolean {
    return this.#clock() - this.#checkedAt >= this.#options.versionCheckMs;
  }

  #followVersion(): Promise<void> | undefined {
    if (!this.#versionDue()) return undefined;
    this.#checking ??= this.#options.versions
      .read()
      .then(
        (version) => {
          if (version !== this.#version) {
            if (this.#version !== null) this.#options.onChangedElsewhere();
            this.#drop();
            this.#version = version;
          }
        },
        // Kept pages stay (they expire on their own); the next request asks again.
        (error) => this.#options.onError(error, "read the page version"),
      )
      .finally(() => {
        this.#checkedAt = this.#clock();
        this.#checking = null;
      });
    return this.#checking;
  }
}
