import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/**
 * A part (a dialog and what it holds) whose code comes when it is first wanted, not with the page:
 * `preload` goes on its openers, so the code starts coming as the pointer nears or focus arrives.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const fetchCode = () => {
    void load();
  };
  return {
    Part: lazy(() => load().then((component) => ({ default: component }))),
    preload: { onPointerEnter: fetchCode, onFocus: fetchCode },
  };
}

/** Nothing until the part is `wanted`, then the part once its code is here. */
export function OnDemand({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
