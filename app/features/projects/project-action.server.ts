import { type AppLoadContext, data } from "react-router";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { handleProjectForm } from "./actions.server";
import { findVisibleProject } from "./catalogue.server";
import {
  adviceFailureMessage,
  applicationFailureMessage,
  FORM_FAILURE_MESSAGE,
  REGISTRATION_FAILURE_MESSAGE,
} from "./form-content";
import { type Project, SUBMISSION_KINDS } from "./projects";
import {
  saveAdviceRequest,
  saveEldersApplication,
  saveEldersRegistration,
  saveFootball,
  saveInterest,
} from "./projects.server";
import {
  adviceSchema,
  eldersApplicationSchema,
  eldersRegistrationSchema,
  footballSchema,
  interestSchema,
} from "./schema";

const successUrl = (project: Project, option: string, kind: string) =>
  `/projects/${project.slug}?action=${encodeURIComponent(option)}&sent=${kind}#project-form`;

/**
 * The action of /projects/{slug}: the project's form (the elders page has two) decides the
 * schema; a hidden or unknown project answers 404.
 */
export async function projectAction(
  slug: string | undefined,
  formData: FormData,
  context: Pick<AppLoadContext, "clientIp" | "visitorId">,
) {
  const project = await findVisibleProject(slug);
  if (!project) throw data(null, { status: 404 });
  const common = { formData, context };

  switch (project.form) {
    case "interest":
      return handleProjectForm({
        ...common,
        kind: SUBMISSION_KINDS.interest,
        schema: interestSchema(project),
        save: (value) => saveInterest(project, value),
        failureMessage: FORM_FAILURE_MESSAGE,
        successUrl: successUrl(project, String(formData.get("purpose")), SUBMISSION_KINDS.interest),
      });
    case "football":
      return handleProjectForm({
        ...common,
        kind: SUBMISSION_KINDS.football,
        schema: footballSchema,
        save: saveFootball,
        failureMessage: FORM_FAILURE_MESSAGE,
        successUrl: successUrl(
          project,
          String(formData.get("ageCategory")),
          SUBMISSION_KINDS.football,
        ),
      });
    case "advice":
      return handleProjectForm({
        ...common,
        kind: SUBMISSION_KINDS.advice,
        schema: adviceSchema,
        save: saveAdviceRequest,
        failureMessage: adviceFailureMessage((await getSiteSettings()).emails.contact),
        successUrl: successUrl(project, "Request Consultation", SUBMISSION_KINDS.advice),
        confidential: true,
      });
    case "elders": {
      if (formData.get("formKind") === "elders-registration")
        return handleProjectForm({
          ...common,
          kind: SUBMISSION_KINDS.eldersRegistration,
          schema: eldersRegistrationSchema,
          save: saveEldersRegistration,
          failureMessage: REGISTRATION_FAILURE_MESSAGE,
          successUrl: successUrl(project, "Register", SUBMISSION_KINDS.eldersRegistration),
        });
      const mode = formData.get("mode") === "Sponsor" ? "Sponsor" : "Volunteer";
      return handleProjectForm({
        ...common,
        kind: SUBMISSION_KINDS.eldersApplication,
        schema: eldersApplicationSchema,
        save: saveEldersApplication,
        failureMessage: applicationFailureMessage(mode),
        successUrl: successUrl(project, mode, SUBMISSION_KINDS.eldersApplication),
      });
    }
  }
}
