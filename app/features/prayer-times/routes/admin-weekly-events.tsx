import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useLocation } from "react-router";
import { OrderedRowActions } from "#app/components/admin/move-buttons";
import { SaveOrCancel } from "#app/components/admin/sections";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import {
  CheckboxField,
  ErrorSummary,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { recordAudit } from "#app/lib/audit/audit.server";
import { type CurrentUser, requireStaff } from "#app/lib/auth/session.server";
import { useValidatedForm } from "#app/lib/forms";
import { formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { parseId, rowNamedByEdit } from "#app/lib/http/ids";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { refusedVersion, saveCheck, VERSION_FIELD } from "#app/lib/versions";
import { rowIdSchema, weeklyEventSchema } from "../admin-schema";
import { sectionPanel, useSubmitting } from "../components/admin-section";
import { WEEKLY_EVENT_FIELD_LABELS as LABELS, WEEKDAYS } from "../weekly-events";
import {
  createWeeklyEvent,
  deleteWeeklyEvent,
  moveWeeklyEvent,
  updateWeeklyEvent,
  weeklyEventsForAdmin,
} from "../weekly-events.server";
import type { Route } from "./+types/admin-weekly-events";

const PAGE = "/admin/weekly-events";

export const meta = adminPageMeta("Weekly events", "Manage the weekly events.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const events = await weeklyEventsForAdmin();
  return { events, editing: rowNamedByEdit(request, events) };
}

const notFound = (result: SubmissionResult<string[]>) => data({ result }, { status: 404 });
const GONE = ["That event no longer exists."];

/** The buttons beside an event: delete, move up, move down. */
async function rowAction(formData: FormData, user: CurrentUser) {
  const intent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: rowIdSchema });
  if (submission.status !== "success") return notFound(submission.reply({ formErrors: GONE }));
  const { id } = submission.value;
  if (intent === "delete") {
    const title = await deleteWeeklyEvent(id);
    if (!title) return notFound(submission.reply({ formErrors: GONE }));
    await recordAudit(user, "weekly-event.deleted", `weekly-event:${id}`, { title });
    return redirectWithToast(PAGE, { type: "success", message: `"${title}" deleted.` });
  }
  const direction = intent === "up" ? "up" : "down";
  if (!(await moveWeeklyEvent(id, direction)))
    return redirectWithToast(PAGE, { type: "info", message: "Already at the end of the list." });
  await recordAudit(user, "weekly-event.moved", `weekly-event:${id}`, { direction });
  return redirectWithToast(PAGE, { type: "success", message: "Order saved." });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent"));
  if (intent === "delete" || intent === "up" || intent === "down") return rowAction(formData, user);
  const submission = parseWithZod(formData, { schema: weeklyEventSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const event = submission.value;
  if (intent === "update") {
    const id = parseId(formData.get("id")) ?? 0;
    const saved = await updateWeeklyEvent(id, event, saveCheck(formData, event));
    if (!saved) return notFound(submission.reply({ formErrors: GONE }));
    if (typeof saved === "object") return staleSaveFailure(submission, "event", saved);
    await recordAudit(user, "weekly-event.updated", `weekly-event:${id}`, event);
    return redirectWithToast(PAGE, { type: "success", message: `"${event.title}" saved.` });
  }
  const newId = await createWeeklyEvent(event);
  await recordAudit(user, "weekly-event.created", `weekly-event:${newId}`, event);
  return redirectWithToast(PAGE, { type: "success", message: `"${event.title}" added.` });
}

type WeeklyEvent = Route.ComponentProps["loaderData"]["events"][number];

function EventForm({
  event,
  lastResult,
  version,
}: {
  event: WeeklyEvent | null;
  lastResult?: SubmissionResult<string[]>;
  /** The event's version as loaded, or the newest one after a refused save. */
  version: string | null;
}) {
  const submitting = useSubmitting();
  const [form, fields] = useValidatedForm(weeklyEventSchema, {
    lastResult,
    defaultValue: event?.values ?? { dayOfWeek: 5, active: true },
  });
  // A form the server sent back with errors still holds what was typed, not saved.
  useUnsavedChangesGuard(form.id, form.status === "error");
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <input type="hidden" name="intent" value={event ? "update" : "create"} />
      {event ? <input type="hidden" name="id" value={event.id} /> : null}
      {event && version ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
      {form.errors?.length ? (
        <div className="sm:col-span-2 lg:col-span-4">
          <ErrorSummary formErrors={form.errors} fields={[]} />
        </div>
      ) : null}
      <TextField meta={fields.title} label={LABELS.title} className="sm:col-span-2" />
      <SelectField
        meta={fields.dayOfWeek}
        label={LABELS.dayOfWeek}
        options={WEEKDAYS.map((day, index) => ({ value: String(index), label: day }))}
      />
      <TextField meta={fields.location} label={LABELS.location} optional />
      <TextField meta={fields.startTime} label={LABELS.startTime} type="time" />
      <TextField meta={fields.endTime} label={LABELS.endTime} type="time" />
      <TextAreaField
        meta={fields.description}
        label={LABELS.description}
        optional
        rows={2}
        className="sm:col-span-2"
      />
      <div className="flex items-center">
        <CheckboxField meta={fields.active}>
          Active (shown on the screens and the home page)
        </CheckboxField>
      </div>
      <SaveOrCancel pending={submitting()} cancelTo={event ? PAGE : null} className="lg:col-span-3">
        {event ? "Save changes" : "Add event"}
      </SaveOrCancel>
    </Form>
  );
}

function EventRow({ event, index, count }: { event: WeeklyEvent; index: number; count: number }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div>
        <p className="font-semibold">
          {event.title}
          {event.active ? null : (
            <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-xs">Hidden</span>
          )}
        </p>
        <p className="text-sm text-stone-700">
          {WEEKDAYS[event.dayOfWeek]} {event.startTime}–{event.endTime}
          {event.location ? ` · ${event.location}` : ""}
        </p>
      </div>
      <OrderedRowActions
        name={event.title}
        index={index}
        count={count}
        fields={{ id: event.id }}
        editTo={`?edit=${event.id}`}
        remove={{
          intent: "delete",
          label: "Delete",
          question: `Delete "${event.title}"? This cannot be undone.`,
        }}
      />
    </li>
  );
}

export default function AdminWeeklyEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { events, editing } = loaderData;
  const location = useLocation();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-semibold text-brand-strong">Manage Weekly Events</h1>
        <p className="mt-2 text-stone-700">
          Regular events shown on the wall screens (/display, /tv) and the home page, in this order.
        </p>
      </div>
      <section aria-labelledby="event-form-heading" className={sectionPanel}>
        <h2 id="event-form-heading" className="mb-4 text-xl font-semibold text-brand-strong">
          {editing ? `Edit "${editing.title}"` : "Add an event"}
        </h2>
        <EventForm
          // A new event or a saved change starts the form afresh.
          key={`${editing?.id ?? "new"}-${location.key}`}
          event={editing}
          lastResult={actionData?.result}
          version={refusedVersion(actionData) ?? editing?.version ?? null}
        />
      </section>
      <section aria-labelledby="events-heading" className={sectionPanel}>
        <h2 id="events-heading" className="text-xl font-semibold text-brand-strong">
          Events ({events.length})
        </h2>
        {events.length === 0 ? (
          <p className="mt-4 text-stone-700">No weekly events yet. Add the first one above.</p>
        ) : (
          <ol className="mt-4 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
            {events.map((event, index) => (
              <EventRow key={event.id} event={event} index={index} count={events.length} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
