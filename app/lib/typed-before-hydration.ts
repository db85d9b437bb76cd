/**
 * What a person typed into a text box before React took the page over. Hydration sets a
 * `<textarea>` back to the text the server sent (when that was not empty), so on a slow phone the
 * first words typed while the page's JavaScript was still arriving were lost. They are noted just
 * before hydration and put back just after, as if typed again, so the page's own handlers (the
 * form's checks, a kept draft, the unsaved-changes guard) see them. (React keeps what was typed
 * or chosen in inputs, boxes and drop-downs itself.)
 */
let typedBeforeHydration: { box: HTMLTextAreaElement; text: string; cursor: number | null }[] = [];

/** Called before hydration: the text boxes whose text differs from what was sent. */
export function noteTypedBeforeHydration() {
  typedBeforeHydration = [...document.querySelectorAll("textarea")]
    .filter((box) => box.value !== box.defaultValue)
    .map((box) => ({
      box,
      text: box.value,
      cursor: box === document.activeElement ? box.selectionEnd : null,
    }));
}

/** Called once the page is hydrated: puts back what hydration set back. */
export function restoreTypedBeforeHydration() {
  for (const { box, text, cursor } of typedBeforeHydration) {
    if (!box.isConnected || box.value === text) continue;
    // The browser's own setter: React watches `value` through the element itself, and would take
    // a value set through it for one it set, and ignore the event.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(box, text);
    box.dispatchEvent(new Event("input", { bubbles: true }));
    if (cursor !== null) {
      box.focus();
      box.setSelectionRange(cursor, cursor);
    }
  }
  typedBeforeHydration = [];
}
