import { describe, expect, it } from "vitest";
import { blockInsert, linkEdit, type TextEdit, toggleLinePrefix } from "./markdown-toolbar";

const apply = (value: string, edit: TextEdit) =>
  value.slice(0, edit.start) + edit.text + value.slice(edit.end);

describe("toggleLinePrefix", () => {
  it("makes the line with the cursor a heading, keeping the cursor in its words", () => {
    const value = "Intro\nOpening hours\nMore";
    const edit = toggleLinePrefix(value, 10, 10, "## ");
    expect(apply(value, edit)).toBe("Intro\n## Opening hours\nMore");
    expect(edit.select).toEqual({ start: 13, end: 13 });
  });

  it("takes the mark away when the button is pressed again", () => {
    const value = "Intro\n## Opening hours";
    expect(apply(value, toggleLinePrefix(value, 12, 12, "## "))).toBe("Intro\nOpening hours");
  });

  it("makes every selected line a list item, and selects them", () => {
    const value = "Bring:\nwater\na hat\nsun cream\nThanks";
    const start = value.indexOf("water");
    const end = value.indexOf("cream") + 2;
    const edit = toggleLinePrefix(value, start, end, "- ");
    expect(apply(value, edit)).toBe("Bring:\n- water\n- a hat\n- sun cream\nThanks");
    expect(apply(value, edit).slice(edit.select.start, edit.select.end)).toBe(
      "- water\n- a hat\n- sun cream",
    );
  });

  it("does not take in the line below when the selection ends at a line break", () => {
    const value = "one\ntwo\n";
    expect(apply(value, toggleLinePrefix(value, 0, 4, "- "))).toBe("- one\ntwo\n");
  });

  it("turns a heading into a list item instead of stacking marks", () => {
    const value = "## Times";
    expect(apply(value, toggleLinePrefix(value, 3, 3, "- "))).toBe("- Times");
  });

  it("works on an empty text", () => {
    const edit = toggleLinePrefix("", 0, 0, "## ");
    expect(apply("", edit)).toBe("## ");
    expect(edit.select).toEqual({ start: 3, end: 3 });
  });
});

describe("linkEdit", () => {
  it("wraps the selected words and selects the address to type over", () => {
    const value = "See our timetable today";
    const edit = linkEdit(value, 8, 17);
    const result = apply(value, edit);
    expect(result).toBe("See our [timetable](https://) today");
    expect(result.slice(edit.select.start, edit.select.end)).toBe("https://");
  });

  it("stands in words when nothing is selected", () => {
    expect(apply("", linkEdit("", 0, 0))).toBe("[link text](https://)");
  });
});

describe("blockInsert", () => {
  const image = "![The hall](/uploads/hall.webp)";

  it("puts a picture on a paragraph of its own in the middle of text", () => {
    const value = "First words. Last words.";
    const edit = blockInsert(value, 13, image);
    expect(apply(value, edit)).toBe(`First words. \n\n${image}\n\nLast words.`);
    expect(edit.select.start).toBe(13 + 2 + image.length);
  });

  it("adds no blank lines where the paragraph breaks already are", () => {
    const value = "Above\n\nBelow";
    expect(apply(value, blockInsert(value, 7, image))).toBe(`Above\n\n${image}\n\nBelow`);
    expect(apply("", blockInsert("", 0, image))).toBe(image);
  });
});
