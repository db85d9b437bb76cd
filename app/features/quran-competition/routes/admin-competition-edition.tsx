import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { AdminPageTitle, StatusBadge } from "#app/components/admin/page";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { buttonClasses } from "#app/components/ui/button";
import {
  DateField,
  ErrorSummary,
  MoneyField,
  NumberField,
  summaryFields,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { requireStaff } from "#app/lib/auth/session.server";
import { useValidatedForm } from "#app/lib/forms";
import { formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminMeta } from "#app/lib/meta";
import { refusedVersion, saveCheck, VERSION_FIELD } from "#app/lib/versions";
import { closesAtFor, EDITION_FORM_LABELS, type Edition, editionFormValues } from "../editions";
import {
  createEdition,
  type EditionInput,
  editionVersion,
  findEdition,
  updateEdition,
} from "../editions.server";
import { type EditionFormValues, editionFormSchema } from "../schema";
import type { Route } from "./+types/admin-competition-edition";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(
    matches,
    loaderData?.edition ? `Edit ${loaderData.edition.title}` : "New competition edition",
    "Admin: a Qur'an Competition edition.",
  );
}

/** /admin/competition/editions/new (no id) and /admin/competition/editions/{id}. */
async function editionFrom(params: { id?: string }): Promise<Edition | "new"> {
  if (params.id === undefined) return "new";
  const edition = /^\d{1,9}$/.test(params.id) ? await findEdition(Number(params.id)) : null;
  if (!edition) throw data("Edition not found", { status: 404 });
  return edition;
}

const NEW_EDITION = {
  year: "",
  title: "Winter Qur'an Competition ",
  eventDate: "",
  venue: "Watford Islamic Centre",
  fee: "5.00",
  deadline: "",
  groupMin: "10",
  groupMax: "15",
  rulesText: "",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const edition = await editionFrom(params);
  if (edition === "new") return { edition: null, values: NEW_EDITION, version: null };
  return {
    edition: { id: edition.id, title: edition.title, status: edition.status, demo: edition.demo },
    values: editionFormValues(edition),
    version: await editionVersion(edition.id),
  };
}

function toInput(value: EditionFormValues, keep?: Edition): EditionInput {
  return {
    year: value.year,
    title: value.title,
    eventDate: value.eventDate,
    venue: value.venue,
    feePence: value.fee,
    closesAt: closesAtFor(value.deadline),
    // Ages stay those of the categories' age bands (rules.ts).
    minAge: keep?.minAge ?? 5,
    maxAge: keep?.maxAge ?? 25,
    groupMin: value.groupMin,
    groupMax: value.groupMax,
    rulesText: value.rulesText ?? "",
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const edition = await editionFrom(params);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: editionFormSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const outcome =
    edition === "new"
      ? await createEdition(user, toInput(submission.value))
      : await updateEdition(user, edition.id, toInput(submission.value, edition), saveCheck(form));
  if (!outcome.ok && "stale" in outcome)
    return staleSaveFailure(submission, "edition", outcome.stale);
  if (!outcome.ok) {
    const errors = outcome.field
      ? { fieldErrors: { [outcome.field]: [outcome.message] } }
      : { formErrors: [outcome.message] };
    return formFailure(submission.reply(errors), 409);
  }
  return redirectWithToast(`/admin/competition/editions/${outcome.id}`, {
    type: "success",
    message: outcome.message,
  });
}

const LABELS = EDITION_FORM_LABELS;

export default function AdminCompetitionEdition({ loaderData, actionData }: Route.ComponentProps) {
  const { edition, values } = loaderData;
  const [form, fields] = useValidatedForm(editionFormSchema, {
    lastResult: actionData?.result,
    defaultValue: values,
  });
  useUnsavedChangesGuard(form.id, Boolean(actionData));
  // After a refused save, the form carries the newest version: saving again replaces it.
  const version = refusedVersion(actionData) ?? loaderData.version;
  return (
    <div>
      <AdminPageTitle
        back={{ to: "/admin/competition/editions", label: "All editions" }}
        title={edition ? `Edit ${edition.title}` : "New competition edition"}
        lead={
          edition ? (
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={edition.status} />
              {edition.demo ? <StatusBadge status="demo" /> : null}
              <span>Open, close or archive it from the list of editions.</span>
            </span>
          ) : (
            "A new edition starts as a draft: open it from the list of editions when it is ready."
          )
        }
      />
      <Form method="post" {...getFormProps(form)} className="mt-6 max-w-2xl space-y-5">
        <ErrorSummary formErrors={form.errors} fields={summaryFields(fields, LABELS)} />
        {version ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField meta={fields.year} label={LABELS.year} />
          <TextField meta={fields.title} label={LABELS.title} />
          <DateField meta={fields.eventDate} label={LABELS.eventDate} />
          <DateField
            meta={fields.deadline}
            label={LABELS.deadline}
            hint="Registration closes at 23:59 (UK time) on this day."
          />
          <TextField meta={fields.venue} label={LABELS.venue} />
          <MoneyField meta={fields.fee} label={`${LABELS.fee} per participant and category (£)`} />
          <NumberField meta={fields.groupMin} label={LABELS.groupMin} />
          <NumberField meta={fields.groupMax} label={LABELS.groupMax} />
        </div>
        <TextAreaField
          meta={fields.rulesText}
          label={`${LABELS.rulesText} for this edition`}
          optional
          hint="Shown on the rules page under the general rules."
        />
        <button type="submit" className={buttonClasses("primary")}>
          {edition ? "Save edition" : "Create edition"}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
