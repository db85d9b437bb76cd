import { notificationAddress } from "#app/lib/config/site";
import type { DataSubject, PersonalData } from "#app/lib/personal-data.server";
import { storeSubmission, submissionsSentBy } from "#app/lib/submissions.server";
import { EnrolmentConfirmationEmail, EnrolmentNotificationEmail } from "./emails/enrolment-emails";
import { COURSES, type Course, type Enrolment, enrolmentEmailParams } from "./rules";

/**
 * Stores the enrolment (with the term it is for) and queues the centre's copy and the parent's
 * confirmation with it.
 */
export function saveEnrolment(
  enrolment: Enrolment,
  now = new Date(),
  term?: { id: number; name: string; courses: readonly Course[] },
): Promise<string> {
  const courses = term?.courses ?? COURSES;
  const toParent = enrolmentEmailParams(enrolment, {
    now,
    toEmail: enrolment.parentEmail,
    courses,
  });
  const learners = enrolment.learners.map((learner) => learner.name).join(", ");
  const payload = term ? { ...enrolment, termId: term.id, term: term.name } : { ...enrolment };
  return storeSubmission("enrolment", payload, (submissionId, site) => {
    const admissions = notificationAddress(site, "admissions");
    const toCentre = enrolmentEmailParams(enrolment, { now, toEmail: admissions, courses });
    return [
      {
        template: "enrolment-notification",
        to: admissions,
        replyTo: enrolment.parentEmail,
        subject: `Academy enrolment from ${enrolment.parentName} (${learners})`,
        body: <EnrolmentNotificationEmail params={toCentre} submissionId={submissionId} />,
      },
      {
        template: "enrolment-confirmation",
        to: enrolment.parentEmail,
        replyTo: site.emails.contact,
        subject: `Your WIC Academy enrolment – ${site.name}`,
        body: <EnrolmentConfirmationEmail params={toParent} />,
      },
    ];
  });
}

/** "Download my data": the enrolments sent with the person's email address as the parent's. */
export function personalData(subject: DataSubject): Promise<PersonalData> {
  return submissionsSentBy(subject, {
    key: "academyEnrolments",
    kinds: ["enrolment"],
    emailField: "parentEmail",
  });
}
