import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { noteTypedBeforeHydration } from "#app/lib/typed-before-hydration";

// React Router's own client entry, with one step before it: what was typed while the page's
// JavaScript loaded is noted, to be put back once React has the page (root.tsx).
noteTypedBeforeHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
