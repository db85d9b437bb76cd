import { describe, expect, it } from "vitest";
import { eidDateLine, fullMessage, jamaatLine, placesWords } from "./messages";

describe("Eid words", () => {
  it("says when booking is full or how many places are left", () => {
    expect(fullMessage("08:00", 3)).toBe("Only 3 places are left at the 08:00 jama'at.");
    expect(fullMessage("08:00", 1)).toBe("Only 1 place is left at the 08:00 jama'at.");
    expect(fullMessage("08:00", 0)).toBe(
      "The 08:00 jama'at is full. Please choose another jama'at.",
    );
    expect(placesWords({ booking: true, placesLeft: 0 })).toBe("Full");
    expect(placesWords({ booking: true, placesLeft: 1 })).toBe("1 place left");
    expect(placesWords({ booking: true, placesLeft: null })).toBe("Booking open");
    expect(placesWords({ booking: false, placesLeft: null })).toBe("");
  });

  it("writes a jama'at and the day, expected until announced", () => {
    expect(jamaatLine({ time: "07:30", place: "Main hall", language: "English" })).toBe(
      "07:30, Main hall. Khutbah in English",
    );
    expect(jamaatLine({ time: "09:00", place: "Car park", language: "" })).toBe("09:00, Car park");
    expect(eidDateLine({ date: "2027-03-09", confirmed: true })).toBe("Tuesday 9 March 2027");
    expect(eidDateLine({ date: "2027-03-09", confirmed: false })).toBe(
      "Tuesday 9 March 2027 (expected: the moon sighting decides)",
    );
  });
});
