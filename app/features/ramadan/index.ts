/** What other parts of the app use from Ramadan (components, and the centre's Hijri calendar). */
export { RamadanHomePanel } from "./components/ramadan-home-panel";
export { centreCalendar } from "./hijri-months";
