/** What other parts of the app use from prayer times (server side). */
export { homePrayerData } from "./home.server";
export { seedIqamahRules, startPrayerSync } from "./prayer-times.server";
export { seedWeeklyEvents } from "./weekly-events.server";
