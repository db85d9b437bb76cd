import type { ComponentProps } from "react";
import { notificationAddress, type SiteConfig } from "#app/lib/config/site";
import type { DataSubject, PersonalData } from "#app/lib/personal-data.server";
import { storeSubmission, submissionsSentBy } from "#app/lib/submissions.server";
import { formatInstant } from "#app/lib/time/format";
import {
  AdviceNotificationEmail,
  type EmailFields,
  ProjectAcknowledgementEmail,
  ProjectNotificationEmail,
} from "./emails/project-emails";
import {
  ADVICE_SUCCESS_TEXT,
  applicationSuccessMessage,
  assembleDateOfBirth,
  INTEREST_SUCCESS_MESSAGE,
} from "./form-content";
import { type Project, SUBMISSION_KINDS } from "./projects";
import type {
  AdviceRequest,
  EldersApplication,
  EldersRegistration,
  FootballRequest,
  InterestRequest,
  VolunteerOffer,
} from "./schema";

function submittedOn(now = new Date()): string {
  return formatInstant(now, "longDateTime");
}

/** The sender's copy of what they sent: replies to it reach the centre's contact address. */
function acknowledgement(
  site: SiteConfig,
  template: string,
  to: string,
  received: "submission" | "request",
  email: ComponentProps<typeof ProjectAcknowledgementEmail>,
) {
  return {
    template,
    to,
    replyTo: site.emails.contact,
    subject: `We have received your ${received} – ${site.name}`,
    body: <ProjectAcknowledgementEmail {...email} />,
  };
}

interface StoreOptions {
  kind: string;
  payload: Record<string, unknown>;
  subject: string;
  fields: EmailFields;
  message?: string;
  /** The sender, when they gave an email: replies reach them and they get a copy. */
  sender?: { name: string; email: string; thanks: string };
}

/** Stores the submission with the centre's notification and, when there is an address, the sender's copy. */
function store({ kind, payload, subject, fields, message, sender }: StoreOptions): Promise<string> {
  const withDate: EmailFields = [...fields, ["Submitted", submittedOn()]];
  return storeSubmission(kind, payload, (submissionId, site) => [
    {
      template: `${kind}-notification`,
      to: notificationAddress(site, "notifications"),
      replyTo: sender?.email,
      subject,
      body: (
        <ProjectNotificationEmail
          heading={subject}
          fields={withDate}
          message={message}
          submissionId={submissionId}
          replyName={sender?.name}
        />
      ),
    },
    ...(sender
      ? [
          acknowledgement(site, `${kind}-acknowledgement`, sender.email, "submission", {
            name: sender.name,
            heading: subject,
            text: sender.thanks,
            fields: message ? [...fields, ["Message", message]] : fields,
          }),
        ]
      : []),
  ]);
}

export function saveInterest(
  project: Pick<Project, "slug" | "title">,
  request: InterestRequest,
): Promise<string> {
  return store({
    kind: SUBMISSION_KINDS.interest,
    payload: { project: project.slug, ...request },
    subject: `${project.title}: ${request.purpose} – ${request.name}`,
    fields: [
      ["Project", project.title],
      ["Purpose", request.purpose],
      ["Name", request.name],
      ["Phone", request.phone],
      ["Email", request.email],
      ...(request.gender ? [["Circle", request.gender] as [string, string]] : []),
    ],
    message: request.message,
    sender: { name: request.name, email: request.email, thanks: INTEREST_SUCCESS_MESSAGE },
  });
}

export function saveFootball(request: FootballRequest): Promise<string> {
  return store({
    kind: SUBMISSION_KINDS.football,
    payload: { ...request },
    subject: `WIC FC ${request.ageCategory}: ${request.name}`,
    fields: [
      ["Age category", request.ageCategory],
      ["Name", request.name],
      ["Phone", request.phone],
      ["Email", request.email],
    ],
    message: request.message,
    sender: { name: request.name, email: request.email, thanks: INTEREST_SUCCESS_MESSAGE },
  });
}

