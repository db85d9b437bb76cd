import { data, redirect, useActionData, useLoaderData } from "react-router";
import { Container, PageHeader } from "~/components/ui/container";
import { getCurrentUser } from "~/features/accounts/index.server";
import { pageMeta } from "~/lib/meta";
import {
  businessForActor,
  deleteOwnBusiness,
  updateBusiness,
  valuesFromRow,
} from "../business.server";
import { BusinessForm } from "../components/business-form";
import { LOGIN_REQUIRED, NOT_FOUND } from "../rules";
import type { BusinessFormState } from "../schema";
import type { Route } from "./+types/business-edit";

export const meta = () =>
  pageMeta({ title: "Edit Business", description: "Edit your directory listing." });

function idFrom(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(NOT_FOUND, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idFrom(params);
  const user = await getCurrentUser(request);
  if (!user)
    throw redirect(`/login?redirectTo=${encodeURIComponent(`/directory/businesses/${id}/edit`)}`);
  const { row } = await businessForActor(user, id);
  return {
    name: row.name,
    status: row.status,
    adminNote: row.adminNote,
    form: { values: valuesFromRow(row), errors: {}, formError: null } as BusinessFormState,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = idFrom(params);
  const user = await getCurrentUser(request);
  if (!user) throw data(LOGIN_REQUIRED, { status: 401 });
  const form = await request.formData();
  if (form.get("intent") === "delete") return deleteOwnBusiness(user, id);
  return updateBusiness(user, id, form);
}

export default function EditBusiness() {
  const { name, status, adminNote, form } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as BusinessFormState | undefined;
  return (
    <>
      <PageHeader title={status === "denied" ? "Edit & Resubmit" : "Edit Business"} lead={name} />
      <Container className="max-w-2xl py-10">
        {adminNote ? (
          <p className="mb-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
            <strong>Note from our team:</strong> {adminNote}
          </p>
        ) : null}
        <BusinessForm
          state={actionData ?? form}
          mode={{
            kind: "edit",
            submitLabel: status === "denied" ? "Resubmit for review" : "Save changes",
          }}
        />
      </Container>
    </>
  );
}
