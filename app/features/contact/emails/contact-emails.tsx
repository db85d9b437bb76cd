import { env } from "#app/lib/config/env.server";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { Text } from "#app/lib/email/components";
import {
  EmailLayout,
  FieldList,
  ReplyOrOpenInbox,
  SignOff,
} from "#app/lib/email/templates/email-layout";
import type { ContactMessage } from "../schema";

export function ContactNotificationEmail({
  message,
  submissionId,
}: {
  message: ContactMessage;
  submissionId: string;
}) {
  return (
    <EmailLayout
      preview={`New message from ${message.firstName} ${message.lastName}`}
      heading="New contact message"
    >
      <FieldList
        fields={[
          ["Name", `${message.firstName} ${message.lastName}`],
          ["Email", message.email],
          ["Phone", message.phone],
        ]}
      />
      <Text
        style={{ whiteSpace: "pre-wrap", borderLeft: "4px solid #d6d3d1", paddingLeft: "12px" }}
      >
        {message.message}
      </Text>
      <ReplyOrOpenInbox
        name={message.firstName}
        adminUrl={`${env().PUBLIC_URL}/admin/submissions/${submissionId}`}
      />
    </EmailLayout>
  );
}

export function ContactAcknowledgementEmail({ message }: { message: ContactMessage }) {
  const site = useSiteSettings();
  return (
    <EmailLayout
      preview="We have received your message"
      heading={`Thank you, ${message.firstName}`}
    >
      <Text>
        Thank you for your message! We will get back to you soon. Here is a copy of what you sent
        us:
      </Text>
      <Text
        style={{ whiteSpace: "pre-wrap", borderLeft: "4px solid #d6d3d1", paddingLeft: "12px" }}
      >
        {message.message}
      </Text>
      <Text>If your enquiry is urgent, please call us on {site.phone.display}.</Text>
      <SignOff />
    </EmailLayout>
  );
}
