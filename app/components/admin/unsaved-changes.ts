import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

export const UNSAVED_CHANGES_QUESTION =
  "You have changes that are not saved. Leave this page and lose them?";

/** Calls `setUnsaved(true)` whenever something is typed or chosen in the form `formId`. */
export function useTypedInto(formId: string, setUnsaved: (unsaved: true) => void) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const changed = () => setUnsaved(true);
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    return () => {
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
    };
  }, [formId, setUnsaved]);
}

/**
 * Asks before the page is left with changes typed into the form `formId` and not saved: a link
 * (a confirm dialog) or closing or reloading the tab (the browser's own question).
 * Sending the form itself is never held up. `unsavedAtStart`: the form came back from the server
 * (refused or previewed) still holding what was typed, which is not saved either.
 */
export function useUnsavedChangesGuard(formId: string, unsavedAtStart: boolean) {
  const [unsaved, setUnsaved] = useState(unsavedAtStart);
  useTypedInto(formId, setUnsaved);

  // Once the page sends a form, what it goes on to (its answer, a redirect) is not held up; a
  // form the server sends back unsaved starts the guard again (`unsavedAtStart`).
  const submitting = useNavigation().state === "submitting";
  useEffect(() => {
    if (submitting) setUnsaved(false);
  }, [submitting]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  // Links are asked about before React Router sees the click (a capture listener on the document):
  // useBlocker would do it for every navigation, but would add its code to every public page's
  // shared chunk, over the pages' JavaScript budget.
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
      const next = new URL(link.href, window.location.href);
      const here = window.location;
      if (next.origin !== here.origin) return;
      if (next.pathname === here.pathname && next.search === here.search) return;
      if (window.confirm(UNSAVED_CHANGES_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener("click", ask, true);
    return () => document.removeEventListener("click", ask, true);
  }, [unsaved]);
}

/**
 * The guard as a component, for a page that mounts it again (a new `key`) to start it afresh:
 * after each save, while a form of the page still holds changes (`unsaved`) not saved.
 */
export function LeaveGuard({ formId, unsaved }: { formId: string; unsaved: boolean }) {
  useUnsavedChangesGuard(formId, unsaved);
  return null;
}
