import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import {
  AdminPageTitle,
  ButtonOutcome,
  DateTime,
  EmptyNote,
  ExportCsvLink,
  panelClasses,
} from "#app/components/admin/page";
import { ListSection } from "#app/components/admin/sections";
import { ACTIONS_COLUMN, NAME_COLUMN, ResponsiveTable } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { ErrorSummary, summaryFields, TextField } from "#app/components/ui/field";
import { TitledSection } from "#app/components/ui/titled-section";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { actionAnswer, BUTTONS, useValidatedForm } from "#app/lib/forms";
import { formError, formFailure } from "#app/lib/forms.server";
import { parseId } from "#app/lib/http/ids";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { isCalendarDate } from "#app/lib/time/london";
import { addVolunteer, nightForAdmin, removeVolunteer } from "../admin.server";
import { VOLUNTEER_LABELS, volunteerSchema } from "../admin-schema";
import { RamadanAdminNav } from "../components/ramadan-admin-nav";
import { iftarState, peopleText, VOLUNTEER_TASKS } from "../rules";
import type { Route } from "./+types/admin-iftar-night";

const IFTARS_ADMIN = "/admin/ramadan/iftars";

export const meta = adminPageMeta(
  "Community iftar",
  "Admin: one community iftar's sign-ups and volunteer rota.",
);

