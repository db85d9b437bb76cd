import { describe, expect, it } from "vitest";
import { safeFileName, uniquePath } from "./personal-data.server";

describe("safeFileName", () => {
  it("keeps an ordinary name as it is, accents and spaces included", () => {
    expect(safeFileName("Amina Khan CV (2025).pdf")).toBe("Amina Khan CV (2025).pdf");
    expect(safeFileName("Zoë Müller.docx")).toBe("Zoë Müller.docx");
  });

  it("drops folders, so a name cannot leave the ZIP's cvs/ folder", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\me\\cv.pdf")).toBe("cv.pdf");
    expect(safeFileName("..")).toBe("");
  });

  it("replaces characters Windows refuses and control characters, and is never hidden", () => {
    expect(safeFileName('my:cv*"1"?.pdf')).toBe("my_cv__1__.pdf");
    expect(safeFileName("cv\u0000\n.pdf")).toBe("cv__.pdf");
    expect(safeFileName(" .hidden.pdf ")).toBe("hidden.pdf");
  });

  it("shortens a long name to 100 characters and keeps its extension", () => {
    const name = safeFileName(`${"a".repeat(300)}.pdf`);
    expect(name).toHaveLength(100);
    expect(name.endsWith("a.pdf")).toBe(true);
  });
});

describe("uniquePath", () => {
  it("numbers a path already taken (whatever its case), before the extension", () => {
    const taken = new Set<string>();
    expect(uniquePath("cvs/Amina CV.pdf", taken)).toBe("cvs/Amina CV.pdf");
    expect(uniquePath("cvs/amina cv.PDF", taken)).toBe("cvs/amina cv (2).PDF");
    expect(uniquePath("cvs/Amina CV.pdf", taken)).toBe("cvs/Amina CV (3).pdf");
    expect(uniquePath("cvs/notes", taken)).toBe("cvs/notes");
    expect(uniquePath("cvs/notes", taken)).toBe("cvs/notes (2)");
  });
});
