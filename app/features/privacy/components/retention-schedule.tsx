import { ScrollRegion } from "#app/components/ui/scroll-region";
import {
  AUDIT_LOG_KEPT,
  periodLabel,
  RETENTION_RULE_IDS,
  RETENTION_RULES,
} from "#app/lib/privacy/retention";

/** "12 months after the profile was last updated": the notice's words for one rule. */
export function keptFor(id: (typeof RETENTION_RULE_IDS)[number]): string {
  const rule = RETENTION_RULES[id];
  return `${periodLabel(rule.period)} after ${rule.from}`;
}

const headClasses = "border-b-2 border-stone-300 px-3 py-2 align-bottom font-semibold";
const cellClasses = "border-b border-stone-200 px-3 py-2 align-top";

/**
 * The privacy notice's retention schedule, written from the same config the daily job applies,
 * so the notice and what happens can never disagree (staff edit the rest of the notice).
 */
export function RetentionSchedule() {
  return (
    <section aria-labelledby="retention-schedule" className="mt-10 text-stone-800">
      <h2 id="retention-schedule" className="text-2xl font-semibold text-brand-strong">
        How long we keep your information
      </h2>
      <p className="mt-3">
        Every day our website deletes or anonymises the information below once its period is over.
        Where this list and the text above differ, this list is what happens.
      </p>
      <ScrollRegion label="Retention periods" className="mt-4">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Retention periods</caption>
          <thead>
            <tr>
              <th scope="col" className={headClasses}>
                Information
              </th>
              <th scope="col" className={headClasses}>
                Kept for
              </th>
              <th scope="col" className={headClasses}>
                Then
              </th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_RULE_IDS.map((id) => (
              <tr key={id} data-rule={id}>
                <th scope="row" className={cellClasses}>
                  {RETENTION_RULES[id].what}
                </th>
                <td className={cellClasses}>{keptFor(id)}</td>
                <td className={cellClasses}>{RETENTION_RULES[id].outcome}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-4">{AUDIT_LOG_KEPT}</p>
    </section>
  );
}
