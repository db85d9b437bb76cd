import { useNavigation } from "react-router";

/** A thin bar at the top of the window while a route's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div aria-live="polite" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden">
      {busy ? (
        <>
          <span className="sr-only">Loading…</span>
          <div
            data-testid="navigation-progress"
            className="h-full w-2/5 bg-accent [animation:progress-slide_1s_ease-in-out_infinite]"
          />
        </>
      ) : null}
    </div>
  );
}
