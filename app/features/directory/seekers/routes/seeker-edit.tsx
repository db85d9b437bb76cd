import { parseWithZod } from "@conform-to/zod/v4";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { pageMeta } from "#app/lib/meta";
import { EditNote } from "../../components/form-notes";
import { formAnswer } from "../../components/form-parts";
import { ListingFormPage } from "../../components/listing-form-page";
import { idFrom } from "../../ids";
import { ownerOrLogin, ownerOrRefuse } from "../../owner.server";
import { SeekerForm } from "../components/seeker-form";
import { SEEKER_MESSAGES } from "../messages";
import { seekerFormSchema } from "../schema";
import {
  deleteOwnSeeker,
  keptOfSeekerRow,
  seekerForActor,
  updateSeeker,
  valuesFromSeekerRow,
} from "../seekers.server";
import type { Route } from "./+types/seeker-edit";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Edit Job Seeker Profile",
    description: "Edit your job-seeker profile.",
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idFrom(params.id, SEEKER_MESSAGES.notFound);
  const user = await ownerOrLogin(request, `/directory/job-seekers/${id}/edit`);
  const { row } = await seekerForActor(user, id);
  return {
    name: row.fullName,
    status: row.status,
    adminNote: row.adminNote,
    hasCv: Boolean(row.cvFile),
    values: valuesFromSeekerRow(row),
    kept: keptOfSeekerRow(row),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = idFrom(params.id, SEEKER_MESSAGES.notFound);
  const user = await ownerOrRefuse(request);
  const form = await request.formData();
  if (form.get("intent") === "delete") return deleteOwnSeeker(user, id);
  const submission = parseWithZod(form, { schema: seekerFormSchema({ cvStored: true }) });
  return updateSeeker(user, id, form, submission);
}

export default function EditSeeker({ loaderData, actionData }: Route.ComponentProps) {
  const { name, status, adminNote, hasCv, values, kept } = loaderData;
  return (
    <ListingFormPage
      title={status === "denied" ? "Edit & Resubmit" : "Edit Job Seeker Profile"}
      lead={name}
    >
      <EditNote note={adminNote} />
      <SeekerForm
        answer={formAnswer(actionData)}
        values={values}
        kept={kept}
        hasCv={hasCv}
        submitLabel={status === "denied" ? "Resubmit for review" : "Save changes"}
      />
    </ListingFormPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
