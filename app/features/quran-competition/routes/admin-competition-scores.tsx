import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/accounts/index.server";
import { pageMeta } from "~/lib/meta";
import { groupSheet, saveScores } from "../admin.server";
import type { Route } from "./+types/admin-competition-scores";

export const meta = () =>
  pageMeta({ title: "Scoring sheet", description: "Admin: Qur'an Competition scoring." });

async function sheetFor(params: Route.LoaderArgs["params"]) {
  const sheet = await groupSheet(Number(params.category), params.group);
  if (!sheet) throw data("Group not found", { status: 404 });
  return sheet;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return sheetFor(params);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  await sheetFor(params);
  const message = await saveScores(
    user,
    Number(params.category),
    params.group,
    await request.formData(),
  );
  return data({ message }, { status: message === "Scores saved." ? 200 : 400 });
}

export default function ScoringSheetPage() {
  const { category, group, criteria, maxTotal, sheet, ranking } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div>
      <p className="print:hidden">
        <Link to="/admin/competition" className="font-semibold text-brand-strong underline">
          Back to the competition
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold text-brand-strong">
        Scoring sheet: {category}, {group}
      </h1>
      {result?.message ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-soft p-3 font-medium print:hidden">
          {result.message}
        </p>
      ) : null}
      {sheet.length === 0 ? (
        <p className="mt-4">No participants in this group.</p>
      ) : (
        <Form method="post" className="mt-6 print:hidden">
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Criteria scores, 0 to 10 each</caption>
              <thead>
                <tr className="border-b border-stone-300">
                  <th className="p-2">Participant</th>
                  {criteria.map((criterion) => (
                    <th key={criterion} className="p-2">
                      {criterion} (0–10)
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sheet.map((row) => (
                  <tr key={row.id} className="border-b border-stone-200">
                    <th scope="row" className="p-2 font-normal">
                      {row.name}
                    </th>
                    {criteria.map((criterion, index) => (
                      <td key={criterion} className="p-2">
                        <input
                          type="number"
                          min={0}
                          max={10}
                          step={1}
                          name={`score.${row.id}.${index}`}
                          defaultValue={row.scores[index] ?? ""}
                          aria-label={`${criterion} for ${row.name}`}
                          className="w-20 rounded border border-stone-400 px-2 py-1"
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button type="submit" className="mt-4">
            Save scores
          </Button>
        </Form>
      )}

      <section aria-labelledby="results-heading" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="results-heading" className="text-xl font-semibold text-brand-strong">
            Results (out of {maxTotal})
          </h2>
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand-strong print:hidden"
          >
            Print results
          </button>
        </div>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">
            Ranking of {category}, {group}
          </caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th className="p-2">Rank</th>
              <th className="p-2">Participant</th>
              <th className="p-2">Total</th>
              <th className="p-2">Note</th>
            </tr>
          </thead>
          <tbody>
            {ranking.map((row) => (
              <tr key={row.id} className="border-b border-stone-200" data-testid="result-row">
                <td className="p-2">{row.rank ?? "–"}</td>
                <td className="p-2">{row.name}</td>
                <td className="p-2">{row.total ?? "Not scored"}</td>
                <td className="p-2">{row.tied ? "Tie: judges to decide" : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
