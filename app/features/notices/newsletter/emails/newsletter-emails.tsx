import { Link, Section, Text } from "#app/lib/email/components";
import { BrandButton, EmailLayout, SignOff } from "#app/lib/email/templates/email-layout";

/** The double opt-in: the link that confirms a newsletter subscription (decision 0389). */
export function ConfirmSubscriptionEmail({
  topics,
  confirmUrl,
}: {
  /** The topics' names, as chosen. */
  topics: string[];
  confirmUrl: string;
}) {
  return (
    <EmailLayout
      preview="Please confirm your subscription"
      heading="Please confirm your subscription"
    >
      <Text>Assalamu alaikum,</Text>
      <Text>
        Someone, hopefully you, asked to receive our emails at this address about:{" "}
        {topics.join(", ")}. Please confirm with the button below. Until you do, we send you nothing
        else, and an unconfirmed sign-up is deleted after a week.
      </Text>
      <BrandButton href={confirmUrl}>Confirm my subscription</BrandButton>
      <Text>Or open this link: {confirmUrl}</Text>
      <Text>If it was not you, ignore this email.</Text>
      <SignOff />
    </EmailLayout>
  );
}

/**
 * A newsletter issue: its Markdown as sanitised HTML, and the subscriber's own link to change
 * topics or unsubscribe. No tracking pixel, no rewritten links (decision 0389).
 */
export function NewsletterIssueEmail({
  subject,
  html,
  unsubscribeUrl,
}: {
  subject: string;
  html: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout preview={subject} heading={subject}>
      <Section>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the Markdown renderer */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Section>
      <SignOff />
      <Text style={{ fontSize: "12px", color: "#57534e" }}>
        You receive this because you subscribed to our emails.{" "}
        <Link href={unsubscribeUrl}>Change your topics or unsubscribe</Link>.
      </Text>
    </EmailLayout>
  );
}
