import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";
import { shortPounds } from "#app/lib/money";
import { progressPercent } from "../rules";

export interface CampaignBar {
  title: string;
  raisedPence: number;
  targetPence: number;
  donors: number;
}

/** "£1,250 raised of £5,000 · 12 donors": the bar's words, also read out with it. */
function progressText({ raisedPence, targetPence, donors }: CampaignBar): string {
  return `${shortPounds(raisedPence)} raised of ${shortPounds(targetPence)} · ${donors} ${donors === 1 ? "donor" : "donors"}`;
}

/**
 * A campaign's bar (a `progressbar` in whole percent), on the public pages and in the admin.
 * `started`: something is raised, so a first small gift shows as a sliver, not an empty bar.
 */
export function ProgressBar({
  percent,
  label,
  valueText,
  started = false,
  className,
}: {
  percent: number;
  label: string;
  valueText?: string;
  started?: boolean;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={valueText}
      className={cn("h-3 overflow-hidden rounded-full bg-stone-200", className)}
    >
      <div
        className="h-full rounded-full bg-brand"
        style={{ width: `${started ? Math.max(percent, 2) : percent}%` }}
      />
    </div>
  );
}

/**
 * A campaign's progress towards its target: a bar (a `progressbar` in whole percent) and the
 * same figures in words; `action` (a Donate link) sits beside the title.
 */
export function CampaignProgress({
  campaign,
  action,
  className,
}: {
  campaign: CampaignBar;
  action?: ReactNode;
  className?: string;
}) {
  const percent = progressPercent(campaign.raisedPence, campaign.targetPence);
  const text = progressText(campaign);
  return (
    <div className={cn("rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-brand-strong">{campaign.title}</h3>
        {action}
      </div>
      <ProgressBar
        percent={percent}
        label={campaign.title}
        valueText={`${percent}%: ${text}`}
        started={campaign.raisedPence > 0}
        className="mt-3"
      />
      <p className="mt-2 text-sm text-stone-700">{text}</p>
    </div>
  );
}
