import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import {
  AdminPageTitle,
  EditLink,
  EmptyNote,
  ExportCsvLink,
  panelClasses,
  StatusBadge,
} from "#app/components/admin/page";
import { ListSection, labelledBy, RowForm } from "#app/components/admin/sections";
import { ACTIONS_COLUMN, NAME_COLUMN, ResponsiveTable } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import {
  CheckboxField,
  DateField,
  ErrorSummary,
  NumberField,
  summaryFields,
  TextField,
} from "#app/components/ui/field";
import { TitledSection } from "#app/components/ui/titled-section";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { actionAnswer, BUTTONS, useValidatedForm } from "#app/lib/forms";
import { formError, formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { publicPagesChanged } from "#app/lib/http/public-pages.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { isCalendarDate } from "#app/lib/time/london";
import { refusedVersion, saveCheck } from "#app/lib/versions";
import { createNight, deleteNight, nightsForAdmin, updateNight } from "../admin.server";
import { NIGHT_LABELS, type NightFormValues, NOTE_MAX, nightSchema } from "../admin-schema";
import { RamadanAdminNav } from "../components/ramadan-admin-nav";
import { peopleText } from "../rules";
import type { Route } from "./+types/admin-iftars";

const IFTARS_ADMIN = "/admin/ramadan/iftars";

export const meta = adminPageMeta(
  "Community iftars",
  "Admin: the community iftar nights, their places, sign-ups and volunteer rota.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const nights = await nightsForAdmin();
  const edit = new URL(request.url).searchParams.get("edit");
  return { nights, editing: nights.find((night) => night.date === edit) ?? null };
}

const day = (date: string) => formatCalendarDate(date, "weekdayMedium");

const gone = (date: string) =>
  formError(`There is no iftar on ${isCalendarDate(date) ? day(date) : "that date"}.`, 404, {
    formId: BUTTONS,
  });

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "delete") {
    const date = String(form.get("date") ?? "");
    const outcome = isCalendarDate(date) ? await deleteNight(user, date) : "gone";
    if (outcome === "gone") return gone(date);
    if (outcome !== "deleted")
      return formError(
        `The iftar on ${day(date)} has ${outcome.signups} ${outcome.signups === 1 ? "sign-up" : "sign-ups"} (${peopleText(outcome.people)}): it cannot be deleted while people expect their places. Untick "${NIGHT_LABELS.open}" to stop new sign-ups instead.`,
        409,
        { formId: BUTTONS },
      );
    await publicPagesChanged();
    return redirectWithToast(IFTARS_ADMIN, {
      type: "success",
      message: `The iftar on ${day(date)} is deleted.`,
    });
  }
  const submission = parseWithZod(form, { schema: nightSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const { value } = submission;
  if (intent === "update") {
    const outcome = await updateNight(user, value, saveCheck(form));
    if (outcome === "gone") return gone(value.date);
    if (typeof outcome === "object" && "stale" in outcome)
      return staleSaveFailure(submission, "iftar night", outcome.stale);
    if (typeof outcome === "object")
      return formFailure(
        submission.reply({
          fieldErrors: {
            capacity: [
              `${peopleText(outcome.booked)} already booked: the places cannot be fewer than ${outcome.booked}.`,
            ],
          },
        }),
        409,
      );
  } else if ((await createNight(user, value)) === "taken")
    return formFailure(
      submission.reply({
        fieldErrors: { date: [`There is already an iftar on ${day(value.date)}.`] },
      }),
      409,
    );
  await publicPagesChanged();
  return redirectWithToast(IFTARS_ADMIN, {
    type: "success",
    message: `The iftar on ${day(value.date)} is ${intent === "update" ? "saved" : "added"}.`,
  });
}

type Night = Route.ComponentProps["loaderData"]["nights"][number];

const EMPTY: NightFormValues = { date: "", capacity: "", note: "", open: true };

function NightForm({
  night,
  lastResult,
  version,
}: {
  night: Night | null;
  lastResult?: SubmissionResult<string[]>;
  version: string | null;
}) {
  const [form, fields] = useValidatedForm(nightSchema, {
    id: night ? `iftar-${night.date}` : "iftar-new",
    lastResult,
    defaultValue: night?.values ?? EMPTY,
  });
  const labelled = labelledBy(fields, NIGHT_LABELS);
  return (
    <RowForm
      form={form}
      summary={summaryFields(fields, NIGHT_LABELS)}
      cancelTo={night ? IFTARS_ADMIN : null}
      submitLabel={night ? "Save iftar" : "Add iftar"}
      version={version}
    >
      <input type="hidden" name="intent" value={night ? "update" : "create"} />
      {night ? (
        <>
          <input type="hidden" name={fields.date.name} value={night.date} />
          <p className="sm:col-span-2">
            {NIGHT_LABELS.date}: <strong>{formatCalendarDate(night.date, "weekdayLong")}</strong>.{" "}
            {peopleText(night.taken)} booked. The date stays as it is: people sign up for it.
          </p>
        </>
      ) : (
        <DateField {...labelled("date")} hint="The evening of the iftar (UK date)." />
      )}
      <NumberField
        {...labelled("capacity")}
        hint="How many people the hall can seat and the kitchen can feed."
        min={1}
      />
      <TextField
        {...labelled("note")}
        hint="Shown to visitors, e.g. Families' iftar, with activities for children."
        maxLength={NOTE_MAX}
        optional
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <CheckboxField meta={fields.open}>
          {NIGHT_LABELS.open}: visitors can sign up on the Ramadan page
        </CheckboxField>
      </div>
    </RowForm>
  );
}

function Actions({ night }: { night: Night }) {
  const name = `the iftar on ${day(night.date)}`;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Link
        to={`${IFTARS_ADMIN}/${night.date}`}
        className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-strong underline underline-offset-4 hover:bg-brand-soft"
      >
        Sign-ups and rota<span className="sr-only"> for {name}</span>
      </Link>
      <EditLink to={`?edit=${night.date}#iftar-form-heading`} name={name} />
      <ConfirmForm question={`Delete ${name}? Its volunteer rota goes with it.`}>
        <input type="hidden" name="date" value={night.date} />
        <Button type="submit" name="intent" value="delete" variant="ghost" className="px-3 py-1.5">
          Delete<span className="sr-only"> {name}</span>
        </Button>
      </ConfirmForm>
    </div>
  );
}

