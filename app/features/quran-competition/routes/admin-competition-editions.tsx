import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { AdminPageTitle, linkClasses, StatusBadge } from "#app/components/admin/page";
import { ResponsiveTable } from "#app/components/admin/table";
import { buttonClasses } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/field";
import { requireStaff } from "#app/lib/auth/session.server";
import { firstError } from "#app/lib/forms";
import { formFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { closedReason, deadlineDate, EDITION_STATUSES, feeLabel, longDateText } from "../editions";
import { copyLastEdition, editionAt, listEditions, setEditionStatus } from "../editions.server";
import { editionActionSchema } from "../schema";
import type { Route } from "./+types/admin-competition-editions";

export const meta = adminPageMeta(
  "Competition editions",
  "Admin: the Qur'an Competition's editions.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = requestNow(request);
  const current = await editionAt(now);
  const editions = (await listEditions()).map((edition) => ({
    id: edition.id,
    title: edition.title,
    year: edition.year,
    status: edition.status,
    demo: edition.demo,
    date: longDateText(edition.eventDate),
    deadline: longDateText(deadlineDate(edition)),
    fee: feeLabel(edition.feePence),
    venue: edition.venue,
    taking: closedReason(edition, now) === null,
    current: edition.id === current.id,
  }));
  return { editions };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const submission = parseWithZod(await request.formData(), { schema: editionActionSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const wanted = submission.value;
  const outcome =
    wanted.intent === "copy"
      ? await copyLastEdition(user)
      : await setEditionStatus(user, wanted.id, wanted.status);
  if (!outcome.ok) return formFailure(submission.reply({ formErrors: [outcome.message] }), 409);
  return redirectWithToast(
    wanted.intent === "copy"
      ? `/admin/competition/editions/${outcome.id}`
      : "/admin/competition/editions",
    { type: "success", message: outcome.message },
  );
}

const STATUS_ACTIONS: Record<(typeof EDITION_STATUSES)[number], string> = {
  draft: "Back to draft",
  open: "Open",
  closed: "Close",
  archived: "Archive",
};

type EditionRow = Route.ComponentProps["loaderData"]["editions"][number];

function EditionName({ edition }: { edition: EditionRow }) {
  return (
    <>
      <Link to={`/admin/competition/editions/${edition.id}`} className={linkClasses}>
        {edition.title}
      </Link>
      <span className="block text-sm text-stone-700">
        {edition.venue}
        {edition.current ? " · shown to visitors" : ""}
        {edition.taking ? " · taking registrations" : ""}
      </span>
    </>
  );
}

function EditionBadges({ edition }: { edition: EditionRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      <StatusBadge status={edition.status} />
      {edition.demo ? <StatusBadge status="demo" /> : null}
    </span>
  );
}

/** Open, close, archive or back to draft (each a small POST form), and the registrations. */
function EditionActions({ edition }: { edition: EditionRow }) {
  return (
    <div className="flex flex-wrap gap-2">
      {EDITION_STATUSES.filter((status) => status !== edition.status).map((status) => (
        <Form method="post" key={status}>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={edition.id} />
          <input type="hidden" name="status" value={status} />
          <button
            type="submit"
            className={buttonClasses("outline")}
            aria-label={`${STATUS_ACTIONS[status]} ${edition.title}`}
          >
            {STATUS_ACTIONS[status]}
          </button>
        </Form>
      ))}
      <Link
        to={`/admin/competition?edition=${edition.id}`}
        className={`${linkClasses} self-center`}
        aria-label={`Registrations of ${edition.title}`}
      >
        Registrations
      </Link>
    </div>
  );
}

export default function AdminCompetitionEditions({ loaderData, actionData }: Route.ComponentProps) {
  const { editions } = loaderData;
  const failure = firstError(actionData?.result);
  return (
    <div>
      <AdminPageTitle
        back={{ to: "/admin/competition", label: "Competition registrations" }}
        title="Competition editions"
        lead="Each year's competition: its date, venue, fee, deadline and group sizes. Visitors see the next edition that is open or closed; a copy starts as a draft."
        actions={
          <>
            <Link to="/admin/competition/editions/new" className={buttonClasses("primary")}>
              New edition
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="copy" />
              <button type="submit" className={buttonClasses("outline")}>
                Copy the last edition to next year
              </button>
            </Form>
          </>
        }
      />
      <ErrorSummary formErrors={failure ? [failure] : undefined} className="mt-4" />
      <ResponsiveTable
        items={editions}
        itemKey={(edition) => edition.id}
        caption="Competition editions"
        breakpoint="lg"
        spacing="mt-4"
        columns={[
          { heading: "Edition", card: "title", cell: (e) => <EditionName edition={e} /> },
          { heading: "Competition day", cell: (edition) => edition.date },
          { heading: "Deadline", cell: (edition) => edition.deadline },
          { heading: "Fee", cell: (edition) => edition.fee },
          { heading: "Status", cell: (edition) => <EditionBadges edition={edition} /> },
          { heading: "Actions", card: "actions", cell: (e) => <EditionActions edition={e} /> },
        ]}
      />
    </div>
  );
}
