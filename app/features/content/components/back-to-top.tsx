import { useEffect, useState } from "react";

/** How far down the page the floating button appears (with JavaScript). */
const SHOW_AFTER_PX = 600;

function scrollToTop() {
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  // Keyboard and screen reader users continue from the top too.
  document.getElementById("page-title")?.focus({ preventScroll: true });
}

/**
 * "Back to Top": a link to #top, which the browser scrolls to without JavaScript. With
 * JavaScript it scrolls smoothly (instantly when the visitor prefers reduced motion).
 * `floating` is the button that follows the reader down the page: shown once they have
 * scrolled, and always shown when scripts are off (see .back-to-top in app.css).
 */
export function BackToTop({ floating = false }: { floating?: boolean }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!floating) return;
    const update = () => setScrolled(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [floating]);

  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #top, so it works without JavaScript too
    <a
      href="#top"
      onClick={(event) => {
        event.preventDefault();
        scrollToTop();
      }}
      data-visible={floating ? scrolled : undefined}
      className={
        floating
          ? "back-to-top fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-strong px-4 py-3 font-semibold text-white shadow-lg ring-2 ring-white hover:bg-brand sm:right-6 sm:bottom-6"
          : "inline-flex items-center gap-2 rounded-lg px-1 font-semibold text-brand-strong underline underline-offset-4"
      }
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      Back to Top
    </a>
  );
}
