import { cn } from "~/lib/cn";

/** Whether visitors see a project: the word carries the meaning, the colour only helps. */
export function VisibilityBadge({ hidden }: { hidden: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        hidden
          ? "bg-stone-100 text-stone-800 ring-stone-300"
          : "bg-emerald-100 text-emerald-900 ring-emerald-300",
      )}
    >
      {hidden ? "Hidden" : "Visible"}
    </span>
  );
}
