import { env } from "#app/lib/config/env.server";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { Link, Text } from "#app/lib/email/components";
import { EmailLayout, FieldList, SignOff } from "#app/lib/email/templates/email-layout";

export type EmailFields = [label: string, value: string | undefined][];

const quoteStyle = { whiteSpace: "pre-wrap", borderLeft: "4px solid #d6d3d1", paddingLeft: "12px" };

/** The centre's copy of a project form: the answers, the message and a link to the admin inbox. */
export function ProjectNotificationEmail({
  heading,
  fields,
  message,
  submissionId,
  replyName,
}: {
  heading: string;
  fields: EmailFields;
  message?: string;
  submissionId: string;
  /** Who a reply reaches, when the sender gave an email address. */
  replyName?: string;
}) {
  return (
    <EmailLayout preview={heading} heading={heading}>
      <FieldList fields={fields} />
      {message ? <Text style={quoteStyle}>{message}</Text> : null}
      <Text>
        {replyName ? `Reply to this email to answer ${replyName} directly, or ` : ""}
        <Link href={`${env().PUBLIC_URL}/admin/submissions/${submissionId}`}>
          {replyName ? "open it in the admin inbox" : "Open it in the admin inbox"}
        </Link>
        .
      </Text>
    </EmailLayout>
  );
}

/**
 * A counselling request reaches the centre without the person's situation: only who and how to
 * reach them, with a link to read the request in the admin area (admins only).
 */
export function AdviceNotificationEmail({
  fields,
  submissionId,
}: {
  fields: EmailFields;
  submissionId: string;
}) {
  return (
    <EmailLayout preview="New confidential advice request" heading="Advice and Counselling Request">
      <FieldList fields={fields} />
      <Text>
        The details of this confidential request are only in the admin area:{" "}
        <Link href={`${env().PUBLIC_URL}/admin/submissions/${submissionId}`}>read the request</Link>
        .
      </Text>
    </EmailLayout>
  );
}

/** The sender's copy: a thank-you, what happens next and (except for counselling) their answers. */
export function ProjectAcknowledgementEmail({
  name,
  heading,
  text,
  fields,
}: {
  name: string;
  heading: string;
  text: string;
  fields?: EmailFields;
}) {
  return (
    <EmailLayout preview={heading} heading={`Thank you, ${name}`}>
      <Text>{text}</Text>
      {fields ? (
        <>
          <Text>Here is a copy of what you sent us:</Text>
          <FieldList fields={fields} />
        </>
      ) : null}
      <Text>If your enquiry is urgent, please call us on {useSiteSettings().phone.display}.</Text>
      <SignOff />
    </EmailLayout>
  );
}
