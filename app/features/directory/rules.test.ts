import { describe, expect, it } from "vitest";
import type { ListingStatus } from "#app/lib/db/enums";
import {
  type Actor,
  addressPostcode,
  canSeeSeekerContacts,
  editedMessage,
  filtersHref,
  initialsOf,
  isUkPostcode,
  type ListingAction,
  mapsSearchUrl,
  normaliseLink,
  parseFilters,
  skillsPreview,
  transition,
  truncate,
} from "./rules";

describe("UK postcodes", () => {
  it.each([
    "WD24 5ER",
    "wd245er",
    "SW1A 1AA",
    "M1 1AE",
    "B33 8TH",
    "CR2 6XH",
    "DN55 1PT",
    "GIR 0AA",
    " EC1A 1BB ",
  ])("accepts %s", (postcode) => expect(isUkPostcode(postcode)).toBe(true));
  it.each(["", "WD24", "12345", "WD24 5E", "QWERTY", "WD24-5ER", "W1 1AAA"])("refuses %j", (text) =>
    expect(isUkPostcode(text)).toBe(false),
  );
  it.each([
    ["WD24 5ER, 1 High Street", "WD24 5ER"],
    ["wd245er 1 High Street", "WD24 5ER"],
    ["WD245ER", "WD24 5ER"],
    ["1 High Street, WD24 5ER", null],
    ["WD24 5ERX High Street", null],
  ])("finds and normalises the postcode an address starts with: %j → %j", (address, postcode) =>
    expect(addressPostcode(address)).toBe(postcode),
  );
});

describe("links", () => {
  it("adds https:// when a link has no http(s) prefix and keeps the others", () => {
    expect(normaliseLink("facebook.com/wic")).toBe("https://facebook.com/wic");
    expect(normaliseLink("  www.instagram.com/wic ")).toBe("https://www.instagram.com/wic");
    expect(normaliseLink("http://example.org")).toBe("http://example.org");
    expect(normaliseLink("HTTPS://example.org")).toBe("HTTPS://example.org");
    expect(normaliseLink("")).toBe("");
    expect(normaliseLink(null)).toBe("");
    expect(normaliseLink("//example.org")).toBe("https://example.org");
  });
  it("builds a maps search for an address", () => {
    expect(mapsSearchUrl("WD24 5ER, 1 High St")).toBe(
      "https://www.google.com/maps/search/?api=1&query=WD24%205ER%2C%201%20High%20St",
    );
  });
});

describe("truncation and skills", () => {
  it("cuts descriptions at 80 characters", () => {
    const exactly = "x".repeat(80);
    expect(truncate(exactly)).toBe(exactly);
    expect(truncate(`${exactly}y`)).toBe(`${exactly}...`);
    expect(truncate("short")).toBe("short");
  });
  it("shows the first 3 skills and counts the rest", () => {
    expect(skillsPreview(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(skillsPreview(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(skillsPreview(["a", "b", "c", "d", "e", "f", "g"], 5).more).toBe(2);
  });
});

describe("card initials", () => {
  it.each([
    ["Henna by Safiya", "HB"],
    ["Al-Noor Bakery", "AB"],
    ["ClearView Opticians", "CO"],
    ["  kebab   corner  ", "KC"],
    ["Zaytoon", "Z"],
    ["The (Good) Shop Ltd", "TG"],
    ["& Sons Builders", "SB"],
    ["24/7 Locksmiths", "2L"],
    ["élan studio", "ÉS"],
    ["", ""],
  ])("%j → %j", (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe("status transitions (decision 0108)", () => {
  const actors: Actor[] = ["anonymous", "user", "owner", "admin"];
  const statuses: ListingStatus[] = ["pending", "approved", "denied"];
  const actions: ListingAction[] = ["edit", "approve", "deny", "delete"];
  const expected: Record<string, string> = {
    "owner pending edit": "pending keep",
    "owner approved edit": "approved keep",
    "owner denied edit": "pending clear",
    "owner pending delete": "deleted keep",
    "owner denied delete": "deleted keep",
    "owner approved delete": "not-allowed",
    "owner pending approve": "forbidden",
    "owner approved approve": "forbidden",
    "owner denied approve": "forbidden",
    "owner pending deny": "forbidden",
    "owner approved deny": "forbidden",
    "owner denied deny": "forbidden",
    "admin pending approve": "approved keep",
    "admin approved approve": "not-allowed",
    "admin denied approve": "not-allowed",
    "admin pending deny": "denied set",
    "admin approved deny": "not-allowed",
    "admin denied deny": "not-allowed",
    "admin pending edit": "approved keep",
    "admin approved edit": "approved keep",
    "admin denied edit": "approved keep",
    "admin pending delete": "deleted keep",
    "admin approved delete": "deleted keep",
    "admin denied delete": "deleted keep",
  };
  for (const actor of actors)
    for (const status of statuses)
      for (const action of actions) {
        const key = `${actor} ${status} ${action}`;
        const want =
          actor === "anonymous" ? "login" : actor === "user" ? "forbidden" : expected[key];
        it(`${key} → ${want}`, () => {
          const result = transition(actor, status, action);
          expect(result.ok ? `${result.status} ${result.note}` : result.reason).toBe(want);
        });
      }
});

describe("filters in the URL", () => {
  it("reads and writes the same filters", () => {
    const filters = parseFilters(
      new URLSearchParams("q=bakery&category=Food+%26+Dining&sub=Bakeries&letter=a&page=2"),
    );
    expect(filters).toEqual({
      q: "bakery",
      categories: ["Food & Dining"],
      subcategories: ["Bakeries"],
      letter: "A",
      page: 2,
    });
    expect(filtersHref(filters)).toBe(
      "/directory?q=bakery&category=Food+%26+Dining&sub=Bakeries&letter=A&page=2",
    );
    expect(filtersHref({})).toBe("/directory");
  });
  it("ignores nonsense", () => {
    const filters = parseFilters(
      new URLSearchParams("letter=ab&page=-3&category=&category=X&category=X"),
    );
    expect(filters.letter).toBeNull();
    expect(filters.page).toBe(1);
    expect(filters.categories).toEqual(["X"]);
  });
});

describe("job-seeker privacy", () => {
  it("shows contacts to admins, the seeker and owners of an approved business only", () => {
    const none = { isAdmin: false, isSeeker: false, ownsApprovedBusiness: false };
    expect(canSeeSeekerContacts(none)).toBe(false);
    expect(canSeeSeekerContacts({ ...none, isAdmin: true })).toBe(true);
    expect(canSeeSeekerContacts({ ...none, isSeeker: true })).toBe(true);
    expect(canSeeSeekerContacts({ ...none, ownsApprovedBusiness: true })).toBe(true);
  });
});

describe("editedMessage", () => {
  const messages = { adminUpdated: "live", resubmitted: "back for review", updated: "saved" };
  it.each([
    ["admin", "pending", "live"],
    ["admin", "denied", "live"],
    ["owner", "denied", "back for review"],
    ["owner", "pending", "saved"],
    ["owner", "approved", "saved"],
  ] as const)("%s editing a %s listing → %s", (actor, previous, expected) => {
    expect(editedMessage(actor, previous, messages)).toBe(expected);
  });
});
