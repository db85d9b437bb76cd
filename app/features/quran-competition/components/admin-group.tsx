import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { linkClasses } from "#app/components/admin/page";
import { ResponsiveTable } from "#app/components/admin/table";
import { Button } from "#app/components/ui/button";
import { SelectField } from "#app/components/ui/field";
import { MarkPaidForm } from "#app/components/ui/mark-paid-form";
import { useValidatedForm } from "#app/lib/forms";
import type { AdminEntry as AdminEntryRow, byCategoryAndGroup } from "../admin.server";
import { groupOptions, STATUS } from "../rules";
import { moveGroupSchema } from "../schema";

type AdminGroup = ReturnType<typeof byCategoryAndGroup>[number]["groups"][number];

/** The action's answer to the form it came from: which registration, which intent. */
export type EntryAnswer = { id: string; intent: string; result: SubmissionResult<string[]> };

const capacityText = (group: AdminGroup) =>
  ({
    under: `below ${group.min}`,
    ok: "within capacity",
    full: "full",
    over: `over ${group.max}`,
  })[group.capacity];

/** One registration's forms, in the card list or the table, with the action's answer if any. */
interface EntryProps {
  entry: AdminEntryRow;
  variant: "card" | "row";
  answer?: EntryAnswer;
}

/**
 * "Move … to" another group of the participant's category. The list and the table each draw the
 * form (one is hidden by the screen's width), so `variant` keeps their ids apart.
 */
function MoveForm({ entry, variant, answer }: EntryProps) {
  const mine = answer?.id === entry.id && answer.intent === "move";
  const [form, fields] = useValidatedForm(moveGroupSchema, {
    id: `move-${variant}-${entry.id}`,
    lastResult: mine ? answer.result : undefined,
    defaultValue: { group: entry.group },
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="flex items-end gap-2">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={entry.id} />
      <SelectField
        meta={fields.group}
        label={`Move ${entry.participant} to`}
        options={groupOptions(entry.category).map((option) => ({
          value: option.id,
          label: option.label,
        }))}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="outline">
        Move
      </Button>
    </Form>
  );
}

function EntryActions({ entry, variant, answer }: EntryProps) {
  return (
    <div className="space-y-2">
      {entry.status === STATUS.pending ? (
        <MarkPaidForm id={entry.id} who={entry.participant} />
      ) : null}
      {groupOptions(entry.category).length > 1 ? (
        <MoveForm entry={entry} variant={variant} answer={answer} />
      ) : null}
    </div>
  );
}

function Status({ entry }: { entry: AdminEntryRow }) {
  return (
    <>
      {entry.status}
      {entry.paidBy ? <span className="block text-stone-600">{entry.paidBy}</span> : null}
    </>
  );
}

function Contact({ entry }: { entry: AdminEntryRow }) {
  return (
    <>
      {entry.parentName}
      <span className="block break-all">{entry.parentEmail}</span>
      <span className="block">{entry.parentPhone}</span>
    </>
  );
}

/** One group of a category: its count against capacity, a link to its scoring sheet, its entries. */
export function AdminGroupSection({
  categoryId,
  categoryName,
  group,
  answer,
  editionId,
}: {
  editionId: number;
  categoryId: number;
  categoryName: string;
  group: AdminGroup;
  answer?: EntryAnswer;
}) {
  return (
    <div className="mt-4">
      <h3 className="font-semibold">
        <Link
          to={`/admin/competition/scores/${categoryId}/${encodeURIComponent(group.id)}?edition=${editionId}`}
          className={linkClasses}
        >
          {group.label}
        </Link>
        : {group.count} of {group.min}–{group.max} ({capacityText(group)}), {group.paid} paid
      </h3>
      <ResponsiveTable
        items={group.entries}
        itemKey={(entry) => entry.id}
        caption={`${categoryName}, ${group.label}`}
        breakpoint="lg"
        columns={[
          {
            heading: "Participant",
            card: "title",
            cell: (entry) => (
              <>
                {entry.participant}
                <span className="block text-stone-600">{entry.gender}</span>
              </>
            ),
            cardCell: (entry) => entry.participant,
          },
          { heading: "Age", cell: (entry) => entry.age },
          { heading: "Contact", card: "line", cell: (entry) => <Contact entry={entry} /> },
          { heading: "Status", card: "badge", cell: (entry) => <Status entry={entry} /> },
          {
            heading: "Actions",
            card: "actions",
            className: "min-w-64",
            cell: (entry) => <EntryActions entry={entry} variant="row" answer={answer} />,
            cardCell: (entry) => <EntryActions entry={entry} variant="card" answer={answer} />,
          },
        ]}
        empty={<p className="text-sm text-stone-700">No participants yet.</p>}
      />
    </div>
  );
}
