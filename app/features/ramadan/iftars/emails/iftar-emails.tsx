import { Text } from "#app/lib/email/components";
import {
  BrandButton,
  EmailLayout,
  FieldList,
  SignOff,
} from "#app/lib/email/templates/email-layout";

/** The confirmation a person gets on signing up for a community iftar. */
export function IftarConfirmationEmail({
  name,
  dateText,
  fields,
  bookingUrl,
}: {
  name: string;
  /** "Saturday 13 February 2027". */
  dateText: string;
  fields: [label: string, value: string][];
  bookingUrl: string;
}) {
  return (
    <EmailLayout
      preview={`Your places at the community iftar on ${dateText}`}
      heading="Community iftar: you are signed up"
    >
      <Text>Assalamu alaikum {name},</Text>
      <Text>
        Thank you for signing up for the community iftar on {dateText}. Please arrive a little
        before iftar time. We look forward to breaking the fast with you, in shā' Allāh.
      </Text>
      <FieldList fields={fields} />
      <Text>
        If your plans change, please cancel so that someone else can have your places. You can see
        or cancel your booking here:
      </Text>
      <BrandButton href={bookingUrl}>See or cancel your booking</BrandButton>
      <Text>Or open this link: {bookingUrl}</Text>
      <SignOff />
    </EmailLayout>
  );
}
