import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

// sonner (about 9 KB gzipped) loads with the first toast, not with every page. A toast made
// before its Toaster is on the page is shown as soon as the Toaster is (sonner keeps it).
const loadSonner = () => import("sonner");
const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: "message" | "success" | "error", message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then(({ toast: sonner }) =>
    kind === "message" ? sonner(message, options) : sonner[kind](message, options),
  );
}

/** sonner's `toast`, `toast.success` and `toast.error`. */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => show("message", message, options),
  {
    success: (message: string, options?: ExternalToast) => show("success", message, options),
    error: (message: string, options?: ExternalToast) => show("error", message, options),
  },
);

/** sonner's `Toaster`, on the page from the first toast on. */
export function Toaster(props: ToasterProps) {
  const isWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
