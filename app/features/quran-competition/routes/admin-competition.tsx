import { parseWithZod } from "@conform-to/zod/v4";
import { AdminPageTitle, DoneNotice, ExportCsvLink } from "#app/components/admin/page";
import { ErrorSummary } from "#app/components/ui/field";
import { requireStaff } from "#app/lib/auth/session.server";
import { firstError } from "#app/lib/forms";
import { formFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { pageMeta } from "#app/lib/meta";
import { adminMarkPaid, adminMoveGroup, byCategoryAndGroup, listEntries } from "../admin.server";
import { AdminGroupSection, type EntryAnswer } from "../components/admin-group";
import { EditionPicker } from "../components/edition-picker";
import { adminEdition, listEditions } from "../editions.server";
import { competitionAdminSchema } from "../schema";
import type { Route } from "./+types/admin-competition";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Competition registrations",
    description: "Admin: Qur'an Competition.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const edition = await adminEdition(request, requestNow(request));
  const entries = await listEntries(edition.id);
  const editions = (await listEditions()).map(({ id, title, demo }) => ({ id, title, demo }));
  return {
    total: entries.length,
    categories: byCategoryAndGroup(entries, edition),
    edition: { id: edition.id, title: edition.title },
    editions,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: competitionAdminSchema });
  // Which registration's form sent it, so that its errors show there.
  const from = {
    id: String(formData.get("id") ?? ""),
    intent: String(formData.get("intent") ?? ""),
  };
  if (submission.status !== "success") return formFailure(submission.reply(), 400, from);
  const wanted = submission.value;
  const outcome =
    wanted.intent === "mark-paid"
      ? await adminMarkPaid(user, wanted.id)
      : await adminMoveGroup(user, wanted.id, wanted.group);
  if (!outcome.ok) {
    const errors = outcome.field
      ? { fieldErrors: { [outcome.field]: [outcome.message] } }
      : { formErrors: [outcome.message] };
    return formFailure(submission.reply(errors), outcome.status, from);
  }
  return { message: outcome.message };
}

export default function AdminCompetitionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { total, categories, edition, editions } = loaderData;
  const answer = actionData && "result" in actionData ? (actionData as EntryAnswer) : undefined;
  const failure = firstError(answer?.result);
  return (
    <div>
      <AdminPageTitle title="Competition registrations" />
      <DoneNotice answer={actionData} />
      <ErrorSummary formErrors={failure ? [failure] : undefined} className="mt-4" />
      <EditionPicker editions={editions} selected={edition.id} action="/admin/competition" />
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <p>
          {total} registrations in all ({edition.title}).
        </p>
        <ExportCsvLink href={`/admin/competition/export.csv?edition=${edition.id}`} />
      </div>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`cat-${category.id}`} className="mt-8">
          <h2 id={`cat-${category.id}`} className="text-xl font-semibold text-brand-strong">
            {category.name}
          </h2>
          {category.groups.map((group) => (
            <AdminGroupSection
              key={group.id}
              editionId={edition.id}
              categoryId={category.id}
              categoryName={category.name}
              group={group}
              answer={answer}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