const notFound = () => data("Iftar not found", { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const night = isCalendarDate(params.date) ? await nightForAdmin(params.date) : null;
  if (!night) throw notFound();
  return night;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const { date } = params;
  if (!isCalendarDate(date)) throw notFound();
  const form = await request.formData();
  const page = `${IFTARS_ADMIN}/${date}`;
  if (form.get("intent") === "remove-volunteer") {
    const id = parseId(form.get("id"));
    if (id === null || !(await removeVolunteer(user, date, id)))
      return formError("That volunteer is no longer on the rota.", 404, { formId: BUTTONS });
    return redirectWithToast(page, { type: "success", message: "Volunteer removed." });
  }
  const submission = parseWithZod(form, { schema: volunteerSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  if (!(await addVolunteer(user, date, submission.value))) throw notFound();
  return redirectWithToast(page, {
    type: "success",
    message: `${submission.value.name} added to the rota.`,
  });
}

type Night = Route.ComponentProps["loaderData"];

function SignupsTable({ night }: { night: Night }) {
  const { totals } = night;
  const cancelled = night.signups.length - totals.signups;
  return (
    <ListSection headingId="signups-heading" title={`Sign-ups (${totals.signups})`}>
      <p className="mt-2 text-stone-800">
        {peopleText(totals.people)} booked of {night.capacity} places;{" "}
        {Math.max(0, night.capacity - totals.people)} left.
        {cancelled > 0
          ? ` ${cancelled} cancelled ${cancelled === 1 ? "sign-up is" : "sign-ups are"} listed too, not counted.`
          : ""}
      </p>
      <ResponsiveTable
        items={night.signups}
        itemKey={(signup) => signup.id}
        caption={`Sign-ups for the iftar on ${formatCalendarDate(night.date, "weekdayLong")}, oldest first`}
        columns={[
          { ...NAME_COLUMN, heading: "Name", rowHeader: true, cell: (signup) => signup.name },
          {
            heading: "Email",
            className: "break-all",
            cell: (signup) => signup.email,
          },
          { heading: "People", className: "tabular-nums", cell: (signup) => signup.people },
          {
            heading: "Signed up",
            className: "whitespace-nowrap",
            cell: (signup) => <DateTime value={signup.createdAt} />,
          },
          {
            heading: "Status",
            card: "badge",
            cell: (signup) =>
              signup.cancelledAt ? (
                <Badge tone="neutral">Cancelled</Badge>
              ) : (
                <Badge tone="good">Booked</Badge>
              ),
          },
        ]}
        empty={<EmptyNote>Nobody has signed up yet.</EmptyNote>}
      />
    </ListSection>
  );
}

function RemoveVolunteer({ id, name }: { id: number; name: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value="remove-volunteer"
        variant="ghost"
        className="px-3 py-1.5"
      >
        Remove<span className="sr-only"> {name} from the rota</span>
      </Button>
    </Form>
  );
}

function AddVolunteerForm({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(volunteerSchema, {
    id: "add-volunteer",
    lastResult: actionAnswer(actionData).lastResult,
  });
  return (
    <TitledSection
      headingId="add-volunteer-heading"
      title="Add a volunteer"
      headingSize="text-lg"
      level="h3"
      className={cn(panelClasses, "mt-6 p-5")}
    >
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-end"
      >
        <input type="hidden" name="intent" value="add-volunteer" />
        <div className="sm:col-span-3">
          <ErrorSummary formErrors={form.errors} fields={summaryFields(fields, VOLUNTEER_LABELS)} />
        </div>
        <TextField meta={fields.name} label={VOLUNTEER_LABELS.name} autoComplete="off" />
        <TextField
          meta={fields.task}
          label={VOLUNTEER_LABELS.task}
          hint="Choose or type one."
          list="iftar-volunteer-tasks"
          autoComplete="off"
        />
        <datalist id="iftar-volunteer-tasks">
          {VOLUNTEER_TASKS.map((task) => (
            <option key={task} value={task} />
          ))}
        </datalist>
        <TextField
          meta={fields.contact}
          label={VOLUNTEER_LABELS.contact}
          optional
          autoComplete="off"
        />
        <div className="sm:col-span-3">
          <Button
            type="submit"
            pending={
              navigation.state === "submitting" &&
              navigation.formData?.get("intent") === "add-volunteer"
            }
            pendingLabel="Adding..."
          >
            Add volunteer
          </Button>
        </div>
      </Form>
    </TitledSection>
  );
}

function Rota({
  night,
  actionData,
}: {
  night: Night;
  actionData: Route.ComponentProps["actionData"];
}) {
  return (
    <ListSection headingId="rota-heading" title={`Volunteer rota (${night.volunteers.length})`}>
      <ResponsiveTable
        items={night.volunteers}
        itemKey={(volunteer) => volunteer.id}
        caption={`Volunteers at the iftar on ${formatCalendarDate(night.date, "weekdayLong")}`}
        columns={[
          { ...NAME_COLUMN, heading: "Name", rowHeader: true, cell: (volunteer) => volunteer.name },
          { heading: "Task", cell: (volunteer) => volunteer.task },
          {
            heading: "Phone or email",
            className: "break-all",
            cell: (volunteer) => volunteer.contact || "—",
          },
          {
            ...ACTIONS_COLUMN,
            cell: (volunteer) => <RemoveVolunteer id={volunteer.id} name={volunteer.name} />,
          },
        ]}
        empty={<EmptyNote>Nobody is on the rota yet.</EmptyNote>}
      />
      <AddVolunteerForm actionData={actionData} />
    </ListSection>
  );
}

export default function AdminIftarNight({ loaderData, actionData }: Route.ComponentProps) {
  const night = loaderData;
  const day = formatCalendarDate(night.date, "weekdayLong");
  const { state } = iftarState({ ...night, taken: night.totals.people }, false);
  const signups = night.open ? (state === "full" ? "Full." : "Sign-ups open.") : "Sign-ups closed.";
  return (
    <>
      <RamadanAdminNav />
      <AdminPageTitle
        title={`Iftar on ${day}`}
        back={{ to: IFTARS_ADMIN, label: "All iftar nights" }}
        lead={`${night.iftar ? `Iftar (Maghrib) at ${night.iftar}. ` : ""}${night.note ? `${night.note} ` : ""}${signups}`}
        actions={<ExportCsvLink href={`${IFTARS_ADMIN}/export.csv?date=${night.date}`} />}
      />
      <ButtonOutcome actionData={actionData} />
      <SignupsTable night={night} />
      <Rota night={night} actionData={actionData} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
