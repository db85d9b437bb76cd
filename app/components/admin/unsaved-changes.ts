import { useEffect, useState } from "react";
import { useBlocker, useNavigation } from "react-router";

export const UNSAVED_CHANGES_QUESTION =
  "You have changes that are not saved. Leave this page and lose them?";

/**
 * Asks before the page is left with changes typed into the form `formId` and not saved: a link in
 * the admin (a confirm dialog) or closing or reloading the tab (the browser's own question).
 * Sending the form itself is never held up. `unsavedAtStart`: the form came back from the server
 * (refused or previewed) still holding what was typed, which is not saved either.
 */
export function useUnsavedChangesGuard(formId: string, unsavedAtStart: boolean) {
  const [unsaved, setUnsaved] = useState(unsavedAtStart);

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
  }, [formId]);

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

  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      unsaved &&
      historyAction !== "REPLACE" &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
