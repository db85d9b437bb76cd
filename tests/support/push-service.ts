import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A subscription as a browser's `PushSubscription.toJSON()` gives it. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push the service took: checked (VAPID) and decrypted. */
export interface ReceivedPush {
  id: string;
  /** The decrypted payload, as the browser's service worker would get it. */
  text: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID public key (`k`) the JWT was verified with. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
}

interface Receiver {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");

/**
 * A push service speaking the Web Push protocol on 127.0.0.1, for tests: it makes subscriptions
 * (a P-256 key pair and a 16-byte auth secret per id, as a browser would), and takes
 * `POST /push/<id>` only with a valid VAPID `Authorization` (ES256 JWT verified against `k`,
 * `aud` this origin, `exp` in the next 24 h, `sub` given) and an `aes128gcm` body it decrypts
 * (RFC 8291 and 8188). It answers 201, 410 for ids told `gone`, and 400/401 with the reason.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: { id: string; status: number; reason: string }[] = [];
  private readonly receivers = new Map<string, Receiver>();
  private readonly goneIds = new Set<string>();
  private readonly failing = new Map<string, number>();
  private readonly waiters = new Set<() => void>();
  private server: Server | undefined;
  url = "";

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, reason }) => {
        response.writeHead(status, { "Content-Type": "text/plain" }).end(reason);
        for (const wake of this.waiters) wake();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** A new subscription to this service, as `pushManager.subscribe` would answer it. */
  subscription(id: string = b64url(randomBytes(9))): FakeSubscription {
    const ecdh = createECDH("prime256v1");
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    this.receivers.set(id, { ecdh, publicKey, auth });
    return {
      endpoint: `${this.url}/push/${id}`,
      keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
    };
  }

  /** From now on, pushes to this subscription answer 410 Gone (the browser unsubscribed). */
  gone(endpoint: string): void {
    this.goneIds.add(endpoint.split("/").pop() ?? "");
  }

  /** The next `times` pushes to this subscription answer 503. */
  failNext(endpoint: string, times: number): void {
    this.failing.set(endpoint.split("/").pop() ?? "", times);
  }

  /** Waits until `found` answers something for what was received (checked on every push). */
  async waitFor<T>(found: () => T | undefined, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No such push within ${timeoutMs} ms: ${this.describe()}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  private describe(): string {
    return JSON.stringify({ received: this.received.length, refused: this.refused });
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; reason: string }> {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "";
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const refuse = (status: number, reason: string) => {
      this.refused.push({ id, status, reason });
      return { status, reason };
    };
    const receiver = this.receivers.get(id);
    if (request.method !== "POST" || !receiver) return refuse(404, "No such subscription");
    if (this.goneIds.has(id)) return refuse(410, "Gone");
    const failures = this.failing.get(id) ?? 0;
    if (failures > 0) {
      this.failing.set(id, failures - 1);
      return refuse(503, "Try later");
    }
    const vapid = this.verifyVapid(request.headers.authorization ?? "");
    if (typeof vapid === "string") return refuse(401, vapid);
    if (request.headers["content-encoding"] !== "aes128gcm")
      return refuse(400, "Content-Encoding must be aes128gcm");
    let text: string;
    try {
      text = decrypt(Buffer.concat(chunks), receiver);
    } catch (error) {
      return refuse(400, `Cannot decrypt: ${(error as Error).message}`);
    }
    const header = (name: string) => request.headers[name] as string | undefined;
    this.received.push({
      id,
      text,
      ttl: header("ttl"),
      urgency: header("urgency"),
      topic: header("topic"),
      ...vapid,
    });
    return { status: 201, reason: "" };
  }

  /** The JWT's claims and key, or what is wrong with the header (RFC 8292). */
  private verifyVapid(authorization: string): Pick<ReceivedPush, "vapidKey" | "claims"> | string {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization);
    if (!match) return "Authorization must be: vapid t=<JWT>, k=<key>";
    const [, token = "", vapidKey = ""] = match;
    const [head = "", body = "", signature = ""] = token.split(".");
    const point = Buffer.from(vapidKey, "base64url");
    if (point.length !== 65 || point[0] !== 4) return "k is not an uncompressed P-256 point";
    const key = createPublicKey({
      format: "jwk",
      key: {
        kty: "EC",
        crv: "P-256",
        x: b64url(point.subarray(1, 33)),
        y: b64url(point.subarray(33)),
      },
    });
    const header = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
    if (header.alg !== "ES256") return "The JWT must be ES256";
    const signed = verify(
      "sha256",
      Buffer.from(`${head}.${body}`),
      { key, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    if (!signed) return "The JWT's signature does not match k";
    const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as ReceivedPush["claims"];
    const now = Date.now() / 1000;
    if (claims.aud !== this.url) return `aud must be ${this.url}`;
    if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return "exp must be within 24 h";
    if (!/^(mailto:|https:)/.test(claims.sub ?? "")) return "sub must be a mailto: or https: URL";
    return { vapidKey, claims };
  }
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** Decrypts an aes128gcm body for this receiver (one record, as web push sends). */
function decrypt(body: Buffer, receiver: Receiver): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = receiver.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.publicKey, senderKey]);
  const ikm = hkdf(receiver.auth, secret, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}
