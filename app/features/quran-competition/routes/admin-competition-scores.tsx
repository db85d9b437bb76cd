import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { DoneNotice, linkClasses } from "#app/components/admin/page";
import { Cell, DataTable } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { requireStaff } from "#app/lib/auth/session.server";
import { formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { pageMeta } from "#app/lib/meta";
import { refusedVersion, saveCheck } from "#app/lib/versions";
import { groupSheet, saveScores } from "../admin.server";
import { ScoringForm } from "../components/scoring-form";
import { adminEdition } from "../editions.server";
import { ADMIN_MESSAGES, scoresSchema } from "../schema";
import type { Route } from "./+types/admin-competition-scores";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Scoring sheet",
    description: "Admin: Qur'an Competition scoring.",
  });
}

async function sheetFor(request: Request, params: Route.LoaderArgs["params"]) {
  const edition = await adminEdition(request, requestNow(request));
  const sheet = await groupSheet(edition.id, Number(params.category), params.group);
  if (!sheet) throw data("Group not found", { status: 404 });
  return { ...sheet, edition: { id: edition.id, title: edition.title } };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  return sheetFor(request, params);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const { edition } = await sheetFor(request, params);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: scoresSchema });
  if (submission.status !== "success")
    return formFailure(submission.reply({ formErrors: [ADMIN_MESSAGES.scoresInvalid] }), 400);
  const stale = await saveScores(
    user,
    edition.id,
    Number(params.category),
    params.group,
    submission.value.score ?? {},
    saveCheck(form).version,
  );
  if (stale) return staleSaveFailure(submission, "scoring sheet", stale);
  return { message: ADMIN_MESSAGES.scoresSaved };
}

export default function ScoringSheetPage({ loaderData, actionData }: Route.ComponentProps) {
  const { category, group, criteria, maxTotal, sheet, ranking, edition } = loaderData;
  return (
    <div>
      <p className="print:hidden">
        <Link to={`/admin/competition?edition=${edition.id}`} className={linkClasses}>
          Back to the competition
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold text-brand-strong">
        Scoring sheet: {category}, {group}
      </h1>
      <p className="mt-1 text-stone-700">{edition.title}</p>
      <DoneNotice answer={actionData} className="print:hidden" />
      {sheet.length === 0 ? (
        <p className="mt-4">No participants in this group.</p>
      ) : (
        <ScoringForm
          criteria={criteria}
          sheet={sheet}
          // After a refused save, the form carries the newest version: saving again replaces it.
          version={refusedVersion(actionData) ?? loaderData.version}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        />
      )}

      <section aria-labelledby="results-heading" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="results-heading" className="text-xl font-semibold text-brand-strong">
            Results (out of {maxTotal})
          </h2>
          <Button
            type="button"
            variant="outline"
            onClick={() => window.print()}
            className="print:hidden"
          >
            Print results
          </Button>
        </div>
        <DataTable
          caption={`Ranking of ${category}, ${group}`}
          columns={["Rank", "Participant", "Total", "Note"]}
          className="mt-3 print:shadow-none print:ring-0"
          scroll
        >
          {ranking.map((row) => (
            <tr key={row.id} data-testid="result-row">
              <Cell>{row.rank ?? "–"}</Cell>
              <Cell>{row.name}</Cell>
              <Cell>{row.total ?? "Not scored"}</Cell>
              <Cell>{row.tied ? "Tie: judges to decide" : ""}</Cell>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
