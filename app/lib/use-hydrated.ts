import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server-rendered HTML (and so without JavaScript), true once React runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
