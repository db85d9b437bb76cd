import { createCookie } from "react-router";
import { env } from "#app/lib/config/env.server";

/** An HTTP-only cookie signed with the session secret, kept for `days`. */
export function signedCookie(name: string, days: number) {
  return createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: days * 24 * 3600,
    secure: env().PUBLIC_URL.startsWith("https://"),
    secrets: [env().SESSION_SECRET],
  });
}
