import { Link, Text } from "#app/lib/email/components";
import {
  BrandButton,
  EmailLayout,
  FieldList,
  SignOff,
} from "#app/lib/email/templates/email-layout";
import { eidDateLine, eidLongDate, placesCount } from "../messages";

/** What an Eid booking's emails tell: the Eid, its day, the jama'at and the booking's own link. */
export interface BookingDetails {
  eidName: string;
  /** The day of the prayers (YYYY-MM-DD). */
  date: string;
  confirmed: boolean;
  time: string;
  place: string;
  language: string;
  name: string;
  people: number;
  /** The booking's page (see or cancel it). */
  link: string;
}

function DetailsList({ booking }: { booking: BookingDetails }) {
  return (
    <FieldList
      fields={[
        ["Date", eidDateLine(booking)],
        ["Time", booking.time],
        ["Place", booking.place],
        ["Khutbah", booking.language || undefined],
        ["Places booked", placesCount(booking.people)],
        ["Name", booking.name],
      ]}
    />
  );
}

function BookingLink({ link }: { link: string }) {
  return (
    <>
      <BrandButton href={link}>See or cancel your booking</BrandButton>
      <Text>
        Or open this link: <Link href={link}>{link}</Link>. If your plans change, please cancel so
        that someone else can have your places.
      </Text>
    </>
  );
}

export function EidBookingEmail({ booking }: { booking: BookingDetails }) {
  return (
    <EmailLayout
      preview={`${booking.eidName} prayer at ${booking.time}: your places are booked`}
      heading={`Your places at the ${booking.eidName} prayer`}
    >
      <Text>
        Assalamu alaikum {booking.name}, thank you for booking. Please arrive a little early and
        show this email if asked.
      </Text>
      <DetailsList booking={booking} />
      {booking.confirmed ? null : (
        <Text>
          The day depends on the sighting of the moon. If it changes, we will email you the new
          date.
        </Text>
      )}
      <BookingLink link={booking.link} />
      <SignOff />
    </EmailLayout>
  );
}

export function EidDayMovedEmail({
  booking,
  previousDate,
}: {
  booking: BookingDetails;
  previousDate: string;
}) {
  return (
    <EmailLayout
      preview={`${booking.eidName} is now on ${eidLongDate(booking.date)}`}
      heading={`${booking.eidName} is on ${eidLongDate(booking.date)}`}
    >
      <Text>
        Assalamu alaikum {booking.name}, following the moon sighting, {booking.eidName} is on{" "}
        <strong>{eidLongDate(booking.date)}</strong>, not {eidLongDate(previousDate)}. Your booking
        moves with it: the same jama'at at the same time and place.
      </Text>
      <DetailsList booking={booking} />
      <BookingLink link={booking.link} />
      <SignOff />
    </EmailLayout>
  );
}
