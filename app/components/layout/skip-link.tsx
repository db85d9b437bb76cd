/** The first stop for a keyboard: straight past the navigation to `#main-content`. */
export function SkipToContent() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-strong focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      Skip to content
    </a>
  );
}
