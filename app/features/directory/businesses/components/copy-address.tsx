import { useEffect, useState } from "react";
import { toast } from "#app/components/ui/toaster";
import { ADDRESS_COPIED, ADDRESS_COPY_FAILED, COPY_TOAST_MS } from "../../rules";

/** Copies an address; the result shows for 2 s (a toast and the button's own live text). */
export function CopyAddress({ address, label }: { address: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPY_TOAST_MS);
    return () => clearTimeout(timer);
  }, [state]);
  if (!mounted) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setState("copied");
      toast.success(ADDRESS_COPIED, { duration: COPY_TOAST_MS });
    } catch {
      setState("failed");
      toast.error(ADDRESS_COPY_FAILED, { duration: COPY_TOAST_MS });
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-brand-strong ring-1 ring-stone-300 hover:bg-brand-soft"
      aria-label={`Copy address of ${label}`}
    >
      <span aria-live="polite">
        {state === "copied" ? "Copied" : state === "failed" ? "Failed" : "Copy"}
      </span>
    </button>
  );
}
