import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A menu behind a button (the public header's, the admin's on a phone): it closes on every
 * navigation, and Escape closes it and gives the focus back to its button.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return { open, toggle: () => setOpen((was) => !was), button };
}
