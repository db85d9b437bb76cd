import { env } from "#app/lib/config/env.server";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { Text } from "#app/lib/email/components";
import {
  EmailLayout,
  FieldList,
  ReplyOrOpenInbox,
  SignOff,
} from "#app/lib/email/templates/email-layout";
import { ENROLMENT_SUCCESS_MESSAGE, MAX_LEARNERS } from "../rules";

const PARENT_FIELDS: [key: string, label: string][] = [
  ["parent_name", "Parent/Guardian name"],
  ["parent_phone", "Parent phone"],
  ["parent_email", "Parent email"],
  ["parent_address", "Address"],
  ["parent_relationship", "Relationship"],
  ["learner_count", "Number of learners"],
  ["emergency_name", "Emergency contact name"],
  ["emergency_phone", "Emergency contact phone"],
  ["emergency_relationship", "Emergency contact relationship"],
  ["medical_conditions", "Medical conditions"],
  ["additional_notes", "Additional notes"],
  ["photo_consent", "Photo consent"],
  ["terms_accepted", "Terms accepted"],
  ["submission_date", "Submission date"],
  ["submission_time", "Submission time"],
];

/** Every parameter of the enrolment emails (decision 0045) as label / value pairs; unused learner slots are left out. */
function enrolmentFieldList(params: Record<string, string>): [string, string][] {
  const fields: [string, string][] = PARENT_FIELDS.map(([key, label]) => [
    label,
    params[key] ?? "",
  ]);
  for (let n = 1; n <= MAX_LEARNERS; n++) {
    const label = params[`learner_${n}_label`];
    if (!label) continue;
    fields.push(
      [`Learner ${n}`, label],
      [`Learner ${n} name`, params[`learner_${n}_name`] ?? ""],
      [`Learner ${n} age`, params[`learner_${n}_age`] ?? ""],
      [`Learner ${n} course`, params[`learner_${n}_course`] ?? ""],
      [`Learner ${n} schedule`, params[`learner_${n}_schedule`] ?? ""],
    );
  }
  return fields;
}

export function EnrolmentNotificationEmail({
  params,
  submissionId,
}: {
  params: Record<string, string>;
  submissionId: string;
}) {
  return (
    <EmailLayout
      preview={`New academy enrolment from ${params.parent_name}`}
      heading="New WIC Academy enrolment"
    >
      <FieldList fields={enrolmentFieldList(params)} />
      <ReplyOrOpenInbox
        name={params.parent_name}
        adminUrl={`${env().PUBLIC_URL}/admin/submissions/${submissionId}`}
      />
    </EmailLayout>
  );
}

export function EnrolmentConfirmationEmail({ params }: { params: Record<string, string> }) {
  const site = useSiteSettings();
  return (
    <EmailLayout preview="Your WIC Academy enrolment" heading={`Thank you, ${params.parent_name}`}>
      <Text>{ENROLMENT_SUCCESS_MESSAGE} Here is a copy of what you sent us:</Text>
      <FieldList fields={enrolmentFieldList(params)} />
      <Text>
        We will be in touch about the start of term. If anything needs changing, reply to this email
        or call us on {site.phone.display}.
      </Text>
      <SignOff />
    </EmailLayout>
  );
}
