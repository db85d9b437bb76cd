import { data, redirect, useActionData, useLoaderData } from "react-router";
import { Container, PageHeader } from "~/components/ui/container";
import { getCurrentUser } from "~/features/accounts/index.server";
import { pageMeta } from "~/lib/meta";
import { SeekerForm } from "../components/seeker-form";
import { LOGIN_REQUIRED } from "../rules";
import { SEEKER_MESSAGES, type SeekerFormState } from "../seeker-schema";
import {
  deleteOwnSeeker,
  seekerForActor,
  updateSeeker,
  valuesFromSeekerRow,
} from "../seekers.server";
import type { Route } from "./+types/seeker-edit";

export const meta = () =>
  pageMeta({ title: "Edit Job Seeker Profile", description: "Edit your job-seeker profile." });

function idFrom(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(SEEKER_MESSAGES.notFound, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idFrom(params);
  const user = await getCurrentUser(request);
  if (!user)
    throw redirect(`/login?redirectTo=${encodeURIComponent(`/directory/job-seekers/${id}/edit`)}`);
  const { row } = await seekerForActor(user, id);
  return {
    name: row.fullName,
    status: row.status,
    adminNote: row.adminNote,
    hasCv: Boolean(row.cvFile),
    form: { values: valuesFromSeekerRow(row), errors: {}, formError: null } as SeekerFormState,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = idFrom(params);
  const user = await getCurrentUser(request);
  if (!user) throw data(LOGIN_REQUIRED, { status: 401 });
  const form = await request.formData();
  if (form.get("intent") === "delete") return deleteOwnSeeker(user, id);
  return updateSeeker(user, id, form);
}

export default function EditSeeker() {
  const { name, status, adminNote, hasCv, form } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SeekerFormState | undefined;
  return (
    <>
      <PageHeader
        title={status === "denied" ? "Edit & Resubmit" : "Edit Job Seeker Profile"}
        lead={name}
      />
      <Container className="max-w-2xl py-10">
        {adminNote ? (
          <p className="mb-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
            <strong>Note from our team:</strong> {adminNote}
          </p>
        ) : null}
        <SeekerForm
          state={actionData ?? form}
          hasCv={hasCv}
          submitLabel={status === "denied" ? "Resubmit for review" : "Save changes"}
        />
      </Container>
    </>
  );
}