/** Elders registrations have no email address: the centre is told, nobody else. */
export function saveEldersRegistration(request: EldersRegistration): Promise<string> {
  const { birthDay, birthMonth, birthYear, ...rest } = request;
  const dateOfBirth = assembleDateOfBirth(birthDay, birthMonth, birthYear) ?? "";
  return store({
    kind: SUBMISSION_KINDS.eldersRegistration,
    payload: { formType: "Registration", ...rest, dateOfBirth },
    subject: `Elders registration: ${request.name}`,
    fields: [
      ["Form type", "Registration"],
      ["Name", request.name],
      ["Date of birth", dateOfBirth],
      ["Phone number", request.phoneNumber],
      ["Languages", request.languages],
      ["Gender", request.gender],
      ["With carer", request.withCarer],
      ["Emergency contact name", request.emergencyContactName],
      ["Emergency contact phone", request.emergencyContactPhone],
      ["Allergies / health concerns", request.allergiesHealthConcerns],
      ["Additional information", request.additionalInfo],
    ],
  });
}

export function saveEldersApplication(request: EldersApplication): Promise<string> {
  const { mode, ...rest } = request;
  const name = `${request.firstName} ${request.lastName}`;
  return store({
    kind: SUBMISSION_KINDS.eldersApplication,
    payload: { formType: mode, ...rest },
    subject: `Elders ${mode.toLowerCase()} application: ${name}`,
    fields: [
      ["Form type", mode],
      ["First name", request.firstName],
      ["Last name", request.lastName],
      ["Email", request.email],
      ["Phone number", request.phoneNumber],
      ...(mode === "Sponsor"
        ? [["Organisation", request.organization] as [string, string | undefined]]
        : [
            ["Availability", request.availability] as [string, string | undefined],
            ["Experience", request.experience] as [string, string | undefined],
          ]),
      ["Interests", request.interests],
    ],
    message: request.message,
    sender: {
      name: request.firstName,
      email: request.email,
      thanks: applicationSuccessMessage(mode),
    },
  });
}

/**
 * Counselling requests are confidential: the situation is stored for admins only; neither email
 * carries it, and the confirmation lists no answers.
 */
export function saveAdviceRequest(request: AdviceRequest): Promise<string> {
  return storeSubmission(
    SUBMISSION_KINDS.advice,
    { formType: "Advice and Counselling Request", ...request },
    (submissionId, site) => [
      {
        template: "advice-and-counselling-notification",
        to: notificationAddress(site, "notifications"),
        replyTo: request.email,
        subject: "New confidential advice and counselling request",
        body: (
          <AdviceNotificationEmail
            submissionId={submissionId}
            fields={[
              ["Name", request.name],
              ["Phone", request.phone],
              ["Email", request.email],
              ["Enquiry type", request.enquiryType],
              ["Submitted", submittedOn()],
            ]}
          />
        ),
      },
      acknowledgement(site, "advice-and-counselling-acknowledgement", request.email, "request", {
        name: request.name,
        heading: "Request Submitted Successfully",
        text: ADVICE_SUCCESS_TEXT,
      }),
    ],
  );
}

export function saveVolunteerOffer(offer: VolunteerOffer): Promise<string> {
  return store({
    kind: SUBMISSION_KINDS.volunteer,
    payload: { ...offer },
    subject: `Volunteer offer from ${offer.name}`,
    fields: [
      ["Name", offer.name],
      ["Email", offer.email],
      ["Phone", offer.phone],
      ["Areas of interest", offer.areas.join(", ")],
      ["Availability", offer.availability],
    ],
    message: offer.message,
    sender: { name: offer.name, email: offer.email, thanks: INTEREST_SUCCESS_MESSAGE },
  });
}

/**
 * "Download my data": the project forms sent with the person's email address (elders
 * registrations ask for none, so they cannot be found by it).
 */
export function personalData(subject: DataSubject): Promise<PersonalData> {
  return submissionsSentBy(subject, {
    key: "projectForms",
    kinds: Object.values(SUBMISSION_KINDS),
    emailField: "email",
  });
}
