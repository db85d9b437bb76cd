// What other features may use of donations (payments, the defaults, the home page's campaign).
export { runningCampaigns } from "./campaigns.server";
export { seedDonationFunds } from "./funds.server";
export { donationPaymentHandler } from "./giving/donations.server";
export { personalData } from "./personal-data.server";
export { anonymiseOldDonations, countDonationRecordsToAnonymise } from "./retention.server";
