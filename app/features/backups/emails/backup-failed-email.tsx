import { env } from "#app/lib/config/env.server";
import { Link, Text } from "#app/lib/email/components";
import { EmailLayout } from "#app/lib/email/templates/email-layout";
import { formatInstant } from "#app/lib/time/format";

/** To the administrators when a backup did not complete. */
export function BackupFailedEmail({ startedAt, error }: { startedAt: Date; error: string }) {
  const heading = "A backup of the website failed";
  return (
    <EmailLayout preview={heading} heading={heading}>
      <Text>
        The backup started at {formatInstant(startedAt, "numericDateTime")} did not complete:
      </Text>
      <Text style={{ fontFamily: "monospace", whiteSpace: "pre-wrap" }}>{error}</Text>
      <Text>
        Until it is fixed, the site has no new backup. See the{" "}
        <Link href={`${env().PUBLIC_URL}/admin/backups`}>admin's Backups page</Link> for the last
        one that worked, and try "Back up now" there once the cause is fixed.
      </Text>
    </EmailLayout>
  );
}
