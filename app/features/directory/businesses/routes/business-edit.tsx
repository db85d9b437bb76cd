import { parseWithZod } from "@conform-to/zod/v4";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { pageMeta } from "#app/lib/meta";
import { EditNote } from "../../components/form-notes";
import { formAnswer } from "../../components/form-parts";
import { ListingFormPage } from "../../components/listing-form-page";
import { idFrom } from "../../ids";
import { ownerOrLogin, ownerOrRefuse } from "../../owner.server";
import { NOT_FOUND } from "../../rules";
import {
  businessForActor,
  deleteOwnBusiness,
  updateBusiness,
  valuesFromRow,
} from "../business.server";
import { BusinessForm } from "../components/business-form";
import { businessFormSchema } from "../schema";
import type { Route } from "./+types/business-edit";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "Edit Business", description: "Edit your directory listing." });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idFrom(params.id, NOT_FOUND);
  const user = await ownerOrLogin(request, `/directory/businesses/${id}/edit`);
  const { row } = await businessForActor(user, id);
  return {
    name: row.name,
    status: row.status,
    adminNote: row.adminNote,
    values: valuesFromRow(row),
    kept: { existingLogo: row.logo ?? "" },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = idFrom(params.id, NOT_FOUND);
  const user = await ownerOrRefuse(request);
  const form = await request.formData();
  if (form.get("intent") === "delete") return deleteOwnBusiness(user, id);
  return updateBusiness(user, id, form, parseWithZod(form, { schema: businessFormSchema }));
}

export default function EditBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { name, status, adminNote, values, kept } = loaderData;
  return (
    <ListingFormPage title={status === "denied" ? "Edit & Resubmit" : "Edit Business"} lead={name}>
      <EditNote note={adminNote} />
      <BusinessForm
        answer={formAnswer(actionData)}
        values={values}
        kept={kept}
        mode={{
          kind: "edit",
          submitLabel: status === "denied" ? "Resubmit for review" : "Save changes",
        }}
      />
    </ListingFormPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
