import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { AdminPageTitle, linkClasses, panelClasses, StatusBadge } from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/field";
import { PostButton } from "#app/components/ui/post-button";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { actionAnswer, BUTTONS } from "#app/lib/forms";
import { formError, formFailure, staleSaveFailure, withLfLineEnds } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { parseId } from "#app/lib/http/ids";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminMeta } from "#app/lib/meta";
import { formatInstant } from "#app/lib/time/format";
import { localDate } from "#app/lib/time/london";
import { refusedVersion, saveCheck } from "#app/lib/versions";
import {
  type ProgrammeFormValues,
  programmeFormSchema,
  SEASON_MESSAGES,
  seasonFormSchema,
} from "../../admin-schema";
import { SummerAdminNav } from "../../components/summer-admin";
import { ProgrammeForm, SeasonForm } from "../components/season-form";
import { SeasonStatusBadge } from "../components/season-status-badge";
import { deleteProgramme, saveProgramme } from "../programmes-admin.server";
import { displayStatus } from "../season";
import { previewPath } from "../season-preview";
import { seasonWarnings } from "../season-warnings";
import { loadSeason, currentSeason as shownSeason } from "../seasons.server";
import {
  registrationsStillToCome,
  type StatusAction,
  seasonForEditor,
  setSeasonStatus,
  updateSeason,
} from "../seasons-admin.server";
import type { Route } from "./+types/admin-summer-season";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(
    matches,
    loaderData ? `Edit “${loaderData.season.title}”` : "Summer season",
    "Admin: a summer season's programmes and dates.",
  );
}

