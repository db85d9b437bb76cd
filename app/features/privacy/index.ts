// What other features may use of the privacy feature: the notice's retention section.

export { RetentionSchedule } from "./components/retention-schedule";
