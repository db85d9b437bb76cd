import { describe, expect, it } from "vitest";
import { nonEmptyLines } from "#app/lib/lines";
import { isSiteOrHttpsLink } from "#app/lib/links";
import { PROJECT_DEFAULTS } from "./defaults";
import { projectEditorSchema } from "./editor-schema";
import { assembleDateOfBirth, BIRTH_DAYS, BIRTH_MONTHS, birthYears } from "./form-content";
import {
  asksGender,
  chosenOption,
  type Project,
  projectButtons,
  takesVolunteers,
  visibleButtons,
} from "./projects";
import { eldersRegistrationSchema, interestSchema } from "./schema";

const PROJECTS: Project[] = PROJECT_DEFAULTS.map(({ body: _body, tagline, ...rest }) => ({
  ...rest,
  tagline: tagline ?? null,
  photo: null,
}));

const project = (slug: string) => {
  const found = PROJECTS.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe("projects", () => {
  it("has the eight first projects' slugs with exactly their buttons", () => {
    expect(
      Object.fromEntries(PROJECTS.map((p) => [p.slug, projectButtons(p).map((b) => b.label)])),
    ).toEqual({
      library: ["Sign Up", "Donate Books", "Volunteer", "Join Our WhatsApp"],
      "wic-fc": ["+22", "Under 21", "Under 16", "Join Our WhatsApp"],
      "business-and-barakah": [
        "Send Your Profession",
        "Become a Guest Speaker",
        "Invest",
        "Join Our WhatsApp",
        "Explore Directory",
      ],
      elders: ["Register", "Volunteer", "Sponsor", "Join Our WhatsApp"],
      "youth-club": ["Volunteer", "Join WhatsApp (Parents Only)"],
      "baby-and-mum": ["Volunteer", "Join Our WhatsApp"],
      "quran-breakfast-circle": ["Volunteer", "Women WhatsApp Group", "Men WhatsApp Group"],
      "advice-and-counselling": ["Request Consultation"],
    });
  });

  it("offers each page's purposes, the first being the default", () => {
    expect(project("library").options).toEqual(["Sign Up", "Donate Books", "Volunteer"]);
    expect(project("business-and-barakah").options[0]).toBe("Send Your Profession");
    for (const slug of ["youth-club", "baby-and-mum", "quran-breakfast-circle"])
      expect(project(slug).options).toEqual(["Volunteer"]);
    expect(project("wic-fc").options[0]).toBe("+22");
    expect(PROJECTS.filter(asksGender).map((p) => p.slug)).toEqual(["quran-breakfast-circle"]);
  });

  it("takes `?action=` only when the page offers it", () => {
    expect(chosenOption(project("library"), "Donate Books")).toBe("Donate Books");
    expect(chosenOption(project("library"), "Invest")).toBeUndefined();
    expect(chosenOption(project("elders"), "Sponsor")).toBe("Sponsor");
    expect(chosenOption(project("wic-fc"), null)).toBeUndefined();
  });

  it("hides WhatsApp buttons whose group link is not configured", () => {
    const circle = project("quran-breakfast-circle");
    expect(visibleButtons(circle, {}).map((b) => b.label)).toEqual(["Volunteer"]);
    const shown = visibleButtons(circle, { quranCircleMen: "https://chat.whatsapp.com/abc" });
    expect(shown.map((b) => b.label)).toEqual(["Volunteer", "Men WhatsApp Group"]);
    expect(shown[1]).toMatchObject({ href: "https://chat.whatsapp.com/abc" });
  });

  it("lists the projects that take volunteers as ways to help", () => {
    expect(PROJECTS.filter(takesVolunteers).map((p) => p.title)).toEqual([
      "WIC Library",
      "Elders",
      "Youth Club",
      "Baby and Mum",
      "Quran Breakfast Circle",
    ]);
  });

  it("refuses a purpose the page does not offer", () => {
    const schema = interestSchema(project("youth-club"));
    const base = { name: "A", phone: "07700 900111", email: "a@example.org" };
    expect(schema.safeParse({ ...base, purpose: "Volunteer" }).success).toBe(true);
    expect(schema.safeParse({ ...base, purpose: "Invest" }).success).toBe(false);
  });
});

describe("the project editor's rules", () => {
  const valid = {
    slug: "knitting-circle",
    title: "Knitting Circle",
    subtitle: "Wool, tea and good company",
    artFrom: "#0f6b4f",
    artTo: "#0a4a37",
    motif: "star",
    form: "interest",
    options: "Join\nVolunteer",
    body: "## What it is\n\nKnitting.",
  };
  const errors = (values: Record<string, unknown>, creating = true) => {
    const result = projectEditorSchema({ creating }).safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(
          result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
        );
  };

  it("takes a lower-case-hyphen slug only, and not 'new'", () => {
    expect(errors(valid)).toEqual({});
    for (const slug of [
      "Knitting",
      "knitting circle",
      "-knitting",
      "knitting--circle",
      "knit_ting",
    ])
      expect(errors({ ...valid, slug })).toEqual({
        slug: "Use lower-case letters, numbers and hyphens only, such as knitting-circle",
      });
    expect(errors({ ...valid, slug: "new" })).toEqual({
      slug: "This slug is reserved: please choose another",
    });
    expect(errors({ ...valid, slug: undefined })).toEqual({ slug: "Please enter a slug" });
    // Editing: the slug is not sent and not changed.
    expect(errors({ ...valid, slug: undefined }, false)).toEqual({});
  });

  it("asks the interest form for one to six different choices; fixed forms ignore them", () => {
    expect(nonEmptyLines(" Join \n\n Volunteer\r\n")).toEqual(["Join", "Volunteer"]);
    expect(errors({ ...valid, options: "" })).toEqual({
      options: "Please give at least one choice, one per line",
    });
    expect(errors({ ...valid, options: "A\nA" })).toEqual({
      options: "Each choice must be different",
    });
    expect(errors({ ...valid, form: "football", options: undefined })).toEqual({});
  });

  it("checks each button: a label and either a WhatsApp group or a safe link", () => {
    expect(isSiteOrHttpsLink("/directory")).toBe(true);
    expect(isSiteOrHttpsLink("https://chat.whatsapp.com/AbC123")).toBe(true);
    expect(isSiteOrHttpsLink("//evil.example")).toBe(false);
    expect(isSiteOrHttpsLink("javascript:alert(1)")).toBe(false);
    expect(isSiteOrHttpsLink("http://example.org")).toBe(false);
    const fine = [
      { label: "Join Our WhatsApp", href: "https://chat.whatsapp.com/AbC123" },
      { label: "Library group", group: "library" },
      {},
    ];
    expect(errors({ ...valid, links: fine })).toEqual({});
    const wrong = [
      { href: "/directory" },
      { label: "Bad", href: "javascript:alert(1)" },
      { label: "Both", group: "library", href: "/directory" },
      { label: "Unknown", group: "treasurers" },
    ];
    expect(errors({ ...valid, links: wrong })).toEqual({
      "links.0.label": "Please give the button a label",
      "links.1.href": "Use a page of this site such as /directory, or an address starting https://",
      "links.2.href": "Give a link or choose a WhatsApp group, not both",
      "links.3.group": "Please choose a group from the list",
    });
    expect(errors({ ...valid, links: [{ label: "Neither" }] })).toEqual({
      "links.0.href": "Please give a link or choose a WhatsApp group",
    });
    expect(errors({ ...valid, links: [{}, {}, {}, {}, {}] })).toEqual({
      links: "Please use no more than 4 buttons",
    });
  });
});

describe("date of birth", () => {
  const today = new Date(2026, 10, 23);

  it("offers days 01-31, months 01-12 and years from this year back to 1920", () => {
    expect(BIRTH_DAYS).toHaveLength(31);
    expect([BIRTH_DAYS[0], BIRTH_DAYS[30]]).toEqual(["01", "31"]);
    expect([BIRTH_MONTHS[0], BIRTH_MONTHS[11]]).toEqual(["01", "12"]);
    const years = birthYears(today);
    expect([years[0], years.at(-1), years.length]).toEqual(["2026", "1920", 107]);
  });

  it("assembles DD/MM/YYYY from the three selects", () => {
    expect(assembleDateOfBirth("07", "03", "1948", today)).toBe("07/03/1948");
    expect(assembleDateOfBirth("29", "02", "1944", today)).toBe("29/02/1944");
  });

  it("rejects impossible, out-of-range and future dates", () => {
    expect(assembleDateOfBirth("31", "02", "1950", today)).toBeNull();
    expect(assembleDateOfBirth("29", "02", "1950", today)).toBeNull();
    expect(assembleDateOfBirth("31", "04", "1950", today)).toBeNull();
    expect(assembleDateOfBirth("01", "01", "1919", today)).toBeNull();
    expect(assembleDateOfBirth("24", "11", "2026", today)).toBeNull();
    expect(assembleDateOfBirth("1", "1", "1950", today)).toBeNull();
    expect(assembleDateOfBirth("", "01", "1950", today)).toBeNull();
  });

  it("puts the message on the day select", () => {
    const result = eldersRegistrationSchema.safeParse({
      name: "Haji Abdul",
      birthDay: "31",
      birthMonth: "02",
      birthYear: "1950",
      phoneNumber: "07700 900222",
      gender: "Male",
      withCarer: "No",
      emergencyContactName: "Sara",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["birthDay"], "Please choose a real date of birth"],
    ]);
  });
});
