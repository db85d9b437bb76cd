import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { shortPounds } from "~/lib/money";
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
      <div
        role="progressbar"
        aria-label={campaign.title}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${percent}%: ${text}`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-stone-200"
      >
        {/* A first gift shows as a sliver, not an empty bar. */}
        <div
          className="h-full rounded-full bg-brand"
          style={{ width: `${campaign.raisedPence > 0 ? Math.max(percent, 2) : 0}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-stone-700">{text}</p>
    </div>
  );
}
