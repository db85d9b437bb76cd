/** What other parts of the app use from Eid (components and types). */
export { EidPrayersPanel } from "./components/eid-prayers-panel";
export type { EidNotice } from "./eid";
