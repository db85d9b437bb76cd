import { lazy, Suspense } from "react";

const Control = lazy(() =>
  import("../components/push-subscribe").then((module) => ({ default: module.PushSubscribe })),
);

/**
 * The subscribe control for pages of other features (the prayer times): its code is fetched
 * with the page that shows it, never with the site's shell (which imports this feature's index
 * for the banner). Server-rendered like the rest of the page.
 */
export function PushSubscribeIsland() {
  return (
    <Suspense fallback={null}>
      <Control />
    </Suspense>
  );
}
