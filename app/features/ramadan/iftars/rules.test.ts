import { describe, expect, it } from "vitest";
import {
  fewPlacesMessage,
  iftarState,
  isPast,
  peopleText,
  placesText,
  signupTotals,
  upcomingNights,
} from "./rules";
import { signupSchema } from "./schema";

const SATURDAY_NOON = { today: "2027-02-13", clock: "12:00:00" };

describe("community iftar rules", () => {
  it("counts a night as over once its iftar has come, or at the end of its day without a time", () => {
    expect(isPast("2027-02-12", SATURDAY_NOON, "17:20")).toBe(true);
    expect(isPast("2027-02-13", SATURDAY_NOON, "17:20")).toBe(false);
    expect(isPast("2027-02-13", { today: "2027-02-13", clock: "17:19:59" }, "17:20")).toBe(false);
    expect(isPast("2027-02-13", { today: "2027-02-13", clock: "17:20:00" }, "17:20")).toBe(true);
    expect(isPast("2027-02-13", { today: "2027-02-13", clock: "23:59:00" }, null)).toBe(false);
    expect(isPast("2027-02-20", SATURDAY_NOON, "17:32")).toBe(false);
  });

  it("says where a night stands: open with places left, full, closed, or over", () => {
    expect(iftarState({ capacity: 120, open: true, taken: 118 }, false)).toEqual({
      state: "open",
      left: 2,
    });
    expect(iftarState({ capacity: 120, open: true, taken: 120 }, false)).toEqual({
      state: "full",
      left: 0,
    });
    // Staff lowered nothing below the booked, but a closed night says closed even with room.
    expect(iftarState({ capacity: 120, open: false, taken: 3 }, false).state).toBe("closed");
    expect(iftarState({ capacity: 120, open: true, taken: 3 }, true).state).toBe("past");
  });

  it("words the places as the listing shows them", () => {
    expect(placesText({ state: "open", left: 37 })).toBe("37 places left");
    expect(placesText({ state: "open", left: 1 })).toBe("1 place left");
    expect(placesText({ state: "full", left: 0 })).toBe("Full");
    expect(placesText({ state: "closed", left: 0 })).toBe("Sign-ups closed");
    expect(fewPlacesMessage(2)).toBe("Only 2 places are left for this iftar.");
    expect(fewPlacesMessage(1)).toBe("Only 1 place is left for this iftar.");
    expect(fewPlacesMessage(0)).toBe("Sorry, this iftar is now full.");
    expect(peopleText(1)).toBe("1 person");
    expect(peopleText(4)).toBe("4 people");
  });

  it("lists the nights still to come, soonest first, hiding those whose iftar has come", () => {
    const nights = [
      { date: "2027-02-27", iftar: "17:45" },
      { date: "2027-02-13", iftar: "17:20" },
      { date: "2027-02-06", iftar: "17:10" },
      { date: "2027-02-20", iftar: "17:32" },
    ];
    expect(upcomingNights(nights, SATURDAY_NOON).map((night) => night.date)).toEqual([
      "2027-02-13",
      "2027-02-20",
      "2027-02-27",
    ]);
    expect(
      upcomingNights(nights, { today: "2027-02-13", clock: "18:00:00" }).map((night) => night.date),
    ).toEqual(["2027-02-20", "2027-02-27"]);
  });

  it("totals the sign-ups that are not cancelled", () => {
    expect(
      signupTotals([
        { people: 2, cancelledAt: null },
        { people: 4, cancelledAt: new Date() },
        { people: 3, cancelledAt: null },
      ]),
    ).toEqual({ signups: 2, people: 5 });
  });

  it("takes 1 to 10 people, a name and an email", () => {
    const parse = (people: number) =>
      signupSchema.safeParse({ name: "Amina", email: "amina@example.org", people });
    expect(parse(1).success).toBe(true);
    expect(parse(10).success).toBe(true);
    expect(parse(0).error?.issues[0]?.message).toBe("At least 1 person signs up");
    expect(parse(11).error?.issues[0]?.message).toMatch(/^At most 10 people/);
    expect(
      signupSchema
        .safeParse({ name: " ", email: "amina@", people: 2 })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["Please enter your name", "Please enter a valid email address"]);
  });
});
