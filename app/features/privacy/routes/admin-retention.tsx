import { data, useNavigation } from "react-router";
import { AdminPageTitle, DateTime, panelClasses } from "#app/components/admin/page";
import { ResponsiveTable } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { PostButton } from "#app/components/ui/post-button";
import { recordAudit } from "#app/lib/audit/audit.server";
import { requireStaff } from "#app/lib/auth/session.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import {
  AUDIT_LOG_KEPT,
  RETENTION_RULE_IDS,
  RETENTION_RULES,
  type RetentionRuleId,
  SEEKER_WARNING_DAYS,
} from "#app/lib/privacy/retention";
import { keptFor } from "../components/retention-schedule";
import { lastRetentionRun, previewRetention, runRetention } from "../retention.server";
import type { Route } from "./+types/admin-retention";

export const ErrorBoundary = GeneralErrorBoundary;

export const meta = adminPageMeta(
  "Data retention",
  "How long personal data is kept, and what the next daily run will delete or anonymise.",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = new Date();
  const [preview, lastRun] = await Promise.all([
    previewRetention(context.features, now),
    lastRetentionRun(),
  ]);
  return { preview, lastRun };
}

/** "Run now": the same run the daily job makes, for after a change of data or config. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  if ((await request.formData()).get("intent") !== "run")
    throw data("Unknown action", { status: 400 });
  const run = await runRetention(context.features, new Date());
  await recordAudit(user, "retention.run", "retention", {
    counts: run.counts,
    seekerWarnings: run.seekerWarnings,
  });
  const changed = Object.values(run.counts).reduce((total, count) => total + count, 0);
  return redirectWithToast("/admin/retention", {
    type: run.failed.length > 0 ? "error" : "success",
    message:
      run.failed.length > 0
        ? `Retention run finished with errors (${run.failed.join(", ")}); see the server log.`
        : `Retention run finished: ${changed} ${changed === 1 ? "record" : "records"} deleted or anonymised.`,
  });
}

const actionLabels = { delete: "Delete", anonymise: "Anonymise", blank: "Erase the copy" } as const;

export default function AdminRetention({ loaderData }: Route.ComponentProps) {
  const { preview, lastRun } = loaderData;
  const pending = useNavigation().state === "submitting";
  const nextRun = (id: RetentionRuleId) => {
    const details = preview.details[id] ?? [];
    return (
      <>
        <span className="font-semibold">{preview.counts[id]}</span>
        {details.length > 0 ? (
          <span className="block text-xs text-stone-700">{details.join(", ")}</span>
        ) : null}
        {id === "jobSeekers" ? (
          <span className="block text-xs text-stone-700">
            {`${preview.seekerWarnings} to be warned (${SEEKER_WARNING_DAYS} days' notice)`}
          </span>
        ) : null}
      </>
    );
  };
  const lastCount = (id: RetentionRuleId) =>
    lastRun ? (lastRun.failed.includes(id) ? "Failed" : String(lastRun.counts[id] ?? 0)) : "–";
  return (
    <>
      <AdminPageTitle
        title="Data retention"
        lead="Every day the site deletes or anonymises personal data once its period is over. The periods are part of the site (a developer changes them, in one place) and the privacy notice lists them."
        actions={
          <PostButton fields={{ intent: "run" }} pending={pending} pendingLabel="Running...">
            Run now
          </PostButton>
        }
      />
      <p className="mt-6 text-stone-800">
        {lastRun ? (
          <>
            Last run: <DateTime value={lastRun.ranAt} />
            {`, ${lastRun.seekerWarnings} job seekers warned.`}
          </>
        ) : (
          "The job has not run yet."
        )}
      </p>
      <ResponsiveTable
        items={RETENTION_RULE_IDS}
        itemKey={(id) => id}
        caption="Retention rules, what the next run will do and what the last run did"
        columns={[
          { heading: "Data", card: "line", rowHeader: true, cell: (id) => <RuleName id={id} /> },
          { heading: "Kept for", cell: keptFor },
          { heading: "Then", cell: (id) => actionLabels[RETENTION_RULES[id].action] },
          { heading: "Next run", cell: nextRun },
          { heading: "Last run", cell: lastCount },
        ]}
        breakpoint="lg"
        spacing="mt-4"
      />
      <p className={`${panelClasses} mt-6 p-4 text-sm text-stone-800`}>{AUDIT_LOG_KEPT}</p>
    </>
  );
}

/** A rule's name and the code that writes its period into a page (the privacy notice uses them). */
function RuleName({ id }: { id: RetentionRuleId }) {
  return (
    <>
      <span className="font-semibold">{RETENTION_RULES[id].what}</span>
      <span className="block text-xs font-normal text-stone-700">
        In a page: <code className="break-all">{`{{retention:${id}}}`}</code>
      </span>
    </>
  );
}
