import { cn } from "~/lib/cn";

const styles = {
  draft: "bg-stone-100 text-stone-800 ring-stone-300",
  scheduled: "bg-sky-100 text-sky-900 ring-sky-300",
  published: "bg-emerald-100 text-emerald-900 ring-emerald-300",
} as const;

const labels = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;

export function StateBadge({ state }: { state: keyof typeof styles }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        styles[state],
      )}
    >
      {labels[state]}
    </span>
  );
}
