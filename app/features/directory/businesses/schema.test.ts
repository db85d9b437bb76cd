import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { firstMessages, formData } from "#tests/support/actions";
import { BUSINESS_MESSAGES, isBlankBusinessForm } from "./messages";
import { businessBrowserSchema, businessFormSchema } from "./schema";

/** The first message of each field, as the form shows them. */
const errorsOf = (
  schema: typeof businessFormSchema,
  fields: Record<string, string | string[] | Blob>,
) => firstMessages(parseWithZod(formData(fields), { schema }).reply().error);

const valid = {
  name: "Al-Noor Bakery",
  primaryCategory: "Food & Dining",
  address: "WD24 5ER, 12 St Albans Road, Watford",
};

describe("the business form", () => {
  it("says what is missing, field by field", () => {
    expect(errorsOf(businessFormSchema, {})).toEqual({
      name: BUSINESS_MESSAGES.name,
      primaryCategory: BUSINESS_MESSAGES.primaryCategory,
      address: BUSINESS_MESSAGES.address,
    });
  });

  it("wants the address to start with a postcode, and a valid email if any", () => {
    expect(
      errorsOf(businessFormSchema, { ...valid, address: "12 St Albans Road", email: "nope" }),
    ).toEqual({ address: BUSINESS_MESSAGES.postcode, email: BUSINESS_MESSAGES.email });
  });

  it("takes at most four secondary categories, never the primary one, and a subcategory of the primary", () => {
    const five = ["Education", "Healthcare", "Retail", "Property", "Automotive"];
    expect(errorsOf(businessFormSchema, { ...valid, secondaryCategories: five })).toEqual({
      secondaryCategories: BUSINESS_MESSAGES.tooManySecondary,
    });
    expect(
      errorsOf(businessFormSchema, {
        ...valid,
        secondaryCategories: ["Food & Dining"],
        subcategory: "Dentists",
      }),
    ).toEqual({
      secondaryCategories: BUSINESS_MESSAGES.repeatsPrimary,
      subcategory: BUSINESS_MESSAGES.subcategory,
    });
  });

  it("checks the logo in the browser by what the browser says it is; the server reads its content instead", () => {
    const text = new File(["words"], "logo.txt", { type: "text/plain" });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "logo.png", { type: "image/png" });
    expect(errorsOf(businessBrowserSchema, { ...valid, logo: text })).toEqual({
      logo: BUSINESS_MESSAGES.logoType,
    });
    expect(errorsOf(businessBrowserSchema, { ...valid, logo: big })).toEqual({
      logo: BUSINESS_MESSAGES.logoSize,
    });
    expect(errorsOf(businessFormSchema, { ...valid, logo: text })).toEqual({});
    expect(errorsOf(businessFormSchema, { ...valid, logo: big })).toEqual({});
  });
});

describe("a blank form", () => {
  it("has no name, address or primary category (only the saved businesses are submitted)", () => {
    expect(isBlankBusinessForm(formData({ intent: "submit", name: "  " }))).toBe(true);
    expect(isBlankBusinessForm(formData({ intent: "submit", primaryCategory: "Retail" }))).toBe(
      false,
    );
  });
});
