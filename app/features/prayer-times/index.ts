/** What other parts of the app use from prayer times (components and types). */
export { HomePrayerSection } from "./components/home-prayer-section";
