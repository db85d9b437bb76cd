import { z } from "zod";
import { noticeTopics, TOPIC_LABELS } from "../topics";

/** A push service's address: long for some (Apple's, FCM's), never this long. */
const MAX_ENDPOINT_LENGTH = 2000;
/** Decoded lengths (RFC 8291): an uncompressed P-256 point, and the auth secret. */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url string, or null when it is not one. */
function base64urlBytes(value: string): Uint8Array | null {
  if (!BASE64URL.test(value)) return null;
  const plain = value.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (plain.length % 4 === 1) return null;
  try {
    return Uint8Array.from(atob(plain.padEnd(Math.ceil(plain.length / 4) * 4, "=")), (c) =>
      c.charCodeAt(0),
    );
  } catch {
    return null;
  }
}

export const PUSH_FIELD_MESSAGES = {
  endpoint: "The subscription's endpoint must be an https:// address of at most 2,000 characters.",
  p256dh:
    "The subscription's p256dh key must be a base64url P-256 public key (65 bytes, 0x04 first).",
  auth: "The subscription's auth secret must be 16 bytes in base64url.",
  topics: `Choose from ${noticeTopics.map((topic) => `${topic} (${TOPIC_LABELS[topic]})`).join(", ")}.`,
} as const;

/**
 * Whether a push service's address is acceptable: https to a named host (never an internet
 * address or localhost, so the server cannot be pointed at its own network); the tests' push
 * service on 127.0.0.1 only when `loopbackForTests`.
 */
function isPushEndpoint(value: string, loopbackForTests = false): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (loopbackForTests && url.protocol === "http:" && url.hostname === "127.0.0.1") return true;
  const host = url.hostname;
  const literal = /^[\d.]+$/.test(host) || host.startsWith("[") || host === "localhost";
  return url.protocol === "https:" && !literal && !url.username && !url.password;
}

const endpoint = (loopbackForTests: boolean) =>
  z
    .string({ error: PUSH_FIELD_MESSAGES.endpoint })
    .trim()
    .max(MAX_ENDPOINT_LENGTH, PUSH_FIELD_MESSAGES.endpoint)
    .refine((value) => isPushEndpoint(value, loopbackForTests), PUSH_FIELD_MESSAGES.endpoint);

/** The forms POST /notices/push reads (`intent=subscribe` and `intent=unsubscribe`). */
function pushForms(loopbackForTests: boolean) {
  const subscribe = z.object({
    intent: z.literal("subscribe"),
    endpoint: endpoint(loopbackForTests),
    p256dh: z
      .string({ error: PUSH_FIELD_MESSAGES.p256dh })
      .trim()
      .max(100, PUSH_FIELD_MESSAGES.p256dh)
      .refine((value) => {
        const bytes = base64urlBytes(value);
        return bytes?.length === P256DH_BYTES && bytes[0] === 0x04;
      }, PUSH_FIELD_MESSAGES.p256dh),
    auth: z
      .string({ error: PUSH_FIELD_MESSAGES.auth })
      .trim()
      .max(30, PUSH_FIELD_MESSAGES.auth)
      .refine((value) => base64urlBytes(value)?.length === AUTH_BYTES, PUSH_FIELD_MESSAGES.auth),
    topics: z
      .array(
        z
          .string()
          .max(40, PUSH_FIELD_MESSAGES.topics)
          .refine((value) => (noticeTopics as readonly string[]).includes(value), {
            error: PUSH_FIELD_MESSAGES.topics,
          }),
        { error: PUSH_FIELD_MESSAGES.topics },
      )
      .min(1, PUSH_FIELD_MESSAGES.topics)
      .max(noticeTopics.length * 2, PUSH_FIELD_MESSAGES.topics)
      .transform((values) => noticeTopics.filter((topic) => values.includes(topic))),
  });
  const unsubscribe = z.object({
    intent: z.literal("unsubscribe"),
    endpoint: endpoint(loopbackForTests),
  });
  return { subscribe, unsubscribe };
}

const forms = pushForms(false);
export const subscribeSchema = forms.subscribe;
export const unsubscribeSchema = forms.unsubscribe;
/** The same forms, also taking the tests' push service on http://127.0.0.1 (WIC_TEST_ROUTES=1). */
export const formsForTests = pushForms(true);
