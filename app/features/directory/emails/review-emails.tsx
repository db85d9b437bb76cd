import { Link, Text } from "@react-email/components";
import { env } from "~/lib/config/env.server";
import { EmailLayout, SignOff } from "~/lib/email/templates/email-layout";

/** To the owner when an administrator approves or denies their business. */
export function BusinessReviewedEmail({
  name,
  businessName,
  approved,
  note,
}: {
  name: string;
  businessName: string;
  approved: boolean;
  note: string | null;
}) {
  const heading = approved ? "Your business is now listed" : "Your business listing needs changes";
  return (
    <EmailLayout preview={heading} heading={heading}>
      <Text>Assalamu alaikum {name},</Text>
      {approved ? (
        <Text>
          Good news: “{businessName}” has been approved and now appears in the{" "}
          <Link href={`${env().PUBLIC_URL}/directory`}>business directory</Link>.
        </Text>
      ) : (
        <Text>
          We could not approve “{businessName}” yet. Our team left this note: {note}
        </Text>
      )}
      {note && approved ? <Text>Note from our team: {note}</Text> : null}
      <Text>
        You can see and edit your listings on{" "}
        <Link href={`${env().PUBLIC_URL}/dashboard`}>your dashboard</Link>
        {approved ? "." : ", then use Edit & Resubmit."}
      </Text>
      <SignOff />
    </EmailLayout>
  );
}
