import { site } from "~/lib/config/site";
import { storeSubmission } from "~/lib/submissions.server";
import { ContactAcknowledgementEmail, ContactNotificationEmail } from "./emails/contact-emails";
import type { ContactMessage } from "./schema";

export function saveContactMessage(message: ContactMessage): Promise<string> {
  return storeSubmission("contact", message, (submissionId) => [
    {
      template: "contact-notification",
      to: site.emails.contact,
      replyTo: message.email,
      subject: `Contact message from ${message.firstName} ${message.lastName}`,
      body: <ContactNotificationEmail message={message} submissionId={submissionId} />,
    },
    {
      template: "contact-acknowledgement",
      to: message.email,
      replyTo: site.emails.contact,
      subject: `We have received your message – ${site.name}`,
      body: <ContactAcknowledgementEmail message={message} />,
    },
  ]);
}
