import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { linkClasses, StatusBadge } from "#app/components/admin/page";
import { ListAndFormPage } from "#app/components/admin/sections";
import { ACTIONS_COLUMN } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { ErrorSummary, TextField } from "#app/components/ui/field";
import { PostButton } from "#app/components/ui/post-button";
import { requireStaff } from "#app/lib/auth/session.server";
import { BUTTONS, useValidatedForm } from "#app/lib/forms";
import { formError, formFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { parseId } from "#app/lib/http/ids";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { localDate } from "#app/lib/time/london";
import { NEW_SEASON_SCHEMA } from "../../admin-schema";
import { dayWithYear, SummerAdminNav, ukDateTime } from "../../components/summer-admin";
import { SeasonStatusBadge } from "../components/season-status-badge";
import { copySeasonToNext } from "../copy-season.server";
import { displayStatus } from "../season";
import { currentSeason as shownSeason } from "../seasons.server";
import { createSeason, listSeasons } from "../seasons-admin.server";
import type { Route } from "./+types/admin-summer-seasons";

export const meta = adminPageMeta("Summer seasons", "Admin: summer seasons.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = requestNow(request);
  const [seasons, shown] = await Promise.all([listSeasons(), shownSeason(now)]);
  const today = localDate(now);
  return {
    seasons: seasons.map((season) => ({
      ...season,
      shownStatus: displayStatus(season.status, season.lastDate, today),
    })),
    shownId: shown?.season.id ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  if (form.get("intent") === "copy") {
    const from = parseId(form.get("id"));
    const id = from === null ? null : await copySeasonToNext(user, from);
    if (id === null) return formError("That season no longer exists.", 404, { formId: BUTTONS });
    return redirectWithToast(`/admin/summer/seasons/${id}`, {
      type: "success",
      message: "Season copied as a draft, every date a year on. Check it, then open it.",
    });
  }
  const submission = parseWithZod(form, { schema: NEW_SEASON_SCHEMA });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const id = await createSeason(user, submission.value.title);
  return redirectWithToast(`/admin/summer/seasons/${id}`, {
    type: "success",
    message: "Draft season created. Add its programmes and dates.",
  });
}

type Season = Route.ComponentProps["loaderData"]["seasons"][number];

const windowText = (season: Season) =>
  `${ukDateTime(season.registrationOpensAt, "Opens when published")} – ${ukDateTime(season.registrationClosesAt, "no closing time")}`;
const datesText = (season: Season) =>
  season.firstDate && season.lastDate
    ? `${dayWithYear(season.firstDate)} – ${dayWithYear(season.lastDate)}`
    : "No dates yet";

function Title({ season, shown }: { season: Season; shown: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link to={`/admin/summer/seasons/${season.id}`} className={linkClasses}>
        {season.title}
      </Link>
      {season.demo ? <StatusBadge status="demo" /> : null}
      {shown ? <StatusBadge status="shown" /> : null}
    </span>
  );
}

function CopyButton({ season }: { season: Season }) {
  return (
    <PostButton fields={{ intent: "copy", id: season.id }} variant="ghost" className="px-3 py-1.5">
      Copy to next year<span className="sr-only"> ({season.title})</span>
    </PostButton>
  );
}

function NewSeasonForm({
  lastResult,
}: {
  lastResult?: Parameters<typeof useValidatedForm>[1]["lastResult"];
}) {
  const [form, fields] = useValidatedForm(NEW_SEASON_SCHEMA, { id: "new-season", lastResult });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <input type="hidden" name="intent" value="create" />
      <ErrorSummary fields={[]} formErrors={form.errors} />
      <TextField
        meta={fields.title}
        label="Title"
        placeholder="Wicked Wednesdays & Weekends 2027"
      />
      <Button type="submit">Create draft season</Button>
    </Form>
  );
}

export default function AdminSummerSeasons({ loaderData, actionData }: Route.ComponentProps) {
  const { seasons, shownId } = loaderData;
  return (
    <ListAndFormPage
      nav={<SummerAdminNav />}
      title="Summer seasons"
      lead="Copy last summer to next year (every date moves to the same weekday), check it, then open it. A draft is not shown to parents."
      actionData={actionData}
      list={{
        headingId: "seasons-heading",
        title: "Seasons",
        items: seasons,
        itemKey: (season) => season.id,
        caption: "Summer seasons, newest first",
        columns: [
          {
            heading: "Season",
            card: "title",
            cell: (season) => <Title season={season} shown={season.id === shownId} />,
          },
          {
            heading: "Status",
            card: "badge",
            cell: (season) => <SeasonStatusBadge status={season.shownStatus} />,
          },
          { heading: "Session dates", cell: datesText },
          { heading: "Registration (UK time)", cell: windowText },
          {
            heading: "Registrations",
            className: "tabular-nums",
            cell: (season) => (
              <Link to={`/admin/summer?season=${season.id}`} className={linkClasses}>
                {season.registrations}
                <span className="sr-only"> registrations for {season.title}</span>
              </Link>
            ),
          },
          { ...ACTIONS_COLUMN, cell: (season) => <CopyButton season={season} /> },
        ],
      }}
      form={{
        headingId: "new-heading",
        title: "A new, empty season",
        render: ({ lastResult }) => (
          <>
            <p className="mt-1 text-sm text-stone-700">
              Usually quicker: copy last season above and change what differs.
            </p>
            <NewSeasonForm lastResult={lastResult} />
          </>
        ),
      }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
