import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { Section, Text } from "#app/lib/email/components";
import {
  BrandButton,
  EmailLayout,
  FieldList,
  SignOff,
} from "#app/lib/email/templates/email-layout";
import type { EditionText } from "../editions";

/** The fields of a competition registration (its emails), as label / value pairs. */
export type CompetitionFields = [label: string, value: string][];

export function CompetitionConfirmationEmail({
  name,
  fields,
  payUrl,
  edition,
}: {
  name: string;
  fields: CompetitionFields;
  payUrl: string | null;
  edition: EditionText;
}) {
  const site = useSiteSettings();
  const { dateText, feeLabel } = edition;
  return (
    <EmailLayout
      preview="Your Winter Qur'an Competition registration"
      heading="Winter Qur'an Competition: registration received"
    >
      <Text>Assalamu alaikum {name},</Text>
      <Text>
        Thank you for registering for the Winter Qur'an Competition on {dateText}. Your registration
        is saved with the status Pending Payment until the registration fee of {feeLabel} is
        received. The fee is fully refundable upon participation.
      </Text>
      {payUrl ? (
        <Section>
          <Text>
            If you have not paid yet, you can pay the {feeLabel} fee securely by card here:
          </Text>
          <BrandButton href={payUrl}>Pay {feeLabel}</BrandButton>
          <Text>Or open this link: {payUrl}</Text>
        </Section>
      ) : (
        <Text>
          Please pay the {feeLabel} fee at the centre office ({site.address.street},{" "}
          {site.address.town} {site.address.postcode}) or call us on {site.phone.display}.
        </Text>
      )}
      <FieldList fields={fields} />
      <SignOff />
    </EmailLayout>
  );
}

export function CompetitionNotificationEmail({
  fields,
  id,
}: {
  fields: CompetitionFields;
  id: string;
}) {
  return (
    <EmailLayout
      preview="New Qur'an Competition registration"
      heading="New Qur'an Competition registration"
    >
      <FieldList fields={fields} />
      <Text>Status: Pending Payment. Reference {id}.</Text>
    </EmailLayout>
  );
}

export function CompetitionPaidEmail({
  name,
  participant,
  edition,
}: {
  name: string;
  participant: string;
  edition: EditionText;
}) {
  const { dateText, feeLabel } = edition;
  return (
    <EmailLayout preview={`Payment of ${feeLabel} received`} heading="Payment received – thank you">
      <Text>Assalamu alaikum {name},</Text>
      <Text>
        We have received the {feeLabel} registration fee for {participant}. The registration is now
        Paid. See you at the Winter Qur'an Competition on {dateText}, in shā' Allāh.
      </Text>
      <SignOff />
    </EmailLayout>
  );
}
