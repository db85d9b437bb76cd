/**
 * What Eid takes from the Ramadan feature's calendar: the centre's Hijri calendar as it stands
 * and the store of announced month starts (so a moon answer is an announced month like any other).
 */
export {
  currentCentreCalendar,
  monthStartProblems,
  nextVersion,
  saveMonthStarts,
} from "#app/features/ramadan/index.server";
