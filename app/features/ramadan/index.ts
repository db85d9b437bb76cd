/**
 * What other parts of the app use from Ramadan: the centre's Hijri calendar and the countdown to
 * iftar or suhoor. Pure code only: the wall screen's 5 KB script imports it, so no component
 * (and no React) is reached from here; the home page draws its Ramadan panel itself.
 */
export {
  type CountdownDay,
  type CountdownTarget,
  countdownTargets,
  countdownText,
  fastInView,
} from "./countdown";
export { centreCalendar } from "./hijri-months";
