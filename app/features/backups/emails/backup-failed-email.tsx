import { env } from "~/lib/config/env.server";
import { site } from "~/lib/config/site";
import { Link, Text } from "~/lib/email/components";
import { EmailLayout } from "~/lib/email/templates/email-layout";

/** To the administrators when a backup did not complete. */
export function BackupFailedEmail({ startedAt, error }: { startedAt: Date; error: string }) {
  const heading = "A backup of the website failed";
  return (
    <EmailLayout preview={heading} heading={heading}>
      <Text>
        The backup started at {startedAt.toLocaleString("en-GB", { timeZone: site.timezone })} did
        not complete:
      </Text>
      <Text style={{ fontFamily: "monospace", whiteSpace: "pre-wrap" }}>{error}</Text>
      <Text>
        Until it is fixed, the site has no new backup. See the{" "}
        <Link href={`${env().PUBLIC_URL}/admin`}>admin overview</Link> for the last one that worked,
        and try "Back up now" there once the cause is fixed.
      </Text>
    </EmailLayout>
  );
}