export default function AdminIftars({ loaderData, actionData }: Route.ComponentProps) {
  const { nights, editing } = loaderData;
  const { lastResult, buttonErrors } = actionAnswer(actionData);
  return (
    <>
      <RamadanAdminNav />
      <AdminPageTitle
        title="Community iftars"
        lead="The evenings the centre holds a community iftar: visitors sign up for free places on the Ramadan page, where the open nights still to come are listed, and get a confirmation email. Each night has its sign-ups and a volunteer rota."
        actions={<ExportCsvLink href={`${IFTARS_ADMIN}/export.csv`} />}
      />
      <ErrorSummary formErrors={buttonErrors} className="mt-4" />
      <ListSection headingId="iftars-heading" title={`Iftar nights (${nights.length})`}>
        <ResponsiveTable
          items={nights}
          itemKey={(night) => night.date}
          caption="Community iftar nights, oldest first"
          breakpoint="lg"
          columns={[
            {
              ...NAME_COLUMN,
              heading: "Date",
              className: "font-semibold whitespace-nowrap",
              cell: (night) => day(night.date),
            },
            { heading: "Note", cell: (night) => night.note || "—" },
            {
              heading: "Booked",
              className: "tabular-nums whitespace-nowrap",
              cell: (night) => `${night.taken} of ${night.capacity}`,
            },
            {
              heading: "Sign-ups",
              card: "badge",
              cell: (night) => <StatusBadge status={night.open ? "open" : "closed"} />,
            },
            { ...ACTIONS_COLUMN, cell: (night) => <Actions night={night} /> },
          ]}
          empty={<EmptyNote>No iftar night yet: add the first below.</EmptyNote>}
        />
      </ListSection>
      <TitledSection
        headingId="iftar-form-heading"
        title={editing ? `Edit the iftar on ${day(editing.date)}` : "New iftar night"}
        headingSize="text-lg"
        className={cn(panelClasses, "mt-10 p-5")}
      >
        <NightForm
          key={editing?.date ?? "new"}
          night={editing}
          lastResult={lastResult}
          version={refusedVersion(actionData) ?? editing?.version ?? null}
        />
      </TitledSection>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
