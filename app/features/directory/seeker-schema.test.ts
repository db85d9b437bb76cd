import { describe, expect, it } from "vitest";
import { SKILLS } from "./catalogue";
import { customSkillList, seekerFormErrors } from "./seeker-schema";

function form(fields: Record<string, string | string[] | Blob>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
}

const valid = {
  fullName: "Amina Khan",
  email: "amina@example.org",
  phone: "07700 900456",
  location: "North Watford",
  gender: "Female",
  experience: "3-5 years",
  availability: ["Part-time"],
  skills: ["Teaching"],
};

describe("custom skills", () => {
  it("splits on commas, trims, drops empties, duplicates and listed skills", () => {
    expect(customSkillList(" Tajweed , teaching,, tajweed, Forklift  licence ", SKILLS)).toEqual([
      "Tajweed",
      "Forklift licence",
    ]);
  });

  it("keeps at most 10", () => {
    const many = Array.from({ length: 14 }, (_, index) => `Skill ${index}`).join(",");
    expect(customSkillList(many, SKILLS)).toHaveLength(10);
  });
});

describe("job-seeker form rules (the browser and the server share them)", () => {
  it("accepts a complete form with a CV chosen", () => {
    const cv = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    expect(seekerFormErrors(form({ ...valid, cv }), { hasCv: false })).toEqual({});
  });

  it("needs a CV unless one is stored, and counts custom skills as skills", () => {
    const { skills: _skills, ...noSkills } = valid;
    expect(
      seekerFormErrors(form({ ...noSkills, customSkills: "Tajweed" }), { hasCv: false }),
    ).toEqual({ cv: "CV upload is required" });
    expect(seekerFormErrors(form(valid), { hasCv: true })).toEqual({});
  });

  it("checks sizes and the claimed type of the files", () => {
    const bigCv = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "cv.pdf");
    const gifOver5MB = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "me.gif", {
      type: "image/gif",
    });
    const tiff = new File(["II*"], "me.tiff", { type: "image/tiff" });
    expect(
      seekerFormErrors(form({ ...valid, cv: bigCv, profilePicture: gifOver5MB }), { hasCv: false }),
    ).toEqual({
      cv: "File size too large. Maximum size is 10MB.",
      profilePicture: "Please select an image smaller than 5MB",
    });
    expect(seekerFormErrors(form({ ...valid, profilePicture: tiff }), { hasCv: true })).toEqual({
      profilePicture: "Please select an image file (PNG, JPG, WebP or GIF)",
    });
  });

  it("refuses a gender other than Male or Female and an unknown experience level", () => {
    expect(
      seekerFormErrors(form({ ...valid, gender: "Other", experience: "Decades" }), { hasCv: true }),
    ).toEqual({ gender: "Gender is required", experience: "Experience level is required" });
  });
});
