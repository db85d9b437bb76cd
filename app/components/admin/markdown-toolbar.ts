/**
 * What the Markdown toolbar's buttons do to a text, as pure rules: given the text and the
 * selection, the stretch to replace and what to put there. The editor applies the edit through
 * the browser's own editing (so Undo undoes it).
 */
export interface TextEdit {
  /** The stretch of the text to replace. */
  start: number;
  end: number;
  /** What replaces it. */
  text: string;
  /** Where the selection ends up afterwards. */
  select: { start: number; end: number };
}

export type LinePrefix = "## " | "- ";

/**
 * Starts each line the selection touches with `prefix` (a heading, a list item), or takes it
 * away when every one of those lines has it already, so pressing the button twice undoes it.
 */
export function toggleLinePrefix(
  value: string,
  selectionStart: number,
  selectionEnd: number,
  prefix: LinePrefix,
): TextEdit {
  const start = value.lastIndexOf("\n", Math.max(selectionStart - 1, -1)) + 1;
  // A selection ending just after a line break does not take in the line below.
  const lastCharacter =
    selectionEnd > selectionStart && value[selectionEnd - 1] === "\n"
      ? selectionEnd - 1
      : selectionEnd;
  const lineEnd = value.indexOf("\n", lastCharacter);
  const end = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(start, end).split("\n");
  const marked = lines.every((line) => line.startsWith(prefix));
  const text = lines
    .map((line) => (marked ? line.slice(prefix.length) : stripOtherPrefix(line, prefix)))
    .join("\n");
  const single = lines.length === 1 && selectionStart === selectionEnd;
  const caret = single
    ? Math.max(start, selectionStart + (text.length - (end - start)))
    : start + text.length;
  return {
    start,
    end,
    text,
    select: single ? { start: caret, end: caret } : { start, end: caret },
  };
}

/** A heading line made a list item (or the other way) loses its old mark first. */
function stripOtherPrefix(line: string, prefix: LinePrefix): string {
  const other = line.replace(/^(#{1,6} |[-*] )/, "");
  return `${prefix}${other}`;
}

/**
 * A link around the selected words (`[words](https://)`), with the address part selected so it
 * can be typed or pasted over; with nothing selected, "link text" stands in for the words.
 */
export function linkEdit(value: string, selectionStart: number, selectionEnd: number): TextEdit {
  const words = value.slice(selectionStart, selectionEnd) || "link text";
  const text = `[${words}](https://)`;
  const address = selectionStart + words.length + 3;
  return {
    start: selectionStart,
    end: selectionEnd,
    text,
    select: { start: address, end: address + "https://".length },
  };
}

/**
 * A picture inserted on a line of its own: a paragraph break is added before and after where the
 * cursor is in the middle of text, so the image is not glued to the words around it.
 */
export function blockInsert(value: string, selectionStart: number, markdown: string): TextEdit {
  const before = value.slice(0, selectionStart);
  const after = value.slice(selectionStart);
  const lead =
    before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail =
    after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const text = `${lead}${markdown}${trail}`;
  const caret = selectionStart + lead.length + markdown.length;
  return { start: selectionStart, end: selectionStart, text, select: { start: caret, end: caret } };
}
