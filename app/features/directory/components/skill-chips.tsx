import { cn } from "#app/lib/cn";
import { skillsPreview } from "../rules";

/**
 * The first skills as chips, then a count of the rest: "+N" on cards (3 shown), "+N more" on the
 * dashboard (5 shown).
 */
export function SkillChips({
  skills,
  shown: limit = 3,
  moreLabel = (more) => `+${more}`,
  className,
}: {
  skills: string[];
  shown?: number;
  moreLabel?: (more: number) => string;
  className?: string;
}) {
  const { shown, more } = skillsPreview(skills, limit);
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Skills">
      {shown.map((skill) => (
        <li
          key={skill}
          className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong"
        >
          {skill}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
          {moreLabel(more)}
          <span className="sr-only"> (more skills)</span>
        </li>
      ) : null}
    </ul>
  );
}
