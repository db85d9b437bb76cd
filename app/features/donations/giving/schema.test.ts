import { describe, expect, it } from "vitest";
import { DONATION_MESSAGES as M } from "../rules";
import { chosenAmount, chosenPeople, donationSchema } from "./schema";

const valid = {
  fund: "building-fund",
  frequency: "one-off",
  amount: "2500",
  firstName: " Maryam ",
  lastName: "Hussain",
  email: "maryam@example.org",
};

const errors = (input: Record<string, string>) => {
  const result = donationSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
};

describe("the donate form", () => {
  it("reads a suggested amount, an other amount in pounds, and people", () => {
    const parsed = donationSchema.parse(valid);
    expect(parsed).toMatchObject({
      firstName: "Maryam",
      giftAid: false,
      ukTaxpayer: false,
      title: "",
    });
    expect(chosenAmount(parsed)).toBe(2500);
    expect(
      chosenAmount(donationSchema.parse({ ...valid, amount: "other", otherAmount: "£1,250.5" })),
    ).toBe(125050);
    expect(chosenAmount(donationSchema.parse({ ...valid, amount: "" }))).toBeNull();
    expect(chosenPeople(donationSchema.parse({ ...valid, people: "3" }))).toBe(3);
  });

  it("names the field that is wrong", () => {
    expect(errors({ ...valid, fund: "" })).toEqual({ fund: M.fund });
    expect(errors({ ...valid, amount: "other" })).toEqual({ otherAmount: M.amount });
    expect(errors({ ...valid, amount: "other", otherAmount: "ten pounds" })).toEqual({
      otherAmount: M.amountFormat,
    });
    expect(errors({ ...valid, email: "maryam" })).toEqual({ email: M.email });
    expect(errors({ ...valid, people: "-2" })).toEqual({ people: M.people });
  });

  it("asks Gift Aid donors to be UK taxpayers with a house and a UK postcode", () => {
    const giftAidDonor = (postcode: string) => ({
      ...valid,
      giftAid: "on",
      ukTaxpayer: "on",
      houseNameOrNumber: "12",
      postcode,
    });
    expect(errors({ ...valid, giftAid: "on" })).toEqual({
      giftAid: M.giftAidTaxpayer,
      houseNameOrNumber: M.house,
      postcode: M.postcode,
    });
    expect(errors(giftAidDonor("90210"))).toEqual({ postcode: M.postcode });
    expect(errors(giftAidDonor("wd24 5er"))).toEqual({});
    // Every wrong field is named at once, not after the names and email are right.
    expect(errors({ ...valid, firstName: "", email: "", giftAid: "on", ukTaxpayer: "on" })).toEqual(
      {
        firstName: M.firstName,
        email: M.email,
        houseNameOrNumber: M.house,
        postcode: M.postcode,
      },
    );
    // Without the Gift Aid tick, the address is neither needed nor checked.
    expect(errors({ ...valid, ukTaxpayer: "on", postcode: "nonsense" })).toEqual({});
  });
});
