import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useSubmittingIntent } from "#app/components/admin/editor-form";
import { panelClasses } from "#app/components/admin/page";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { normaliseHex } from "../rules";
import { SECTION_IDS, SECTIONS, type SectionId, sectionIntent, sectionSnapshot } from "../sections";
import type { SectionVersions } from "../settings.server";

/** What the page reads in an action's answer (each kind of answer has some of these). */
export interface Answer {
  result?: SubmissionResult<string[]>;
  section?: SectionId | null;
  saved?: SectionId[];
  message?: string;
  versions?: SectionVersions;
}

export const answerOf = (actionData: unknown): Answer =>
  actionData && typeof actionData === "object" ? (actionData as Answer) : {};

/** What the form holds when its sections were last opened or saved, section by section. */
export function savedSnapshots(values: Record<string, unknown>, answer: Answer) {
  const typed = (answer.result?.initialValue ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    SECTION_IDS.map((id) => [id, sectionSnapshot(id, answer.saved?.includes(id) ? typed : values)]),
  ) as Record<SectionId, string>;
}

export function Section({
  id,
  lead,
  status,
  children,
}: {
  id: SectionId;
  lead?: ReactNode;
  /** Whether the section has changes not saved yet, or the answer to its last save. */
  status: SectionStatus;
  children: ReactNode;
}) {
  const { title } = SECTIONS[id];
  const intent = sectionIntent(id);
  const saving = useSubmittingIntent() === intent;
  return (
    <section aria-labelledby={id} className={cn(panelClasses, "scroll-mt-4 p-5 sm:p-6")}>
      <h2 id={id} className="text-xl font-semibold text-brand-strong">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-stone-700">{lead}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-stone-200 pt-4">
        <Button
          type="submit"
          name="intent"
          value={intent}
          variant="outline"
          pending={saving}
          pendingLabel="Saving..."
        >
          Save<span className="sr-only"> {title}</span>
        </Button>
        <p
          role={status.kind === "refused" ? "alert" : "status"}
          className={cn(
            "text-sm",
            status.kind === "refused" ? "font-medium text-red-800" : "text-stone-700",
          )}
        >
          {status.text}
        </p>
      </div>
    </section>
  );
}

export type SectionStatus = { kind: "refused" | "saved" | "unsaved" | "none"; text: string };

/** A section's line beside its Save button. */
export function sectionStatus(
  id: SectionId,
  answer: Answer,
  unsaved: boolean,
  errors: string[] | undefined,
  invalid: number,
): SectionStatus {
  const answered = answer.section === id;
  if (answered && errors?.length) return { kind: "refused", text: errors.join(" ") };
  if (invalid)
    return {
      kind: "refused",
      text: `Not saved: ${invalid === 1 ? "a field needs" : `${invalid} fields need`} checking in this section.`,
    };
  if (unsaved) return { kind: "unsaved", text: "Changes not saved yet." };
  if (answered && answer.message) return { kind: "saved", text: answer.message };
  return { kind: "none", text: "" };
}

/** A colour field with a swatch of the colour as typed. */
export function ColourField({
  swatch,
  children,
}: {
  swatch: string | undefined;
  children: ReactNode;
}) {
  // A crafted post can send a list where one colour is expected; it comes back as the field's value.
  const colour = typeof swatch === "string" ? normaliseHex(swatch) : null;
  return (
    <div className="flex items-start gap-3">
      {children}
      <span
        aria-hidden="true"
        className="mt-8 size-11 shrink-0 rounded-lg ring-1 ring-stone-400"
        style={{ backgroundColor: colour ?? "transparent" }}
      />
    </div>
  );
}
