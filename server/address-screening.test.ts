import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGES } from "#app/lib/security/control-characters";
import { addressProblem } from "./address-screening";

describe("addressProblem: what loaders would read from the address, screened", () => {
  it.each([
    ["/"],
    ["/directory?q=caf%C3%A9&category=Food%20%26%20Dining"],
    ["/blog/ramadan-2027"],
    ["/blog?tag=eid"],
    ["/directory?q=%E0%A4%A"],
    ["/thank-you?session_id=cs_test_123"],
    ["/directory?q=tab%09and%0Anew%20line"],
  ])("lets %s through", (address) => {
    expect(addressProblem(address)).toBeNull();
  });

  it.each([
    ["/directory?q=a%00b"],
    ["/directory?category=%01"],
    ["/blog?tag=%7F"],
    ["/blog/a%00b"],
    ["/projects/a%00b"],
    ["/thank-you?session_id=%00"],
    ["/donate/thank-you?session_id=x%1B[31m"],
    ["/quran-competition?session_id=%0B"],
    ["/directory?q%00=1"],
  ])("refuses %s: a control character", (address) => {
    expect(addressProblem(address)).toBe(CONTROL_CHARACTER_MESSAGES.address);
  });

  it("refuses a path whose percent-encoding cannot be decoded", () => {
    expect(addressProblem("/blog/%E0%A4%A")).toBe(CONTROL_CHARACTER_MESSAGES.malformedAddress);
  });
});
