/** The lines of a text box that hold something, trimmed (lists edited one per line). */
export function nonEmptyLines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
