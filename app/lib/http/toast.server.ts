import { createCookieSessionStorage, redirect } from "react-router";
import { env } from "#app/lib/config/env.server";

type ToastType = "success" | "error" | "info";
export interface Toast {
  type: ToastType;
  message: string;
}

type ToastStorage = ReturnType<typeof createCookieSessionStorage<object, { toast: Toast }>>;
const globalForToast = globalThis as unknown as { __wicToastStorage?: ToastStorage };

function storage(): ToastStorage {
  globalForToast.__wicToastStorage ??= createCookieSessionStorage<object, { toast: Toast }>({
    cookie: {
      name: "wic_toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env().PUBLIC_URL.startsWith("https://"),
      secrets: [env().SESSION_SECRET],
    },
  });
  return globalForToast.__wicToastStorage;
}

/** Redirects and leaves a one-time toast that the next page shows (with or without JavaScript). */
export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
  const session = await storage().getSession();
  session.flash("toast", toast);
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await storage().commitSession(session));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast; the returned headers must be sent with the response. */
export async function takeToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const session = await storage().getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await storage().destroySession(session));
  return { toast, headers };
}
