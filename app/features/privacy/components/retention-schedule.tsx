import {
  AUDIT_LOG_KEPT,
  periodLabel,
  RETENTION_RULE_IDS,
  RETENTION_RULES,
} from "~/lib/privacy/retention";

/** "12 months after the profile was last updated": the notice's words for one rule. */
export function keptFor(id: (typeof RETENTION_RULE_IDS)[number]): string {
  const rule = RETENTION_RULES[id];
  return `${periodLabel(rule.period)} after ${rule.from}`;
}

/**
 * The privacy notice's retention schedule, written from the same config the daily job applies,
 * so the notice and what happens can never disagree (staff edit the rest of the notice).
 */
export function RetentionSchedule() {
  return (
    <section aria-labelledby="retention-schedule" className="prose-content mt-10">
      <h2 id="retention-schedule">How long we keep your information</h2>
      <p>
        Every day our website deletes or anonymises the information below once its period is over.
        Where this list and the text above differ, this list is what happens.
      </p>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Retention periods</caption>
          <thead>
            <tr>
              <th scope="col">Information</th>
              <th scope="col">Kept for</th>
              <th scope="col">Then</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_RULE_IDS.map((id) => (
              <tr key={id} data-rule={id}>
                <th scope="row">{RETENTION_RULES[id].what}</th>
                <td>{keptFor(id)}</td>
                <td>{RETENTION_RULES[id].outcome}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{AUDIT_LOG_KEPT}</p>
    </section>
  );
}
