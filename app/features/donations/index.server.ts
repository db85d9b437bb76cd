// What other features may use of donations (the home page's campaign), and what donations bring
// to the site (its descriptor).
import { donations, giftAidDeclarations } from "#app/lib/db/schema";
import { countedStep, type FeatureDescriptor } from "#app/lib/features/descriptor";
import { seedDonationFunds } from "./funds.server";
import { giftAidToday } from "./gift-aid/today.server";
import { donationPaymentHandler } from "./giving/donations.server";
import { personalData } from "./personal-data.server";
import { anonymiseOldDonations, countDonationRecordsToAnonymise } from "./retention.server";

export { runningCampaigns } from "./campaigns.server";
export { seedDonationFunds } from "./funds.server";

export const donationsFeature: FeatureDescriptor = {
  name: "donations",
  personalData: {
    tables: [donations, giftAidDeclarations],
    export: personalData,
  },
  retention: [countedStep("donations", countDonationRecordsToAnonymise, anonymiseOldDonations)],
  payments: { donation: donationPaymentHandler },
  seed: { defaults: seedDonationFunds },
  adminNav: [{ label: "Donations", href: "/admin/donations", group: "Money", order: 140 }],
  adminAreas: [{ path: "/admin/donations", permissions: ["donations.manage"] }],
  today: giftAidToday,
};
