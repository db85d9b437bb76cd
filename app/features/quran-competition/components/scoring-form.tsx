import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "react-router";
import { Cell, DataTable, RowHeaderCell } from "#app/components/admin/table";
import { Button } from "#app/components/ui/button";
import { controlClasses, ErrorSummary } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { VERSION_FIELD } from "#app/lib/versions";
import { scoresSchema } from "../schema";

interface SheetRow {
  id: string;
  name: string;
  scores: (number | null)[];
}

/**
 * The judges' sheet: a score from 0 to 10 for each participant and criterion, checked by the
 * action's schema (an empty field is a score not given yet). It is not printed; the results are.
 */
export function ScoringForm({
  criteria,
  sheet,
  version,
  lastResult,
}: {
  criteria: string[];
  sheet: SheetRow[];
  /** The sheet's version (`groupSheet`): a save over a newer one is refused. */
  version: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useValidatedForm(scoresSchema, {
    id: "scores",
    lastResult,
    defaultValue: {
      score: Object.fromEntries(
        sheet.map((row) => [
          row.id,
          Object.fromEntries(
            row.scores.map((score, index) => [String(index), score === null ? "" : String(score)]),
          ),
        ]),
      ),
    },
  });
  const participants = fields.score.getFieldset();
  const cells = sheet.map((row) => {
    const scores = (participants[row.id] as FieldMetadata<Record<string, string>>).getFieldset();
    return {
      row,
      inputs: criteria.map((criterion, index) => ({
        criterion,
        meta: scores[String(index)] as FieldMetadata<string>,
        label: `${criterion} for ${row.name}`,
      })),
    };
  });

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4 print:hidden">
      <ErrorSummary
        formErrors={form.errors}
        fields={cells.flatMap(({ inputs }) => inputs.map(({ meta, label }) => ({ meta, label })))}
      />
      {version ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
      <DataTable
        caption="Criteria scores, 0 to 10 each"
        columns={["Participant", ...criteria.map((criterion) => `${criterion} (0–10)`)]}
        className=""
        scroll
      >
        {cells.map(({ row, inputs }) => (
          <tr key={row.id}>
            <RowHeaderCell>{row.name}</RowHeaderCell>
            {inputs.map(({ criterion, meta, label }) => (
              <Cell key={criterion}>
                <div className="w-24">
                  <input
                    {...getInputProps(meta, { type: "number" })}
                    min={0}
                    max={10}
                    step={1}
                    aria-label={label}
                    className={controlClasses}
                  />
                </div>
                {meta.errors?.length ? (
                  <p id={meta.errorId} className="mt-1 max-w-40 text-sm font-medium text-red-800">
                    {meta.errors[0]}
                  </p>
                ) : null}
              </Cell>
            ))}
          </tr>
        ))}
      </DataTable>
      <Button type="submit">Save scores</Button>
    </Form>
  );
}
