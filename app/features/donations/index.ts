// What other features may use of donations in the browser (the home page's campaign bars).
export { CampaignProgress } from "./components/campaign-progress";