const notFound = () => data("Season not found", { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = parseId(params.id);
  const now = requestNow(request);
  const today = localDate(now);
  const [editor, shown, stillToCome] = await Promise.all([
    id === null ? null : seasonForEditor(id),
    shownSeason(now),
    id === null ? 0 : registrationsStillToCome(id, today),
  ]);
  if (!editor) throw notFound();
  const lastDate = editor.programmes
    .flatMap((programme) => programme.sessions.map((session) => session.date))
    .sort()
    .at(-1);
  return {
    ...editor,
    /** "Finished" once every date has passed (never stored), else the stored status. */
    shownStatus: displayStatus(editor.season.status, lastDate, today),
    /** The registrations with sessions still to come: what the archive confirmation warns of. */
    stillToCome,
    shown: shown ? { id: shown.season.id, title: shown.season.title } : null,
  };
}

/** Which season the public summer pages show now, said on every season's page. */
function ShownToVisitors({
  season,
  shown,
}: {
  season: { id: number };
  shown: { id: number; title: string } | null;
}) {
  if (shown?.id === season.id)
    return (
      <p className="w-full text-sm text-stone-700">Visitors see this season on /summer now.</p>
    );
  return (
    <p className="w-full text-sm text-stone-700">
      {shown
        ? `Visitors see ${shown.title} on /summer now, not this season: the pages show the earliest open or closed season whose dates are still to come.`
        : "Visitors see no season on /summer now: open one whose dates are still to come."}
    </p>
  );
}

const EMPTY_PROGRAMME: ProgrammeFormValues = {
  name: "",
  short: "",
  description: "",
  minAge: 4,
  maxAge: 16,
  rate: "20.00",
  startTime: "10:00",
  endTime: "13:00",
  extrasFee: "5.00",
  offered: true,
  sessions: [],
};

const STATUS_MESSAGES: Record<StatusAction, string> = {
  open: "Season opened.",
  closed: "Season closed: parents can no longer book it.",
  archived: "Season archived.",
};

/** "Registration now closes on Sat 5 Sept 2026, 23:59 …", when a save moved it with the dates. */
const followedClose = (closesAt: Date | null) =>
  closesAt
    ? ` Registration now closes on ${formatInstant(closesAt, "weekdayDateTime")}, with the last session.`
    : "";

/** The saved answer, with what the season's editor should look again at (warnings, not refusals). */
async function savedWithWarnings(to: string, id: number, now: number, saved: string) {
  const season = await loadSeason(id);
  const warnings = season ? seasonWarnings(season, now) : [];
  return redirectWithToast(
    to,
    warnings.length > 0
      ? { type: "info", message: `${saved} Please check: ${warnings.join(" ")}` }
      : { type: "success", message: saved },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const here = `/admin/summer/seasons/${id}`;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");

  if (intent.startsWith("status:")) {
    const status = intent.slice("status:".length);
    if (status !== "open" && status !== "closed" && status !== "archived")
      return formError("Unknown action.", 400, { formId: BUTTONS });
    const result = await setSeasonStatus(user, id, status);
    if (result === "not-found") throw notFound();
    if (result === "no-sessions")
      return formError(SEASON_MESSAGES.noSessions, 409, { formId: BUTTONS });
    // Archiving a season with bookings to come is allowed, and said (a warning, not a refusal).
    const stillToCome =
      status === "archived"
        ? await registrationsStillToCome(id, localDate(requestNow(request)))
        : 0;
    return redirectWithToast(
      here,
      stillToCome > 0
        ? {
            type: "info",
            message: `${STATUS_MESSAGES[status]} ${SEASON_MESSAGES.archiveWithBookings(stillToCome)}`,
          }
        : { type: "success", message: STATUS_MESSAGES[status] },
    );
  }

  if (intent === "season") {
    // Browsers send CRLF: the wording is checked and stored with LF (and compared so, when stale).
    const sent = withLfLineEnds(form);
    const submission = parseWithZod(sent, { schema: seasonFormSchema });
    if (submission.status !== "success")
      return formFailure(submission.reply(), 400, { formId: "season" });
    const result = await updateSeason(user, id, submission.value, saveCheck(sent));
    if (typeof result === "object")
      return staleSaveFailure(submission, "season", result, { formId: "season" });
    if (result === "not-found") throw notFound();
    if (result === "no-sessions")
      return formFailure(
        submission.reply({ fieldErrors: { status: [SEASON_MESSAGES.noSessions] } }),
        409,
        { formId: "season" },
      );
    return savedWithWarnings(here, id, requestNow(request), "Season saved.");
  }

  if (intent === "programme") {
    const raw = String(form.get("programmeId") ?? "");
    const programmeId = raw === "new" ? null : parseId(raw);
    const formId = `programme-${raw === "new" ? "new" : (programmeId ?? "")}`;
    if (raw !== "new" && programmeId === null) throw notFound();
    const submission = parseWithZod(form, { schema: programmeFormSchema });
    if (submission.status !== "success") return formFailure(submission.reply(), 400, { formId });
    const result = await saveProgramme(user, id, programmeId, submission.value, saveCheck(form));
    if (!result.ok && "notFound" in result) throw notFound();
    if (!result.ok && "stale" in result)
      return staleSaveFailure(submission, "programme", result.stale, { formId });
    if (!result.ok)
      return formFailure(submission.reply({ fieldErrors: result.fieldErrors }), 409, { formId });
    // The programme is named: the page's other forms may still hold changes of their own.
    return savedWithWarnings(
      `${here}#programme-${result.id}-heading`,
      id,
      requestNow(request),
      `${programmeId === null ? "Programme added" : "Programme saved"}: ${submission.value.name}.${followedClose(result.closesAt)}`,
    );
  }

  if (intent === "delete-programme") {
    const programmeId = parseId(form.get("programmeId"));
    const result =
      programmeId === null ? "not-found" : await deleteProgramme(user, id, programmeId);
    if (result === "not-found") throw notFound();
    if (result === "booked")
      return formError(SEASON_MESSAGES.programmeBooked, 409, { formId: BUTTONS });
    return redirectWithToast(here, {
      type: "success",
      message: `Programme removed.${followedClose(result.closesAt)}`,
    });
  }
  return formError("Unknown action.", 400, { formId: BUTTONS });
}

const NEXT_STATUSES: Record<string, StatusAction[]> = {
  draft: ["open", "archived"],
  open: ["closed", "archived"],
  closed: ["open", "archived"],
  archived: [],
};
/** The archive confirmation: what archiving does, and the bookings it keeps. */
const archiveQuestion = (title: string, warning: string | null) =>
  `Archive “${title}”? Visitors will no longer see it.${warning ? ` ${warning}` : ""}`;

const STATUS_BUTTONS: Record<StatusAction, string> = {
  open: "Open registration",
  closed: "Close registration",
  archived: "Archive",
};

export default function AdminSummerSeason({ loaderData, actionData }: Route.ComponentProps) {
  const { season, values, version, programmes, shown, shownStatus, stillToCome } = loaderData;
  const archiveWarning = stillToCome > 0 ? SEASON_MESSAGES.archiveWithBookings(stillToCome) : null;
  const resultFor = (formId: string) => actionAnswer(actionData, formId).lastResult;
  const { buttonErrors } = actionAnswer(actionData);
  return (
    <>
      <SummerAdminNav />
      <AdminPageTitle
        back={{ to: "/admin/summer/seasons", label: "All seasons" }}
        title={season.title}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <SeasonStatusBadge status={shownStatus} />
            {season.demo ? <StatusBadge status="demo" /> : null}
            {shown?.id === season.id ? <StatusBadge status="shown" /> : null}
            <Link to={`/admin/summer?season=${season.id}`} className={linkClasses}>
              {season.registrations} {season.registrations === 1 ? "registration" : "registrations"}
            </Link>
            {/* The season visitors see is on /summer itself: the others are seen here first. */}
            {shown?.id === season.id ? null : (
              <Link to={previewPath(season.id)} className={linkClasses}>
                Preview<span className="sr-only"> the summer pages with this season</span>
              </Link>
            )}
          </span>
        }
      />
      <ErrorSummary formErrors={buttonErrors} className="mt-4" />
      {NEXT_STATUSES[season.status]?.length ? (
        <Form
          method="post"
          className={cn(panelClasses, "mt-6 flex flex-wrap items-center gap-3 p-4")}
          onSubmit={(event) => {
            // Archiving asks first, saying what it keeps (a warning, never a refusal).
            const button = (event.nativeEvent as SubmitEvent).submitter;
            if (button instanceof HTMLButtonElement && button.value === "status:archived")
              if (!window.confirm(archiveQuestion(season.title, archiveWarning)))
                event.preventDefault();
          }}
        >
          <ShownToVisitors season={season} shown={shown} />
          <p className="w-full text-sm text-stone-700 sm:w-auto">
            Parents can book an open season inside its registration window.
          </p>
          {archiveWarning && NEXT_STATUSES[season.status]?.includes("archived") ? (
            <p className="w-full text-sm font-semibold text-amber-800">{archiveWarning}</p>
          ) : null}
          {NEXT_STATUSES[season.status]?.map((status) => (
            <Button
              key={status}
              type="submit"
              name="intent"
              value={`status:${status}`}
              variant={status === "open" ? "primary" : "outline"}
            >
              {STATUS_BUTTONS[status]}
            </Button>
          ))}
        </Form>
      ) : null}

      <section aria-labelledby="season-heading" className="mt-8">
        <h2 id="season-heading" className="text-xl font-semibold text-brand-strong">
          Season and discounts
        </h2>
        {/* Keyed by what is stored, never by which form was sent last: a save of one form
            leaves what is typed in the others in place (each marks its own unsaved changes). */}
        <SeasonForm
          key={version}
          defaultValue={values}
          lastResult={resultFor("season")}
          version={refusedVersion(actionData) ?? version}
        />
      </section>

      <section aria-labelledby="programmes-heading" className="mt-10">
        <h2 id="programmes-heading" className="text-xl font-semibold text-brand-strong">
          Programmes and dates ({programmes.length})
        </h2>
        {programmes.map((programme) => (
          <div key={programme.id}>
            <ProgrammeForm
              key={JSON.stringify(programme.values)}
              id={`programme-${programme.id}`}
              programmeId={programme.id}
              title={programme.name}
              defaultValue={programme.values}
              bookings={programme.sessions.map((session) => session.booked)}
              lastResult={resultFor(`programme-${programme.id}`)}
              version={
                (resultFor(`programme-${programme.id}`) && refusedVersion(actionData)) ||
                programme.version
              }
            />
            {programme.sessions.every((session) => session.booked === 0) ? (
              <PostButton
                fields={{ programmeId: programme.id }}
                formClassName="mt-2 flex justify-end"
                name="intent"
                value="delete-programme"
                variant="ghost"
              >
                Remove programme<span className="sr-only"> {programme.name}</span>
              </PostButton>
            ) : null}
          </div>
        ))}
        <ProgrammeForm
          key={`new-${Math.max(0, ...programmes.map((programme) => programme.id))}`}
          id="programme-new"
          programmeId={null}
          title="Add a programme"
          defaultValue={EMPTY_PROGRAMME}
          lastResult={resultFor("programme-new")}
        />
      </section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
