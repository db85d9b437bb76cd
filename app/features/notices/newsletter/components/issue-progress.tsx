import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { linkClasses, panelClasses, StatusBadge } from "#app/components/admin/page";
import { cn } from "#app/lib/cn";
import type { IssueProgress } from "../rules";

/** How often the page asks again while an issue is being sent (with JavaScript). */
const REFRESH_MS = 2000;

/** Sent, failed and remaining emails of an issue; refreshed while it is being sent. */
export function IssueProgressPanel({ progress }: { progress: IssueProgress }) {
  // Asking for the same page again runs its loader (useNavigate is in every page's script
  // already; useRevalidator would add to the framework chunk every public page loads).
  const navigate = useNavigate();
  const sending = progress.state === "sending";
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(
      () => void navigate(".", { replace: true, preventScrollReset: true }),
      REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [sending, navigate]);
  return (
    <section aria-labelledby="progress-heading" className={cn(panelClasses, "mt-6 p-5")}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="progress-heading" className="text-lg font-semibold text-brand-strong">
          Progress
        </h2>
        <span data-testid="issue-state">
          <StatusBadge status={progress.state} />
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-4 sm:max-w-md" aria-live="polite">
        {(
          [
            ["Sent", progress.sent],
            ["Failed", progress.failed],
            ["Remaining", progress.remaining],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd
              className="text-2xl font-semibold tabular-nums"
              data-testid={`progress-${label.toLowerCase()}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {sending ? (
        <p className="mt-3 text-sm">
          <Link to="." className={linkClasses}>
            Refresh
          </Link>
        </p>
      ) : null}
    </section>
  );
}
