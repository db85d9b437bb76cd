import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { SiteSettingsContext } from "#app/lib/config/use-site-settings";
import { GiveOffline } from "./give-offline";

const render = (bankTransfer: typeof site.bankTransfer) =>
  renderToStaticMarkup(
    <SiteSettingsContext.Provider value={{ ...site, bankTransfer }}>
      <GiveOffline />
    </SiteSettingsContext.Provider>,
  );

describe("GiveOffline (/donate without Stripe keys)", () => {
  it("gives the centre's address and the bank details set, leaving out empty ones", () => {
    const html = render({
      accountName: "Watford Islamic Centre",
      sortCode: "12-34-56",
      accountNumber: " ",
      reference: "DONATION",
    });
    expect(html).toContain("WD24 5ER");
    expect(html).toContain("Give by bank transfer");
    expect(html).toContain("12-34-56");
    expect(html).toContain("DONATION");
    expect(html).not.toContain("Account number");
  });

  it("leaves out the bank transfer when no detail is set", () => {
    const html = render({ accountName: "", sortCode: "", accountNumber: "", reference: "" });
    expect(html).toContain("Give at the centre");
    expect(html).not.toContain("Give by bank transfer");
  });
});
