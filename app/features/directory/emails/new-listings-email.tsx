import { env } from "#app/lib/config/env.server";
import { Link, Text } from "#app/lib/email/components";
import { EmailLayout } from "#app/lib/email/templates/email-layout";

/** To the administrators when businesses or job-seeker profiles wait for review. */
export function NewListingsEmail({
  ownerName,
  items,
}: {
  ownerName: string;
  items: { kind: "Business" | "Job seeker"; name: string }[];
}) {
  const heading = `${items.length} new directory ${items.length === 1 ? "submission" : "submissions"} to review`;
  return (
    <EmailLayout preview={heading} heading={heading}>
      <Text>{ownerName} submitted:</Text>
      {items.map((item) => (
        <Text key={`${item.kind}-${item.name}`}>
          {item.kind}: {item.name}
        </Text>
      ))}
      <Text>
        Review them on the{" "}
        <Link href={`${env().PUBLIC_URL}/admin/directory?status=pending`}>admin directory</Link>.
      </Text>
    </EmailLayout>
  );
}
