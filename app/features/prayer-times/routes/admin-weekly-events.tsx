import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { recordAudit, requireAdmin } from "~/features/accounts/index.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { pageMeta } from "~/lib/meta";
import { fieldErrors, weeklyEventSchema } from "../admin-schema";
import { AdminField, adminControl, adminPanel } from "../components/admin-fields";
import { WEEKDAYS, type WeeklyEvent } from "../weekly-events";
import {
  createWeeklyEvent,
  deleteWeeklyEvent,
  listWeeklyEvents,
  moveWeeklyEvent,
  updateWeeklyEvent,
} from "../weekly-events.server";
import type { Route } from "./+types/admin-weekly-events";

const PAGE = "/admin/weekly-events";

export const meta = () => [
  ...pageMeta({ title: "Admin · Weekly events", description: "Manage the weekly events." }),
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const events = await listWeeklyEvents();
  return { events, editing: events.find((event) => event.id === editId) ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent"));
  const id = Number(formData.get("id"));
  const values = Object.fromEntries(
    [...formData.entries()].filter(([, value]) => typeof value === "string"),
  ) as Record<string, string>;
  const notFound = () =>
    data({ values, errors: { form: "That event no longer exists." } }, { status: 404 });

  if (intent === "delete") {
    const title = await deleteWeeklyEvent(id);
    if (!title) return notFound();
    await recordAudit(user, "weekly-event.deleted", `weekly-event:${id}`, { title });
    return redirectWithToast(PAGE, { type: "success", message: `"${title}" deleted.` });
  }
  if (intent === "up" || intent === "down") {
    if (!(await moveWeeklyEvent(id, intent)))
      return redirectWithToast(PAGE, { type: "info", message: "Already at the end of the list." });
    await recordAudit(user, "weekly-event.moved", `weekly-event:${id}`, { direction: intent });
    return redirectWithToast(PAGE, { type: "success", message: "Order saved." });
  }
  const parsed = weeklyEventSchema.safeParse(values);
  if (!parsed.success) return data({ values, errors: fieldErrors(parsed.error) }, { status: 400 });
  if (intent === "update") {
    if (!(await updateWeeklyEvent(id, parsed.data))) return notFound();
    await recordAudit(user, "weekly-event.updated", `weekly-event:${id}`, parsed.data);
    return redirectWithToast(PAGE, { type: "success", message: `"${parsed.data.title}" saved.` });
  }
  const newId = await createWeeklyEvent(parsed.data);
  await recordAudit(user, "weekly-event.created", `weekly-event:${newId}`, parsed.data);
  return redirectWithToast(PAGE, { type: "success", message: `"${parsed.data.title}" added.` });
}

function EventForm({ event }: { event: WeeklyEvent | null }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors: Record<string, string> = result?.errors ?? {};
  const values: Partial<Record<string, string>> = result?.values ?? {
    title: event?.title,
    dayOfWeek: event ? String(event.dayOfWeek) : "5",
    startTime: event?.startTime,
    endTime: event?.endTime,
    location: event?.location,
    description: event?.description,
  };
  const active = result?.values ? result.values.active === "on" : (event?.active ?? true);
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <input type="hidden" name="intent" value={event ? "update" : "create"} />
      {event ? <input type="hidden" name="id" value={event.id} /> : null}
      {errors.form ? (
        <p role="alert" className="font-semibold text-red-800 sm:col-span-2 lg:col-span-4">
          {errors.form}
        </p>
      ) : null}
      <AdminField name="title" label="Title" error={errors.title} className="sm:col-span-2">
        {(props) => (
          <input {...props} name="title" defaultValue={values.title} className={adminControl} />
        )}
      </AdminField>
      <AdminField name="dayOfWeek" label="Day" error={errors.dayOfWeek}>
        {(props) => (
          <select
            {...props}
            name="dayOfWeek"
            defaultValue={values.dayOfWeek}
            className={adminControl}
          >
            {WEEKDAYS.map((day, index) => (
              <option key={day} value={index}>
                {day}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField name="location" label="Location (optional)" error={errors.location}>
        {(props) => (
          <input
            {...props}
            name="location"
            defaultValue={values.location}
            className={adminControl}
          />
        )}
      </AdminField>
      <AdminField name="startTime" label="Starts" error={errors.startTime}>
        {(props) => (
          <input
            {...props}
            type="time"
            name="startTime"
            defaultValue={values.startTime}
            className={adminControl}
          />
        )}
      </AdminField>
      <AdminField name="endTime" label="Ends" error={errors.endTime}>
        {(props) => (
          <input
            {...props}
            type="time"
            name="endTime"
            defaultValue={values.endTime}
            className={adminControl}
          />
        )}
      </AdminField>
      <AdminField
        name="description"
        label="Description (optional)"
        error={errors.description}
        className="sm:col-span-2"
      >
        {(props) => (
          <textarea
            {...props}
            name="description"
            rows={2}
            defaultValue={values.description}
            className={adminControl}
          />
        )}
      </AdminField>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="active" defaultChecked={active} className="size-5" />
        Active (shown on the screens and the home page)
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" pending={navigation.state === "submitting"} pendingLabel="Saving...">
          {event ? "Save changes" : "Add event"}
        </Button>
        {event ? (
          <Link to={PAGE} className={buttonClasses("ghost")}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function AdminWeeklyEvents() {
  const { events, editing } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-semibold text-brand-strong">Manage Weekly Events</h1>
        <p className="mt-2 text-stone-700">
          Regular events shown on the wall screens (/display, /tv) and the home page, in this order.
        </p>
      </div>
      <section aria-labelledby="event-form-heading" className={adminPanel}>
        <h2 id="event-form-heading" className="mb-4 text-xl font-semibold text-brand-strong">
          {editing ? `Edit "${editing.title}"` : "Add an event"}
        </h2>
        <EventForm key={editing?.id ?? "new"} event={editing} />
      </section>
      <section aria-labelledby="events-heading" className={adminPanel}>
        <h2 id="events-heading" className="text-xl font-semibold text-brand-strong">
          Events ({events.length})
        </h2>
        {events.length === 0 ? (
          <p className="mt-4 text-stone-700">No weekly events yet. Add the first one above.</p>
        ) : (
          <ol className="mt-4 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
            {events.map((event, index) => (
              <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
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
                <div className="flex flex-wrap items-center gap-1">
                  {(["up", "down"] as const).map((direction) => (
                    <Form key={direction} method="post">
                      <input type="hidden" name="intent" value={direction} />
                      <input type="hidden" name="id" value={event.id} />
                      <Button
                        type="submit"
                        variant="ghost"
                        disabled={direction === "up" ? index === 0 : index === events.length - 1}
                        aria-label={`Move "${event.title}" ${direction}`}
                      >
                        {direction === "up" ? "↑" : "↓"}
                      </Button>
                    </Form>
                  ))}
                  <Link
                    to={`?edit=${event.id}`}
                    className={buttonClasses("ghost")}
                    aria-label={`Edit "${event.title}"`}
                  >
                    Edit
                  </Link>
                  <Form
                    method="post"
                    onSubmit={(submit) => {
                      if (!confirm(`Delete "${event.title}"? This cannot be undone.`))
                        submit.preventDefault();
                    }}
                  >
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={event.id} />
                    <Button type="submit" variant="ghost" aria-label={`Delete "${event.title}"`}>
                      Delete
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
