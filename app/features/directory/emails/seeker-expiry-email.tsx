import { env } from "#app/lib/config/env.server";
import { Link, Text } from "#app/lib/email/components";
import { EmailLayout, SignOff } from "#app/lib/email/templates/email-layout";

/** To a job seeker 30 days before a profile nobody has updated for a year is deleted. */
export function SeekerExpiryEmail({
  name,
  profileName,
  deleteOn,
}: {
  name: string;
  profileName: string;
  /** "Monday 23 November 2026". */
  deleteOn: string;
}) {
  const heading = "Is your job-seeker profile still needed?";
  return (
    <EmailLayout preview={heading} heading={heading}>
      <Text>Assalamu alaikum {name},</Text>
      <Text>
        Your job-seeker profile “{profileName}” has not been updated for almost a year. So that we
        do not keep your details and CV longer than they help you, we will delete the profile and
        its CV on {deleteOn}.
      </Text>
      <Text>
        If you are still looking for work, update your profile from{" "}
        <Link href={`${env().PUBLIC_URL}/dashboard`}>your dashboard</Link> before then and we will
        keep it for another 12 months. If you no longer need it, there is nothing to do.
      </Text>
      <SignOff />
    </EmailLayout>
  );
}
