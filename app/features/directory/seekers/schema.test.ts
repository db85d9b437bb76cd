import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { firstMessages, formData } from "#tests/support/actions";
import { AVAILABILITY_OPTIONS, SKILLS } from "../catalogue";
import { SEEKER_MESSAGES } from "./messages";
import { customSkillList, seekerFormSchema } from "./schema";

/** The first message of each field, as the form shows them (in the browser and from the server). */
function seekerFormErrors(form: FormData, { hasCv }: { hasCv: boolean }) {
  const submission = parseWithZod(form, { schema: seekerFormSchema({ cvStored: hasCv }) });
  return firstMessages(submission.reply().error);
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

  it("refuses more than 10 with a message instead of dropping the rest", () => {
    const skills = (n: number) =>
      Array.from({ length: n }, (_, index) => `Skill ${index}`).join(",");
    expect(customSkillList(skills(14), SKILLS)).toHaveLength(14);
    expect(
      seekerFormErrors(formData({ ...valid, customSkills: skills(10) }), { hasCv: true }),
    ).toEqual({});
    expect(
      seekerFormErrors(formData({ ...valid, customSkills: skills(11) }), { hasCv: true }),
    ).toEqual({ customSkills: SEEKER_MESSAGES.tooManyCustomSkills });
  });
});

describe("job-seeker form rules (the browser and the server share them)", () => {
  it("accepts a complete form with a CV chosen", () => {
    const cv = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    expect(seekerFormErrors(formData({ ...valid, cv }), { hasCv: false })).toEqual({});
  });

  it("needs a CV unless one is stored, and counts custom skills as skills", () => {
    const { skills: _skills, ...noSkills } = valid;
    expect(
      seekerFormErrors(formData({ ...noSkills, customSkills: "Tajweed" }), { hasCv: false }),
    ).toEqual({ cv: "CV upload is required" });
    expect(seekerFormErrors(formData(valid), { hasCv: true })).toEqual({});
  });

  it("checks sizes and the claimed type of the files", () => {
    const bigCv = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "cv.pdf");
    const gifOver5MB = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "me.gif", {
      type: "image/gif",
    });
    const tiff = new File(["II*"], "me.tiff", { type: "image/tiff" });
    expect(
      seekerFormErrors(formData({ ...valid, cv: bigCv, profilePicture: gifOver5MB }), {
        hasCv: false,
      }),
    ).toEqual({
      cv: "File size too large. Maximum size is 10MB.",
      profilePicture: "Please select an image smaller than 5MB",
    });
    expect(seekerFormErrors(formData({ ...valid, profilePicture: tiff }), { hasCv: true })).toEqual(
      {
        profilePicture: "Please select an image file (PNG, JPG, WebP or GIF)",
      },
    );
  });

  it("refuses a gender other than Male or Female and an unknown experience level", () => {
    expect(
      seekerFormErrors(formData({ ...valid, gender: "Other", experience: "Decades" }), {
        hasCv: true,
      }),
    ).toEqual({ gender: "Gender is required", experience: "Experience level is required" });
  });
});

describe("availability", () => {
  it("offers the seven options of decision 0114, 'Available from specific date' included", () => {
    expect(AVAILABILITY_OPTIONS).toEqual([
      "Full-time",
      "Part-time",
      "Weekends only",
      "Evenings only",
      "Flexible",
      "Immediate start",
      "Available from specific date",
    ]);
    expect(
      seekerFormErrors(formData({ ...valid, availability: ["Available from specific date"] }), {
        hasCv: true,
      }),
    ).toEqual({});
  });
});

describe("the profile the form gives", () => {
  it("lists the ticked skills then the custom ones, and the defaults for what is left empty", () => {
    const submission = parseWithZod(formData({ ...valid, customSkills: "Tajweed, Teaching" }), {
      schema: seekerFormSchema({ cvStored: true }),
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      fullName: "Amina Khan",
      skills: ["Teaching", "Tajweed"],
      desiredPosition: "Open to opportunities",
      languages: "English",
      facebook: "",
    });
  });

  it("needs no CV when one is kept from an earlier attempt (the server checks the reference)", () => {
    expect(
      seekerFormErrors(formData({ ...valid, storedCv: "cvs/kept.pdf.signature" }), {
        hasCv: false,
      }),
    ).toEqual({});
  });
});
