import { env } from "#app/lib/config/env.server";
import { Link, Text } from "#app/lib/email/components";
import { EmailLayout, SignOff } from "#app/lib/email/templates/email-layout";

/** To the owner when an administrator approves or denies their business or job-seeker profile. */
export function ListingReviewedEmail({
  name,
  listingName,
  what,
  approved,
  note,
}: {
  name: string;
  listingName: string;
  what: "business" | "job seeker profile";
  approved: boolean;
  note: string | null;
}) {
  const heading = approved ? `Your ${what} is now listed` : `Your ${what} needs changes`;
  return (
    <EmailLayout preview={heading} heading={heading}>
      <Text>Assalamu alaikum {name},</Text>
      {approved ? (
        <Text>
          Good news: “{listingName}” has been approved and now appears in the{" "}
          <Link href={`${env().PUBLIC_URL}/directory`}>business directory</Link>.
        </Text>
      ) : (
        <Text>
          We could not approve “{listingName}” yet. Our team left this note: {note}
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
